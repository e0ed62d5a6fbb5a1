import CX11
import Foundation
import HUDKit
import Testing

/// One X11 overlay test's world: a private Xvfb, a solid-coloured "desktop" window beneath (so
/// translucency and click-through are visible), a probe, real input, and `hud` processes on it.
final class OverlayFixture {
    static let desktopColor: UInt32 = 0x3465A4
    static let screen = Size(width: 1024, height: 768)

    let server: XvfbServer
    let probe: X11Probe
    let input: InputDriver
    /// The desktop window, on the probe's connection; it selects button presses for click-through tests.
    let desktop: Window

    init() throws {
        server = try XvfbServer(width: Int(Self.screen.width), height: Int(Self.screen.height))
        probe = try X11Probe(server: server)
        input = try InputDriver(server: server)
        let display = probe.connection.display
        let root = probe.connection.root
        desktop = XCreateSimpleWindow(display, root, 0, 0, UInt32(Self.screen.width), UInt32(Self.screen.height), 0, 0,
                                      UInt(Self.desktopColor))
        XSelectInput(display, desktop, ButtonPressMask | ExposureMask)
        XMapWindow(display, desktop)
        probe.connection.sync()
        try waitUntil("the desktop window to be viewable") { probe.window(desktop)?.isViewable == true }
    }

    /// Starts `hud ARGUMENTS` on this display.
    func hud(_ arguments: [String]) throws -> RunningProcess {
        try ProcessRunner.spawn(ProcessRunner.hudExecutable, arguments, environment: server.environment)
    }

    var hudWindows: [WindowInfo] {
        probe.topLevelWindows().filter { $0.wmClass == ["hud", "hud"] }
    }

    /// Waits for a mapped HUDKit window (and, for dialogs, for it to hold the keyboard).
    @discardableResult
    func waitForOverlay(takesKeyboard: Bool = false, of process: RunningProcess) throws -> WindowInfo {
        let window = try waitFor("a viewable hud window (\(process.command))") {
            guard process.isRunning else { throw OverlayFixtureError.exited(process.stderr) }
            return hudWindows.first(where: \.isViewable)
        }
        if takesKeyboard {
            try waitUntil("hud to grab the keyboard") { keyboardIsGrabbedElsewhere }
        }
        return window
    }

    /// Another client holds the keyboard when our own grab attempt is refused.
    var keyboardIsGrabbedElsewhere: Bool {
        let display = probe.connection.display
        let result = XGrabKeyboard(display, probe.connection.root, 0, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        if result == GrabSuccess { XUngrabKeyboard(display, UInt(CurrentTime)) }
        probe.connection.sync()
        return result == AlreadyGrabbed
    }

    /// Where a node of `overlay`'s settled layout lies on this screen (scale 1, one monitor).
    func frame(of node: String, in overlay: Overlay) throws -> Rect {
        let scene = try SnapshotRenderer().scene(for: overlay, options: SnapshotOptions(size: Self.screen))
        return try #require(scene.node(named: node)).frame
    }

    func depth(of window: Window) -> Int32 {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(probe.connection.display, window, &attributes)
        return attributes.depth
    }
}

enum OverlayFixtureError: Error, CustomStringConvertible {
    case exited(String)

    var description: String {
        switch self {
        case let .exited(stderr): "hud exited before showing its window: \(stderr)"
        }
    }
}

/// Red, green and blue of an opaque screenshot pixel.
func channels(_ pixel: UInt32) -> (Int, Int, Int) {
    (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
}

func isClose(_ a: UInt32, _ b: UInt32, tolerance: Int = 3) -> Bool {
    let (r1, g1, b1) = channels(a), (r2, g2, b2) = channels(b)
    return abs(r1 - r2) <= tolerance && abs(g1 - g2) <= tolerance && abs(b1 - b2) <= tolerance
}
