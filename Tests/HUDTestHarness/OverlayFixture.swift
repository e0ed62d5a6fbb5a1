import CX11
import Foundation
import HUDAutomation
import HUDDaemonLink
import HUDKit
import Testing

/// One X11 overlay test's world: a private Xvfb, a solid-coloured "desktop" window beneath (so
/// translucency and click-through are visible), a probe, real input, and `hud` processes on it.
package final class OverlayFixture {
    package static let desktopColor: UInt32 = 0x3465A4
    package static let screen = Size(width: 1024, height: 768)

    /// First, so that it closes its connection before the server stops (a lost connection of
    /// HUDX11's ends the process).
    package let input: InputSynthesizer
    package let server: XvfbServer
    package let probe: X11Probe
    /// The desktop window, on the probe's connection; it selects button presses for click-through tests.
    package let desktop: Window
    /// A private `XDG_RUNTIME_DIR`, so each test's `hud` talks to a daemon of its own.
    package let runtimeDirectory: String
    /// `server.environment` with the private runtime directory, and a private `XDG_STATE_HOME` in it
    /// (where the daemon keeps its notification history): what `hud` runs with.
    package let environment: [String: String]

    package init() throws {
        server = try XvfbServer(width: Int(Self.screen.width), height: Int(Self.screen.height))
        runtimeDirectory =
            FileManager.default.temporaryDirectory.appendingPathComponent("hud-runtime-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(
            atPath: runtimeDirectory, withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o700])
        environment = server.environment.merging([
            "XDG_RUNTIME_DIR": runtimeDirectory, "XDG_STATE_HOME": runtimeDirectory + "/state",
        ]) { $1 }
        probe = try X11Probe(server: server)
        input = try InputSynthesizer(display: server.display)
        let display = probe.connection.display
        let root = probe.connection.root
        desktop = XCreateSimpleWindow(
            display, root, 0, 0, UInt32(Self.screen.width), UInt32(Self.screen.height), 0, 0,
            UInt(Self.desktopColor))
        XSelectInput(display, desktop, ButtonPressMask | ExposureMask)
        XMapWindow(display, desktop)
        probe.connection.sync()
        try waitUntil("the desktop window to be viewable") { probe.window(desktop)?.isViewable == true }
    }

    /// The daemon would outlive the test only until its X server goes; it is not left to that.
    deinit {
        let errors = probe.connection.unexpectedErrors()
        #expect(errors.isEmpty, "X errors on the probe's connection: \(errors)")
        if let daemon = daemonPID { kill(daemon, SIGKILL) }
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    /// Starts `hud ARGUMENTS` on this display: through this test's daemon, or `inProcess` (for HUD
    /// kinds and toasts, whose command returns at once through the daemon) in the process itself;
    /// `extra` goes into its environment (a session bus).
    package func hud(_ arguments: [String], inProcess: Bool = false, extra: [String: String] = [:]) throws
        -> RunningProcess
    {
        try ProcessRunner.spawn(
            ProcessRunner.hudExecutable, arguments,
            environment: environment.merging(extra) { $1 }.merging(["HUD_NO_DAEMON": inProcess ? "1" : "0"]) { $1 })
    }

    /// The pid of this test's running daemon, if one runs.
    package var daemonPID: pid_t? {
        DaemonLocation.current(environment: environment).flatMap { DaemonLock.holder(of: $0.lockPath) }
    }

    package var hudWindows: [WindowInfo] {
        probe.topLevelWindows().filter { $0.wmClass == ["hud", "hud"] }
    }

    /// Waits for a mapped HUDKit window (and, for dialogs, for it to hold the keyboard).
    @discardableResult
    package func waitForOverlay(takesKeyboard: Bool = false, of process: RunningProcess) throws -> WindowInfo {
        let window = try waitFor("a viewable hud window (\(process.command))") {
            guard process.isRunning else { throw OverlayFixtureError.exited(process.stderr) }
            return hudWindows.first(where: \.isViewable)
        }
        if takesKeyboard {
            try waitUntil("hud to grab the keyboard") { keyboardIsGrabbedElsewhere }
        }
        return window
    }

    /// `waitForOverlay`, then until the screen holds still (two screenshots in a row alike): the
    /// entrance has settled, so a click lands where the settled layout says even when a loaded
    /// machine is slow to play it. Only for an overlay that holds still once in (no spinner).
    @discardableResult
    package func waitForSettledOverlay(takesKeyboard: Bool = false, of process: RunningProcess) throws -> WindowInfo {
        let window = try waitForOverlay(takesKeyboard: takesKeyboard, of: process)
        var previous: [UInt32] = []
        try waitUntil("the overlay to settle", interval: .milliseconds(50)) {
            let pixels = try screenshot(display: server.display).pixels()
            defer { previous = pixels }
            return pixels == previous
        }
        return window
    }

    /// Another client holds the keyboard when our own grab attempt is refused.
    package var keyboardIsGrabbedElsewhere: Bool {
        let display = probe.connection.display
        let result = XGrabKeyboard(display, probe.connection.root, 0, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        if result == GrabSuccess { XUngrabKeyboard(display, UInt(CurrentTime)) }
        probe.connection.sync()
        return result == AlreadyGrabbed
    }

    /// Where a node of `overlay`'s settled layout lies on this screen (scale 1, one monitor).
    package func frame(of node: String, in overlay: Overlay) throws -> Rect {
        let scene = try SnapshotRenderer().scene(for: overlay, options: SnapshotOptions(size: Self.screen))
        return try #require(scene.node(named: node)).frame
    }

    /// The window's depth; nil once it has gone (HUDKit rebuilds its windows when a compositor starts
    /// or stops, so a window listed a moment ago may vanish before the query: an expected BadWindow).
    package func depth(of window: Window) -> Int32? {
        probe.connection.expectingErrors(BadWindow, on: window) {
            var attributes = XWindowAttributes()
            return XGetWindowAttributes(probe.connection.display, window, &attributes) != 0 ? attributes.depth : nil
        }
    }
}

package enum OverlayFixtureError: Error, CustomStringConvertible {
    case exited(String)

    package var description: String {
        switch self {
        case .exited(let stderr): "hud exited before showing its window: \(stderr)"
        }
    }
}

/// Red, green and blue of an opaque screenshot pixel.
package func channels(_ pixel: UInt32) -> (Int, Int, Int) {
    (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
}

/// Whether two opaque screenshot pixels are within `tolerance` in each of red, green and blue.
package func isClose(_ a: UInt32, _ b: UInt32, tolerance: Int) -> Bool {
    let (r1, g1, b1) = channels(a)
    let (r2, g2, b2) = channels(b)
    return abs(r1 - r2) <= tolerance && abs(g1 - g2) <= tolerance && abs(b1 - b2) <= tolerance
}
