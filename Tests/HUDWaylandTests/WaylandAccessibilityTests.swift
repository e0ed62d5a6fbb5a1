import Foundation
import HUDTestHarness
import Testing

/// Screen readers ride along on Wayland: AT-SPI is D-Bus, so an alert on sway is the same alert to
/// pyatspi (Orca's library) as on X11, its extents on the output, its buttons pressed through it.
@Suite("Screen readers on Wayland", .serialized)
struct WaylandAccessibilityTests {
    @Test func anAlertIsOneWhoseButtonsAScreenReaderPresses() throws {
        let sway = try SwayServer()
        let bus = try AccessibilityBus(environment: sway.environment)
        try bus.setEnabled(true)
        let alert = try ProcessRunner.spawn(
            ProcessRunner.hudExecutable,
            ["alert", "--title", "Delete photo?", "--action", "Cancel:cancel", "--action", "Delete:destructive"],
            environment: bus.environment.merging(["HUD_NO_DAEMON": "1"]) { $1 })
        defer { alert.stop() }
        let found = try bus.client(["find", "*", "alert", "Delete photo?"])
        try #require(found.status == 0, "\(found.stderr) hud: \(alert.stderr)")
        let dialog = try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any]
        let buttons = (dialog?["children"] as? [[String: Any]] ?? []).filter { $0["role"] as? String == "push button" }
        #expect(buttons.compactMap { $0["name"] as? String } == ["Cancel", "Delete"])
        // Its extents are where the card is on the 1280 × 800 output, in pixels.
        let extents = dialog?["extents"] as? [Int] ?? []
        #expect(extents.count == 4 && extents[0] > 400 && extents[0] + extents[2] < 880, "\(extents)")
        let pressed = try bus.client(["do", "*", "push button", "Delete"])
        #expect(pressed.status == 0 && pressed.stdout.contains("true"), "\(pressed.stderr)")
        #expect(try alert.wait(timeout: .seconds(10)) == 0, "\(alert.stderr)")
        #expect(alert.stdout == "Delete\n")
    }
}
