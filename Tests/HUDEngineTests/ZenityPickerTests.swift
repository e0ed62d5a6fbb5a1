import HUDKit
import Testing

@testable import HUDEngine

@Suite("hud zenity --scale and --calendar")
struct ZenityPickerTests {
    @Test func aScaleIsAnAlertWithASlider() throws {
        let dialog = try ZenityDialog(
            ZenityCommandLine([
                "--scale", "--value=20", "--min-value", "10", "--max-value=30", "--step=2", "--hide-value",
            ]))
        #expect(
            dialog.alert.content
                == .slider(try AlertSlider(value: 20, minimum: 10, maximum: 30, step: 2, showsValue: false)))
        #expect(dialog.alert.message == "Adjust the scale value")
        #expect(dialog.windowTitle == "Adjust the scale value")
        #expect(dialog.printed(actionIndex: 1, fieldValues: [], content: .value(24)) == "24\n")
        #expect(dialog.printed(actionIndex: 0, fieldValues: [], content: .value(24)) == nil)
        #expect(dialog.exitStatus(actionIndex: 0, timedOut: false) == 1)
    }

    /// zenity's lines for a range with nothing in it and a value outside it; a step that does not move
    /// is HUDKit's own refusal (zenity shows a scale the keys cannot move).
    @Test(arguments: [
        (["--min-value=5", "--max-value=5"], "Maximum value must be greater than minimum value."),
        (["--value=50", "--min-value=60", "--max-value=10"], "Maximum value must be greater than minimum value."),
        (["--value=200"], "Value out of range."), (["--min-value=10"], "Value out of range."),
        (["--step=0"], "The step must be greater than 0."),
    ])
    func aBadScaleIsZenitysMistake(options: [String], message: String) {
        #expect(throws: ZenityUsageError(message: message)) {
            try ZenityDialog(ZenityCommandLine(["--scale"] + options))
        }
    }

    @Test func aCalendarIsAnAlertWithADatePicker() throws {
        let dialog = try ZenityDialog(
            ZenityCommandLine(["--calendar", "--day=15", "--month=3", "--year=2024", "--date-format=%Y-%m-%d %A %j"]))
        let day = try #require(CalendarDay(year: 2024, month: 3, day: 15))
        #expect(dialog.alert.content == .datePicker(AlertDatePicker(day: day)))
        #expect(dialog.windowTitle == "Calendar selection")
        #expect(dialog.printed(actionIndex: 1, fieldValues: [], content: .date(day)) == "2024-03-15 Friday 075\n")
    }

    @Test func theDefaultFormatIsTheLocalesDate() throws {
        let dialog = try ZenityDialog(ZenityCommandLine(["--calendar", "--day=5", "--month=1", "--year=2031"]))
        let day = try #require(CalendarDay(year: 2031, month: 1, day: 5))
        #expect(dialog.printed(actionIndex: 1, fieldValues: [], content: .date(day)) == "01/05/31\n")
    }

    @Test(arguments: [["--day=31", "--month=2", "--year=2024"], ["--month=13"], ["--year=0"], ["--day=0"]])
    func aDayThatDoesNotExistIsRefused(options: [String]) {
        #expect(throws: ZenityUsageError.self) { try ZenityDialog(ZenityCommandLine(["--calendar"] + options)) }
    }

    @Test func theirOptionsBelongToThem() {
        #expect(throws: ZenityUsageError(message: "--step is not supported for this dialog")) {
            try ZenityCommandLine(["--calendar", "--step=2"])
        }
        #expect(throws: ZenityUsageError(message: "--day is not supported for this dialog")) {
            try ZenityCommandLine(["--scale", "--day=2"])
        }
        #expect(throws: ZenityUsageError.unknownOption) { try ZenityCommandLine(["--scale", "--value=1.5"]) }
    }
}
