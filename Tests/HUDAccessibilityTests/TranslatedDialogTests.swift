import Foundation
import HUDTestHarness
import Testing

/// zenity's dialogs as a screen reader meets them in the caller's language: one daemon serves
/// callers in several languages, each request in its own.
@Suite("hud zenity in the caller's language, over AT-SPI", .serialized)
struct TranslatedDialogTests {
    @Test func eachCallersQuestionHasItsOwnLanguagesButtons() throws {
        let session = try AccessibilityTests.Session()
        let callers: [(environment: String, no: String, yes: String)] = [
            ("LANG=de_DE.UTF-8", "Nein", "Ja"),
            ("LANG=zh_CN.UTF-8", "否(N)", "是(Y)"),
            ("LANG=fr_FR.UTF-8 LANGUAGE=de:fr", "Nein", "Ja"),
            ("LANG=xx_YY.UTF-8", "No", "Yes"),
        ]
        for (index, caller) in callers.enumerated() {
            let title = "Question \(index)"
            let question = try session.bash(
                #"env \#(caller.environment) "$HUD" zenity --question --title '\#(title)' --text Go?"#)
            let alert = try session.find("alert", title)
            let buttons = alert.children.filter { $0.role == "push button" }.map(\.name)
            #expect(buttons == [caller.no, caller.yes], "\(caller.environment)")
            #expect(try session.press("push button", caller.yes) == "true")
            #expect(try question.wait(timeout: .seconds(10)) == 0)
        }
    }

    /// In Arabic the alert mirrors: cancel (zenity's No) on the right, first in reading order and in
    /// Tab's, as a screen reader reads it.
    @Test func anArabicQuestionMirrorsItsButtons() throws {
        let session = try AccessibilityTests.Session()
        let question = try session.bash(#"LANG=ar_EG.UTF-8 "$HUD" zenity --question --title سؤال --text 'متابعة؟'"#)
        let alert = try session.find("alert", "سؤال")
        let buttons = alert.children.filter { $0.role == "push button" }
        #expect(buttons.map(\.name) == ["No", "Yes"])
        let x = buttons.map { $0.extents[0] }
        #expect(x.count == 2 && x[0] > x[1], "No at \(x.first ?? -1), Yes at \(x.last ?? -1)")
        try session.fixture.input.key("Tab")
        try waitUntil("Tab to focus No") {
            (try? session.find("push button", "No"))?.states.contains("focused") == true
        }
        try session.fixture.input.key("Return")
        #expect(try question.wait(timeout: .seconds(10)) == 1)
    }
}
