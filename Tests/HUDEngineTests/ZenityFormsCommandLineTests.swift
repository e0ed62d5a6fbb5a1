import HUDKit
import HUDSystem
import Testing

@testable import HUDEngine

/// `zenity --forms` read without a display: its rows in the order given, what OK prints.
@Suite("hud zenity --forms's command line")
struct ZenityFormsCommandLineTests {
    static func form(_ words: [String]) throws -> (ZenityDialog, AlertForm) {
        let dialog = try ZenityDialog(ZenityCommandLine(["--forms"] + words))
        guard let form = dialog.alert.content?.as(AlertForm.self) else { throw ZenityUsageError(message: "no form") }
        return (dialog, form)
    }

    @Test func theRowsComeInTheOrderGivenEachComboWithItsValues() throws {
        let (dialog, form) = try Self.form([
            "--add-combo", "Shell", "--text=<b>Account</b>", "--add-entry=Name", "--combo-values=bash|zsh",
            "--add-password", "Password", "--add-combo=Editor", "--combo-values", "vi|emacs|",
        ])
        #expect(form.rows.map(\.label) == ["Shell", "Name", "Password", "Editor"])
        #expect(
            form.rows.map(\.kind) == [
                .picker(choices: ["bash", "zsh"]), .text, .secureText, .picker(choices: ["vi", "emacs", ""]),
            ])
        #expect(dialog.alert.message == "<b>Account</b>")
        #expect(dialog.alert.isMessageMarkup)
        #expect(dialog.alert.textFields.isEmpty)
        #expect(dialog.windowTitle == "Forms dialog")
    }

    @Test func okPrintsTheValuesJoinedByTheSeparator() throws {
        let (bar, _) = try Self.form(["--add-entry=A", "--add-password=B"])
        #expect(bar.printed(actionIndex: 1, fieldValues: ["a", "pw"]) == "a|pw\n")
        #expect(bar.printed(actionIndex: 0, fieldValues: ["a", "pw"]) == nil, "Cancel prints nothing")
        #expect(bar.exitStatus(actionIndex: nil, timedOut: false) == 1, "Escape")
        let (lines, _) = try Self.form(["--add-entry=A", "--add-entry=B", #"--separator=\n"#])
        #expect(lines.printed(actionIndex: 1, fieldValues: ["a", "b"]) == "a\nb\n")
        let (combo, _) = try Self.form(["--add-entry=A", "--add-combo=C", "--add-combo=D", "--combo-values=x|y"])
        #expect(
            combo.printed(actionIndex: 1, fieldValues: ["", "", "y"]) == "| |y\n", "a combo with none chosen: a space")
    }

    @Test func aCalendarIsTodayInTheFormatAndAListItsRows() throws {
        let (_, form) = try Self.form([
            "--add-calendar=Day", "--forms-date-format=%Y", "--add-list=Fruit", "--list-values=apple|red|pear|green",
            "--column-values=Name|Colour",
        ])
        let today = ZenityForm.date(daysFromToday: 0, format: "%Y")
        #expect(form.rows[0].value == today)
        guard case .date(let first, let days) = form.rows[0].kind else { throw ZenityUsageError(message: "no date") }
        #expect(days.count == 2 * ZenityForm.calendarReach + 1)
        let numbers = try #require(CalendarDate.todayNumbers())
        let day = first.adding(days: ZenityForm.calendarReach)
        #expect([day.year, day.month, day.day] == [numbers.year, numbers.month, numbers.day], "today in the middle")
        #expect(
            form.rows[1].kind
                == .table(
                    header: nil, cells: [["apple", "red"], ["pear", "green"]], values: ["apple,red,", "pear,green,"]))
        #expect(form.rows[1].value == "apple,red,", "zenity's list has its first row selected")
        let (_, headed) = try Self.form([
            "--add-list=Fruit", "--list-values=apple|pear", "--column-values=Name", "--show-header",
        ])
        #expect(
            headed.rows[0].kind == .table(header: ["Name"], cells: [["apple"], ["pear"]], values: ["apple,", "pear,"]))
    }

    @Test func formsOptionsBelongToTheFormsDialog() {
        #expect(throws: ZenityUsageError(message: "--add-entry is not supported for this dialog")) {
            try ZenityCommandLine(["--entry", "--add-entry=A"])
        }
    }
}
