import CX11
import Foundation
import HUDCore

/// One connection to the X server; owns the `Display*` and closes it in `deinit`.
/// Everything X-related goes through here, on the event-loop thread.
final class XConnection {
    let display: OpaquePointer
    let screen: Int32
    let root: Window
    private var atoms: [String: Atom] = [:]
    /// Xorg or Xwayland, and so which rules overlays follow; read once.
    private(set) lazy var displayServer: DisplayServer = queryDisplayServer()

    init(name: String? = nil) throws {
        // Xutf8LookupString and input methods follow the locale's character type.
        setlocale(LC_CTYPE, "")
        XSetLocaleModifiers("")
        XErrorHandlers.install()
        guard let display = XOpenDisplay(name) else {
            throw X11Error.cannotOpenDisplay(name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "")
        }
        XErrorHandlers.exitWhenLost(display)
        self.display = display
        screen = XDefaultScreen(display)
        root = XRootWindow(display, screen)
    }

    deinit {
        XCloseDisplay(display)
    }

    var fileDescriptor: Int32 { XConnectionNumber(display) }

    func atom(_ name: String) -> Atom {
        if let atom = atoms[name] { return atom }
        let atom = XInternAtom(display, name, 0)
        atoms[name] = atom
        return atom
    }

    func flush() { XFlush(display) }
    func sync() { XSync(display, 0) }

    /// Events already read from the socket and waiting in Xlib's queue.
    var hasQueuedEvents: Bool { XEventsQueued(display, QueuedAlready) > 0 }

    /// Reads what the socket holds and returns the next event, if any, without blocking.
    func nextPendingEvent() -> XEvent? {
        guard XPending(display) > 0 else { return nil }
        var event = XEvent()
        XNextEvent(display, &event)
        return event
    }

    /// A compositor owns `_NET_WM_CM_S<screen>` while it runs (EWMH).
    var compositorSelection: Atom { atom("_NET_WM_CM_S\(screen)") }

    var isCompositing: Bool { XGetSelectionOwner(display, compositorSelection) != 0 }

    /// The root window's RESOURCE_MANAGER text (where `Xft.dpi` lives).
    var resourceManagerString: String? {
        XResourceManagerString(display).map { String(cString: $0) }
    }

    var pointerPosition: (x: Int, y: Int)? {
        var rootReturn: Window = 0, childReturn: Window = 0
        var rootX: Int32 = 0, rootY: Int32 = 0, winX: Int32 = 0, winY: Int32 = 0
        var mask: UInt32 = 0
        guard XQueryPointer(display, root, &rootReturn, &childReturn, &rootX, &rootY, &winX, &winY, &mask) != 0 else {
            return nil
        }
        return (Int(rootX), Int(rootY))
    }
}
