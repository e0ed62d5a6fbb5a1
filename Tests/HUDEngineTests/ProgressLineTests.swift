import HUDKit
import Testing

@testable import HUDEngine

@Suite("hud progress's stdin lines")
struct ProgressLineTests {
    @Test(arguments: [
        ("42", ProgressLine.value(42)), (" 7.5 ", .value(7.5)), ("100", .value(100)), ("0", .value(0)),
        ("#Copying files", .label("Copying files")), ("# spaced", .label("spaced")), ("#", .label("")),
        ("pulsate:true", .pulsate(true)), ("PULSATE: false", .pulsate(false)), ("", .blank), ("  ", .blank),
    ])
    func wellFormedLines(line: String, expected: ProgressLine) throws {
        #expect(try ProgressLine(parsing: line) == expected)
    }

    @Test(arguments: ["bogus", "101", "-1", "nan", "inf", "pulsate:maybe", "50%", "1e400"])
    func malformedLinesAreRefusedWithAReason(line: String) {
        #expect(throws: ProgressLine.Malformed.self) { try ProgressLine(parsing: line) }
    }

    @Test func linesChangeWhatIsShown() {
        var shown = ShownProgress(
            model: StatusHUDModel(indicator: nil, text: "Start"), style: .pie, percentage: 0,
            isPulsating: false)
        let changedValue = shown.apply(.value(30))
        let changedLabel = shown.apply(.label("Half"))
        #expect(changedValue && changedLabel)
        #expect(shown.shown == StatusHUDModel(indicator: .progress(.pie, 0.3), text: "Half"))
        let changedIndicator = shown.apply(.pulsate(true))
        #expect(changedIndicator)
        #expect(shown.shown == StatusHUDModel(indicator: .spinner, text: "Half"))
        let changedByBlank = shown.apply(.blank)
        #expect(!changedByBlank)
    }
}
