import CX11
import HUDKit
import HUDX11

/// A top-level window as the X server sees it, with the properties HUD windows are judged by.
package struct WindowInfo: Sendable, Equatable {
    package enum MapState: Sendable { case unmapped, unviewable, viewable }

    package let id: Window
    package let mapState: MapState
    package let overrideRedirect: Bool
    /// Relative to the root window; with no window manager that is the screen.
    package let frame: Rect
    /// Instance and class names, in WM_CLASS order.
    package let wmClass: [String]
    package let windowTypes: [String]
    package let states: [String]

    package var isViewable: Bool { mapState == .viewable }
}

/// An independent X client for assertions: it sees what any other client would, not what the
/// code under test believes it did.
package final class X11Probe {
    package let connection: X11Connection

    package init(server: XvfbServer) throws {
        connection = try X11Connection(server: server)
    }

    /// Children of the root, bottom to top, as they all stood at one moment.
    package func topLevelWindows() -> [WindowInfo] {
        // One listing is many requests: without the grab, an alert's dim could be read before its
        // two windows were mapped and its card after, and the card would look like the only window.
        XGrabServer(connection.display)
        defer {
            XUngrabServer(connection.display)
            XFlush(connection.display)
        }
        let children = WindowTree(of: connection.root, on: connection.display)?.children ?? []
        return children.compactMap(info)
    }

    package func window(_ id: Window) -> WindowInfo? {
        topLevelWindows().first { $0.id == id }
    }

    /// Nil when the pointer is on another screen.
    package func pointerPosition() -> Point? {
        Point(pointerOn: connection.display, root: connection.root)
    }

    /// Whether anyone owns the selection `name` (e.g. `_NET_WM_CM_S0` while a compositor runs).
    package func selectionOwner(_ name: String) -> Bool {
        // Only-if-exists: an atom nobody has interned cannot have an owner, and we don't create it.
        let atom = XInternAtom(connection.display, name, 1)
        return atom != 0 && XGetSelectionOwner(connection.display, atom) != 0
    }

    private func info(_ window: Window) -> WindowInfo? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(connection.display, window, &attributes) != 0 else { return nil }
        let mapState: WindowInfo.MapState =
            switch attributes.map_state {
            case IsViewable: .viewable
            case IsUnviewable: .unviewable
            default: .unmapped
            }
        return WindowInfo(
            id: window, mapState: mapState, overrideRedirect: attributes.override_redirect != 0,
            frame: Rect(
                x: Double(attributes.x), y: Double(attributes.y),
                width: Double(attributes.width), height: Double(attributes.height)),
            wmClass: strings(window, "WM_CLASS"),
            windowTypes: atomNames(window, "_NET_WM_WINDOW_TYPE"),
            states: atomNames(window, "_NET_WM_STATE"))
    }

    /// A property as raw bytes plus its format; nil when absent.
    private func property<T>(
        _ window: Window, _ name: String,
        _ read: (_ format: Int32, _ count: Int, _ data: UnsafeMutablePointer<UInt8>) -> T
    ) -> T? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            connection.display, window, connection.atom(name), 0, 1024, 0,
            Atom(AnyPropertyType), &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, type != 0, let data else { return nil }
        return read(format, Int(count), data)
    }

    /// An 8-bit property of NUL-terminated strings, such as WM_CLASS.
    private func strings(_ window: Window, _ name: String) -> [String] {
        property(window, name) { format, count, data in
            guard format == 8 else { return [] }
            return UnsafeBufferPointer(start: data, count: count)
                .split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        } ?? []
    }

    /// A 32-bit property's items (CARDINAL, WINDOW, …); empty when absent.
    package func longs(_ window: Window, _ name: String) -> [UInt] {
        property(window, name) { format, count, data in
            guard format == 32 else { return [] }
            return data.withMemoryRebound(to: UInt.self, capacity: count) {
                Array(UnsafeBufferPointer(start: $0, count: count))
            }
        } ?? []
    }

    /// A 32-bit ATOM list. Xlib hands 32-bit items over as C longs, 8 bytes each on 64-bit Linux.
    private func atomNames(_ window: Window, _ name: String) -> [String] {
        property(window, name) { format, count, data in
            guard format == 32 else { return [] }
            return data.withMemoryRebound(to: UInt.self, capacity: count) { atoms in
                (0..<count).compactMap { connection.atomName(Atom(atoms[$0])) }
            }
        } ?? []
    }
}
