import CX11
import HUDKit
import HUDTestHarness
import Testing

/// A bar as polybar or i3bar makes one: a dock window along the top of the screen that reserves
/// its height with `_NET_WM_STRUT_PARTIAL` and `_NET_WM_STRUT`, on a client of the test's own.
final class TopBar {
    static let height = 30.0
    private let connection: X11Connection
    private var window: Window = 0

    init(server: XvfbServer) throws {
        connection = try X11Connection(server: server)
    }

    /// Maps a new bar.
    func start() {
        let display = connection.display
        window = XCreateSimpleWindow(
            display, connection.root, 0, 0, UInt32(OverlayFixture.screen.width), UInt32(Self.height), 0, 0, 0x202020)
        var type = UInt(connection.atom("_NET_WM_WINDOW_TYPE_DOCK"))
        withUnsafeBytes(of: &type) { bytes in
            _ = XChangeProperty(
                display, window, connection.atom("_NET_WM_WINDOW_TYPE"), XA_ATOM, 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        let top = UInt(Self.height)
        let right = UInt(OverlayFixture.screen.width) - 1
        set("_NET_WM_STRUT_PARTIAL", [0, 0, top, 0, 0, 0, 0, 0, 0, right, 0, 0])
        set("_NET_WM_STRUT", [0, 0, top, 0])
        XMapWindow(display, window)
        connection.sync()
    }

    /// Destroys the bar, as a bar that quits does.
    func stop() {
        XDestroyWindow(connection.display, window)
        connection.sync()
    }

    private func set(_ name: String, _ values: [UInt]) {
        let count = Int32(values.count)
        var values = values
        values.withUnsafeMutableBytes { bytes in
            _ = XChangeProperty(
                connection.display, window, connection.atom(name), XA_CARDINAL, 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
        }
    }
}

extension NotificationsInterfaceTests {
    /// The banners' window: a notification window of hud's, viewable.
    static func stackWindow(_ fixture: Fixture) -> WindowInfo? {
        fixture.bannerWindows.first { $0.windowTypes == ["_NET_WM_WINDOW_TYPE_NOTIFICATION"] }
    }

    /// The topmost row of `window`'s bounding shape, on the screen; nil without one.
    static func shapeTop(of window: WindowInfo, probe: X11Probe) -> Double? {
        var count: Int32 = 0
        var ordering: Int32 = 0
        guard
            let rectangles = XShapeGetRectangles(probe.connection.display, window.id, ShapeBounding, &count, &ordering)
        else { return nil }
        defer { XFree(rectangles) }
        let top = (0..<Int(count)).map { Int(rectangles[$0].y) }.min()
        return top.map { window.frame.minY + Double($0) }
    }

    /// Under openbox (which publishes `_NET_WORKAREA`) and i3 (which publishes none, so the bar's
    /// strut is read): the banners and the Notification Center keep below a bar at the top; the bar
    /// gone, banners go up to the top again, and a bar started while a banner shows pushes it down.
    @Test(arguments: WindowManagerProcess.Kind.allCases)
    func bannersAndTheCenterKeepBelowATopBar(kind: WindowManagerProcess.Kind) throws {
        let fixture = try Fixture()
        let manager = try WindowManagerProcess(kind, on: fixture.display.server)
        let bar = try TopBar(server: fixture.display.server)
        bar.start()
        let probe = fixture.display.probe
        if kind == .openbox {
            try waitUntil("openbox to leave the bar out of its work area") {
                probe.longs(probe.connection.root, "_NET_WORKAREA").prefix(4) == [0, 30, 1024, 738]
            }
        }

        _ = try fixture.post(["-u", "critical", "Below the bar"])
        let stack = try waitFor("the banner window") { Self.stackWindow(fixture) }
        #expect(stack.frame.minY == TopBar.height, "\(stack.frame)")
        #expect(stack.frame.maxY == OverlayFixture.screen.height)
        // The first banner's top edge, once it has slid in: the first row of the window's shape.
        try waitUntil("the banner's top edge a margin below the bar") {
            guard let window = Self.stackWindow(fixture) else { return false }
            return Self.shapeTop(of: window, probe: probe) == TopBar.height + BannerStack.margin
        }
        #expect(try fixture.control(["close-all"]).status == 0)
        try waitUntil("the banner to leave") { Self.stackWindow(fixture) == nil }

        #expect(try fixture.control(["center", "--open"]).status == 0)
        let panel = try waitFor("the panel's window") {
            fixture.bannerWindows.first { $0.windowTypes == ["_NET_WM_WINDOW_TYPE_DOCK"] }
        }
        #expect(panel.frame.minY == TopBar.height, "\(panel.frame)")
        #expect(panel.frame.maxY == OverlayFixture.screen.height)
        #expect(try fixture.control(["center", "--close"]).status == 0)
        try waitUntil("the panel's window to go") { fixture.bannerWindows.isEmpty }

        bar.stop()
        _ = try fixture.post(["-u", "critical", "At the top again"])
        try waitUntil("the next banner's window at the top") { Self.stackWindow(fixture)?.frame.minY == 0 }

        // A bar started while a banner shows: the stack moves below it.
        bar.start()
        try waitUntil("the banner's window to move below the new bar") {
            Self.stackWindow(fixture)?.frame.minY == TopBar.height
        }
        #expect(manager.isRunning)
    }
}
