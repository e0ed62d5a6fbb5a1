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

    /// A notification server started in a Hebrew session speaks Hebrew and mirrors: a banner's text
    /// is flush with its right edge, the Notification Center's switch is at the right and Clear All
    /// at the left, its parts named in Hebrew for a screen reader.
    @Test func aHebrewNotificationServerMirrorsItsBannersAndCenter() throws {
        let session = try AccessibilityTests.Session()
        let environment = session.bus.environment.merging(["LANG": "he_IL.UTF-8", "LANGUAGE": ""]) { $1 }
        let daemon = try ProcessRunner.spawn(
            HUDProcess.engineExecutable, ["daemon", "--notifications"], environment: environment)
        defer { daemon.stop() }
        try waitUntil("the daemon to serve notifications", timeout: .seconds(20)) {
            try #require(daemon.isRunning, "\(daemon.stderr)")
            return try ProcessRunner.run(
                try ProcessRunner.locate("dunstctl", package: "dunst"), ["is-paused"],
                environment: session.bus.environment
            ).status == 0
        }
        let notifySend = try ProcessRunner.locate("notify-send", package: "libnotify-bin")
        // Summary and body are Latin: their own direction is left to right, the card's is not.
        let sent = try ProcessRunner.run(
            notifySend, ["-a", "make", "Build done", "All tests passed"], environment: session.bus.environment)
        #expect(sent.status == 0, "\(sent.stderr)")
        let banner = try session.find("notification", "Build done")
        #expect(try session.find("panel", "התראות").children.contains { $0.name == "Build done" })
        let card = banner.extents
        try waitUntil("the banner to settle where a screen reader says it is") {
            let shot = try screenshot(display: session.fixture.server.display)
            let pixels = shot.pixels()
            let fill = pixels[(card[1] + 4) * shot.width + card[0] + card[2] / 2]
            // Text rows: below the header's icon and name, above the card's bottom padding.
            let inked = (card[1] + 36..<card[1] + card[3] - 12).flatMap { y in
                (card[0] + 4..<card[0] + card[2] - 4).filter { x in pixels[y * shot.width + x] != fill }
            }
            guard let left = inked.min(), let right = inked.max() else { return false }
            return right > card[0] + card[2] - 24 && left > card[0] + card[2] / 3
        }
        #expect(try session.run(["notifications", "center", "--open"]).status == 0)
        let panel = try session.find("panel", "מרכז ההתראות")
        let toggle = try #require(panel.children.first { $0.role == "toggle button" })
        let clearAll = try #require(panel.children.first { $0.role == "push button" })
        #expect(toggle.name == "נא לא להפריע" && clearAll.name == "ניקוי הכול")
        #expect(
            toggle.extents[0] > clearAll.extents[0], "switch at \(toggle.extents), Clear All at \(clearAll.extents)")
    }

    /// `zenity --progress --time-remaining` in German: from the first value the HUD's details line,
    /// its description to a screen reader, is zenity's estimate in zenity's German words.
    @Test func aProgressTellsItsTimeRemainingInTheCallersLanguage() throws {
        let session = try AccessibilityTests.Session()
        let fifo = session.fixture.runtimeDirectory + "/progress"
        #expect(mkfifo(fifo, 0o600) == 0)
        let progress = try session.bash(
            #"LANG=de_DE.UTF-8 LANGUAGE= exec "$HUD" zenity --progress --time-remaining --text Kopieren < "$0""#
                .replacingOccurrences(of: "$0", with: fifo))
        let writer = try #require(FileHandle(forWritingAtPath: fifo))
        #expect(try session.find("progress bar", "Kopieren").description == "")
        writer.write(Data("50\n".utf8))
        let described = try waitFor("the estimate") { () -> String? in
            let description = try session.find("progress bar", "Kopieren").description
            return description.isEmpty ? nil : description
        }
        #expect(described.hasPrefix("Verbleibende Zeit: 0:00:"), "\(described)")
        try writer.close()
        progress.stop()
    }
}
