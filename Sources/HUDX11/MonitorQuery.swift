import CX11
import HUDCore
import HUDSurfaces

extension XConnection {
    /// The monitors RandR 1.5 reports, in screen pixels; the whole screen when RandR has none.
    func monitors() -> [Monitor] {
        remembered(\.knownMonitors) { queryMonitors() }
    }

    private func queryMonitors() -> [Monitor] {
        var count: Int32 = 0
        var result: [Monitor] = []
        if let list = XRRGetMonitors(display, root, 1, &count) {
            for monitor in UnsafeBufferPointer(start: list, count: Int(count)) {
                let name =
                    XGetAtomName(display, monitor.name).map { pointer in
                        defer { XFree(pointer) }
                        return String(cString: pointer)
                    } ?? "monitor"
                result.append(
                    Monitor(
                        name: name,
                        frame: Rect(
                            x: Double(monitor.x), y: Double(monitor.y),
                            width: Double(monitor.width), height: Double(monitor.height)),
                        isPrimary: monitor.primary != 0))
            }
            XRRFreeMonitors(list)
        }
        if result.isEmpty {
            result = [
                Monitor(
                    name: "screen",
                    frame: Rect(
                        x: 0, y: 0, width: Double(XDisplayWidth(display, screen)),
                        height: Double(XDisplayHeight(display, screen))), isPrimary: true)
            ]
        }
        return result
    }

    func monitor(_ choice: MonitorChoice) throws -> Monitor {
        let monitors = monitors()
        // Every choice resolves to the only monitor: no need to ask where the pointer is.
        if monitors.count == 1 { return monitors[0] }
        let pointer = pointerPosition
        let server = displayServer
        let needsFocus = server.isXWayland || choice == .focusedWindow
        guard
            let monitor = server.monitor(
                for: choice, in: monitors, pointer: pointer,
                focusedWindowCenter: needsFocus ? focusedWindowCenter : nil)
        else {
            throw X11Error.noMonitor
        }
        return monitor
    }

    /// The middle of the window with the keyboard focus, in root coordinates; nil when no X window has
    /// it. The window manager's `_NET_ACTIVE_WINDOW` first: a window manager that focuses a frame or
    /// a hidden window of its own still names the client the user works in.
    private var focusedWindowCenter: Point? {
        var focus = longs(of: root, "_NET_ACTIVE_WINDOW", type: XA_WINDOW, limit: 1).first.map { Window($0) } ?? 0
        if focus == 0 {
            var revert: Int32 = 0
            XGetInputFocus(display, &focus, &revert)
        }
        guard focus > Window(PointerRoot) else { return nil }
        return XErrorHandlers.quietly { () -> Point? in
            var attributes = XWindowAttributes()
            var x: Int32 = 0
            var y: Int32 = 0
            var child: Window = 0
            guard XGetWindowAttributes(display, focus, &attributes) != 0,
                XTranslateCoordinates(
                    display, focus, root, attributes.width / 2, attributes.height / 2, &x, &y,
                    &child) != 0
            else { return nil }
            return Point(x: Double(x), y: Double(y))
        }.value
    }
}
