import Foundation
import HUDTestHarness
import Testing

/// `--scale` and `--calendar` beside zenity's, by the same machinery as the other dialogs'
/// (`ZenityCompatibilityTests`): the same command lines, the same XTEST keys, the same stdout and
/// exit status, except where a case names how HUDKit deliberately differs.
@Suite("hud zenity --scale and --calendar beside zenity")
struct ZenityPickerCompatibilityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let script: String
        let keys: [String]?
        /// Where HUDKit deliberately prints otherwise: what it prints, and why.
        var hudStdout: String? = nil
        var difference: String? = nil

        var testDescription: String { name }
    }

    static let march15 = "zenity --calendar --day=15 --month=3 --year=2024"

    static let cases: [Case] = [
        Case(name: "scale, Return", script: "zenity --scale --text 'Volume <b>now</b>'", keys: ["Return"]),
        Case(name: "scale, Right Right Return", script: "zenity --scale", keys: ["Right", "Right", "Return"]),
        Case(
            name: "scale --step, arrows and pages", script: "zenity --scale --value=50 --step=5",
            keys: ["Down", "Page_Down", "Left", "Up", "Page_Up", "Right", "Right", "Return"]),
        Case(
            name: "scale --min-value --max-value, End", script: "zenity --scale --min-value=-10 --max-value=10",
            keys: ["End", "Return"]),
        Case(
            name: "scale --min-value --max-value, Home",
            script: "zenity --scale --min-value=-10 --max-value=10 --value=3",
            keys: ["Home", "Return"]),
        Case(
            name: "scale stops at its ends", script: "zenity --scale --max-value=7 --value=6 --step=3",
            keys: ["Right", "Return"]),
        Case(name: "scale --hide-value", script: "zenity --scale --hide-value --value=9", keys: ["Left", "Return"]),
        Case(
            name: "scale --print-partial", script: "zenity --scale --print-partial",
            keys: ["Right", "Right", "End", "Return"]),
        Case(
            name: "scale --print-partial, Escape", script: "zenity --scale --print-partial --value=5",
            keys: ["Left", "Escape"]),
        Case(name: "scale, Escape", script: "zenity --scale --value=30", keys: ["Escape"]),
        Case(name: "scale, a value out of range", script: "zenity --scale --value=200", keys: nil),
        Case(name: "scale, an empty range", script: "zenity --scale --min-value=5 --max-value=5", keys: nil),
        Case(name: "calendar --day --month --year, Return", script: march15, keys: ["Return"]),
        Case(
            name: "calendar, Right Down Page_Down then Return", script: march15,
            keys: ["Right", "Down", "Page_Down", "Return"], hudStdout: "04/23/24\n",
            difference:
                "HUDKit's calendar has the keyboard when it opens, so the arrows move the day as on iOS; zenity "
                + "focuses OK and its calendar only takes the arrows once Tab has reached it"),
        Case(name: "calendar --date-format", script: march15 + " --date-format=%Y-%m-%d", keys: ["Return"]),
        Case(name: "calendar, Escape", script: march15, keys: ["Escape"]),
    ]

    @Test(arguments: cases)
    func bothAnswerAlike(_ testCase: Case) throws {
        let runner = ZenityCompatibilityTests()
        let fixture = try OverlayFixture()
        let script = testCase.script.replacingOccurrences(
            of: "zenity ", with: "zenity --title='\(ZenityCompatibilityTests.title)' ")
        let zenity = try runner.run(script, on: fixture, keys: testCase.keys, isHUD: false)
        let hud = try runner.run(script, on: fixture, keys: testCase.keys, isHUD: true)
        let note = testCase.difference.map { " (where they differ: \($0))" } ?? ""
        #expect(hud.status == zenity.status, "exit status\(note)")
        #expect(hud.stdout == (testCase.hudStdout ?? zenity.stdout), "stdout\(note)")
        if testCase.keys == nil, zenity.status == 255 {
            #expect(hud.stderr == zenity.stderr, "a mistake is zenity's line")
        }
    }
}
