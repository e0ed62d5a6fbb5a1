import CX11
import Dispatch
import Glibc
import HUDCore

/// A connection of its own watching the root for windows being mapped and unmapped: how `hud bench
/// --daemon` times another process's overlay.
package final class RootWindowWatcher {
    /// What the watcher waited for in vain.
    package struct Timeout: Error, CustomStringConvertible {
        package let description: String
    }

    private let connection: XConnection
    private var display: OpaquePointer { connection.display }

    /// Opens `$DISPLAY`; throws what opening it threw.
    package init() throws {
        connection = try XConnection()
        XSelectInput(display, connection.root, SubstructureNotifyMask)
        connection.sync()
        _ = baseline
    }

    /// Waits until at most `count` windows more than at the start are children of the root.
    package func waitForWindows(atMost count: Int) throws {
        let deadline = DispatchTime.now().uptimeNanoseconds + 60_000_000_000
        while childCount() > baseline + count {
            guard DispatchTime.now().uptimeNanoseconds < deadline else {
                throw Timeout(description: "\(childCount() - baseline) windows still up after 60 s")
            }
            usleep(2000)
        }
    }

    /// The X server's process, on a local display.
    package var serverProcess: pid_t? { connection.serverProcess }

    private lazy var baseline = childCount()

    private func childCount() -> Int {
        WindowTree(of: connection.root, on: display)?.children.count ?? 0
    }

    package func drain() {
        var event = XEvent()
        while XPending(display) > 0 { XNextEvent(display, &event) }
    }

    package func waitForMap() throws -> Window {
        try wait(for: "a window to be mapped") { $0.type == MapNotify ? $0.xmap.window : nil }
    }

    /// Waits until `window` (mapped) shows a pixel: at once for a window without a shape (dunst's),
    /// else when its bounding shape first covers part of it. A banner stack's window is shaped to the
    /// cards it shows, and shows nothing while its entrance starts faded out above the monitor's edge.
    package func waitUntilShown(_ window: Window) throws {
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        guard XShapeQueryExtension(display, &eventBase, &errorBase) != 0 else { return }
        _ = XErrorHandlers.quietly { XShapeSelectInput(display, window, UInt(ShapeNotifyMask)) }
        if shows(window) { return }
        _ = try wait(for: "the window to show something") { event in
            event.type == eventBase + ShapeNotify && shows(window) ? window : nil
        }
    }

    /// Whether `window`'s bounding shape, if it has one, covers any of the window; a window gone
    /// shows nothing.
    private func shows(_ window: Window) -> Bool {
        XErrorHandlers.quietly { () -> Bool in
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, window, &attributes) != 0 else { return false }
            var count: Int32 = 0
            var ordering: Int32 = 0
            guard let rectangles = XShapeGetRectangles(display, window, ShapeBounding, &count, &ordering) else {
                return false
            }
            defer { XFree(rectangles) }
            let window = PixelRect(x: 0, y: 0, width: Int(attributes.width), height: Int(attributes.height))
            return (0..<Int(count)).contains { index in
                let rectangle = rectangles[index]
                return !PixelRect(
                    x: Int(rectangle.x), y: Int(rectangle.y), width: Int(rectangle.width),
                    height: Int(rectangle.height)
                )
                .intersection(window).isEmpty
            }
        }.value
    }

    /// Waits until the next drawing into `window` after this call (a Damage report): how the bench
    /// sees another process's window show a new state. The window's drawings so far are ignored.
    package func waitForNextDrawing(in window: Window) throws {
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        guard XDamageQueryExtension(display, &eventBase, &errorBase) != 0 else {
            throw Timeout(description: "no Damage extension to see drawings with")
        }
        let damage = XDamageCreate(display, window, Int32(XDamageReportNonEmpty))
        defer {
            XDamageDestroy(display, damage)
            connection.sync()
        }
        XDamageSubtract(display, damage, 0, 0)
        connection.sync()
        _ = try wait(for: "a drawing in the window") { event in
            event.type == eventBase + XDamageNotify ? window : nil
        }
    }

    /// Seconds from mapping a small override-redirect window of the watcher's own to its MapNotify:
    /// the X server's share of any window's map, with no other process between.
    package func timeOwnMap() throws -> Double {
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        let window = XCreateWindow(
            display, connection.root, 0, 0, 64, 64, 0, Int32(CopyFromParent), UInt32(InputOutput), nil,
            UInt(CWOverrideRedirect), &attributes)
        defer {
            XDestroyWindow(display, window)
            connection.sync()
            drain()
        }
        connection.sync()
        drain()
        let started = DispatchTime.now().uptimeNanoseconds
        XMapWindow(display, window)
        XFlush(display)
        _ = try wait(for: "the bench's own window to be mapped") { event in
            event.type == MapNotify && event.xmap.window == window ? window : nil
        }
        return Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    }

    package func waitForUnmap(of window: Window) throws {
        _ = try wait(for: "the toast's window to go") { event in
            (event.type == UnmapNotify && event.xunmap.window == window)
                || (event.type == DestroyNotify && event.xdestroywindow.window == window) ? window : nil
        }
    }

    private func wait(for what: String, _ match: (XEvent) -> Window?) throws -> Window {
        var event = XEvent()
        while true {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                if let window = match(event) { return window }
            }
            var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 10_000) > 0 else { throw Timeout(description: "no sign of \(what) in 10 s") }
        }
    }
}
