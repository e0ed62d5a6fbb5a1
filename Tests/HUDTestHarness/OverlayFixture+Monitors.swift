import CX11
import HUDKit

extension OverlayFixture {
    /// The screen as two RandR 1.5 monitors side by side, `left` (primary) and `right`.
    package static let twoMonitors = [
        Rect(x: 0, y: 0, width: screen.width / 2, height: screen.height),
        Rect(x: screen.width / 2, y: 0, width: screen.width / 2, height: screen.height),
    ]

    /// Splits the screen into `twoMonitors`, as `xrandr --setmonitor` would.
    package func splitIntoTwoMonitors() {
        let connection = probe.connection
        for (index, (name, frame)) in zip(["left", "right"], Self.twoMonitors).enumerated() {
            var monitor = XRRMonitorInfo()
            monitor.name = connection.atom(name)
            monitor.primary = index == 0 ? 1 : 0
            monitor.x = Int32(frame.minX)
            monitor.y = Int32(frame.minY)
            monitor.width = Int32(frame.width)
            monitor.height = Int32(frame.height)
            monitor.mwidth = 135
            monitor.mheight = 203
            XRRSetMonitor(connection.display, connection.root, &monitor)
        }
        connection.sync()
    }
}

extension OverlayFixture {
    /// Maps a plain grey window at `frame` (no window manager places it) and returns its id.
    package func openWindow(at frame: Rect) -> UInt {
        let connection = probe.connection
        let window = XCreateSimpleWindow(
            connection.display, connection.root, Int32(frame.minX), Int32(frame.minY), UInt32(frame.width),
            UInt32(frame.height), 0, 0, 0x808080)
        XMapWindow(connection.display, window)
        connection.sync()
        return window
    }

    /// Names `window` the active one on the root, as an EWMH window manager does when it focuses it;
    /// 0 deletes the property (no window manager).
    package func setActiveWindow(_ window: UInt) {
        let connection = probe.connection
        let property = connection.atom("_NET_ACTIVE_WINDOW")
        if window == 0 {
            XDeleteProperty(connection.display, connection.root, property)
        } else {
            var value = window
            withUnsafeBytes(of: &value) { bytes in
                _ = XChangeProperty(
                    connection.display, connection.root, property, XA_WINDOW, 32, PropModeReplace,
                    bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
            }
        }
        connection.sync()
    }

    /// Gives `window` X's input focus, as a client does with no window manager running.
    package func focus(_ window: UInt) {
        let connection = probe.connection
        XSetInputFocus(connection.display, window, Int32(RevertToPointerRoot), Time(CurrentTime))
        connection.sync()
    }
}
