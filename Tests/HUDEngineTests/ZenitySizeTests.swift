import Foundation
import HUDTestHarness
import Testing

/// `--width` and `--height` on every dialog, as a script sizes one: zenity's window is at least that
/// big, and so is HUDKit's card, measured on the screen; a size past the monitor is kept on it.
@Suite("hud zenity sized as asked", .serialized)
struct ZenitySizeTests {
    static let dialogs = [
        ["--info", "--text", "Usage: 42%"], ["--question", "--text", "Delete?"], ["--entry", "--text", "Name"],
        ["--password", "--username"],
        ["--forms", "--text", "Account", "--add-entry", "Name", "--add-password", "Password"],
        ["--scale", "--text", "Volume"], ["--calendar", "--text", "Day"],
        ["--list", "--column", "Name", "--column", "Size", "a", "1", "b", "2"],
        ["--text-info", "--filename", "/etc/hostname"], ["--color-selection"],
    ]

    /// The card's frame on the screen: the span of light pixels (the card over the dimmed desktop)
    /// through the screen's middle, across and down.
    static func cardFrame(_ fixture: OverlayFixture) throws -> (width: Int, height: Int, x: Int, y: Int) {
        let shot = try screenshot(display: fixture.server.display)
        let pixels = shot.pixels()
        func isCard(_ pixel: UInt32) -> Bool { (pixel >> 16) & 0xFF > 150 }
        let row = shot.height / 2
        let across = (0..<shot.width).filter { isCard(pixels[row * shot.width + $0]) }
        let column = shot.width / 2
        let down = (0..<shot.height).filter { isCard(pixels[$0 * shot.width + column]) }
        guard let left = across.min(), let right = across.max(), let top = down.min(), let bottom = down.max() else {
            return (0, 0, 0, 0)
        }
        return (right - left + 1, bottom - top + 1, left, top)
    }

    @Test(arguments: dialogs)
    func theCardIsAtLeastTheSizeAsked(dialog: [String]) throws {
        let fixture = try OverlayFixture()
        let process = try ProcessRunner.spawn(
            HUDProcess.executable, ["zenity"] + dialog + ["--width", "600", "--height", "400"],
            environment: fixture.environment.merging(["NO_AT_BRIDGE": "1", "HUD_NO_DAEMON": "0"]) { $1 })
        defer { process.stop() }
        _ = try fixture.waitForSettledOverlay(takesKeyboard: true, of: process)
        let card = try Self.cardFrame(fixture)
        #expect(card.width >= 600 && card.height >= 400, "\(dialog): \(card)")
        #expect(
            card.x + card.width <= Int(OverlayFixture.screen.width)
                && card.y + card.height <= Int(OverlayFixture.screen.height))
    }

    @Test func aWidthPastTheMonitorIsKeptOnIt() throws {
        let fixture = try OverlayFixture()
        let process = try ProcessRunner.spawn(
            HUDProcess.executable, ["zenity", "--info", "--text", "Wide", "--width", "5000", "--height", "5000"],
            environment: fixture.environment.merging(["NO_AT_BRIDGE": "1", "HUD_NO_DAEMON": "0"]) { $1 })
        defer { process.stop() }
        _ = try fixture.waitForSettledOverlay(takesKeyboard: true, of: process)
        let card = try Self.cardFrame(fixture)
        let screen = OverlayFixture.screen
        #expect(card.width == Int(screen.width) - 40 && card.height == Int(screen.height) - 40, "\(card)")
        #expect(card.x == 20 && card.y == 20, "\(card)")
    }

    /// zenity's own window under the same options, for comparison: GTK's default size.
    @Test func zenitysWindowIsAtLeastTheSizeAsked() throws {
        let fixture = try OverlayFixture()
        let process = try ProcessRunner.spawn(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "zenity --info --title Sized --text 'Usage: 42%' --width 600 --height 400"],
            environment: fixture.environment.merging(["NO_AT_BRIDGE": "1"]) { $1 })
        defer { process.stop() }
        let geometry = try waitFor("zenity's window") { () -> String? in
            guard process.isRunning else { throw OverlayFixtureError.exited(process.stderr) }
            let info = try ProcessRunner.run(
                ProcessRunner.locate("xwininfo", package: "x11-utils"), ["-name", "Sized"],
                environment: fixture.environment)
            return info.status == 0 && info.stdout.contains("IsViewable") ? info.stdout : nil
        }
        func value(_ name: String) -> Int {
            geometry.split(separator: "\n").first { $0.contains(name) }.flatMap {
                Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))
            } ?? 0
        }
        #expect(value("Width:") >= 600 && value("Height:") >= 400, "\(geometry)")
    }
}
