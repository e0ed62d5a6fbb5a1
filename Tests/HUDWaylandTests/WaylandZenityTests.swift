import HUDTestHarness
import Testing

/// zenity's richer dialogs on sway, as on X11: the colour chooser answered by keys, and a form whose
/// card grows as its calendar opens beneath the date row (the layer surface follows the card).
extension WaylandBackendTests {
    @Test func theColourChooserAnswersByKeys() throws {
        let sway = try SwayServer()
        let chooser = try spawnHUD(
            sway, ["zenity", "--color-selection", "--color=#123456"], extra: ["HUD_NO_DAEMON": "1"])
        try waitForPixels(sway, at: [(5, 5), (640, 400)], "the chooser and its dim")
        try sway.press("Right")
        try sway.press("Return")
        #expect(try chooser.wait(timeout: .seconds(10)) == 0, "\(chooser.stderr)")
        #expect(chooser.stdout == "rgb(18,52,86)\n")
    }

    @Test func aFormsCardGrowsWithItsCalendarAndTheKeysGoOn() throws {
        let sway = try SwayServer()
        let form = try spawnHUD(
            sway, ["zenity", "--forms", "--add-calendar", "Day", "--forms-date-format=%Y", "--add-entry", "After"],
            extra: ["HUD_NO_DAEMON": "1"])
        try waitForPixels(sway, at: [(5, 5), (640, 400)], "the form and its dim")
        func cardHeight() throws -> Int {
            let shot = try sway.screenshot()
            let pixels = shot.pixels()
            return (0..<shot.height).filter { (pixels[$0 * shot.width + shot.width / 2] >> 16) & 0xFF > 150 }.count
        }
        let closed = try cardHeight()
        try sway.press("space")
        try waitUntil("the card to grow", timeout: .seconds(10), interval: .milliseconds(100)) {
            try cardHeight() > closed + 150
        }
        for key in ["Escape", "Tab", "a", "Tab", "Tab", "Return"] { try sway.press(key) }
        #expect(try form.wait(timeout: .seconds(10)) == 0, "\(form.stderr)")
        #expect(form.stdout.hasSuffix("|a\n"), "\(form.stdout)")
    }
}
