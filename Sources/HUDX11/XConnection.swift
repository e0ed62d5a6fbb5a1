import CX11
import Glibc
import HUDCore
import HUDSurfaces
import HUDSystem

/// One connection to the X server; owns the `Display*` and closes it in `deinit`.
/// Everything X-related goes through here, on the event-loop thread.
package final class XConnection {
    package let display: OpaquePointer
    package let screen: Int32
    package let root: Window
    private var atoms: [String: Atom] = [:]
    /// The server attached a shared-memory segment of ours (MIT-SHM): a local server, which will
    /// attach the next without being asked whether it did.
    var attachesSharedMemory = false
    /// Xorg or Xwayland, and so which rules overlays follow; read once.
    private(set) lazy var displayServer: DisplayServer = queryDisplayServer()

    package init(name: String? = nil) throws {
        // Xutf8LookupString and input methods follow the locale's character type.
        setlocale(LC_CTYPE, "")
        XSetLocaleModifiers("")
        XErrorHandlers.install()
        guard let display = XOpenDisplay(name) else {
            throw X11Error.cannotOpenDisplay(name ?? ProcessEnvironment.current["DISPLAY"] ?? "")
        }
        XErrorHandlers.exitWhenLost(display)
        self.display = display
        screen = XDefaultScreen(display)
        root = XRootWindow(display, screen)
    }

    deinit {
        XErrorHandlers.forget(display)
        XCloseDisplay(display)
    }

    package var fileDescriptor: Int32 { XConnectionNumber(display) }

    /// The X server's process, where the connection is a local socket (nil over TCP): what a bench
    /// reads the server's processor time from.
    package var serverProcess: pid_t? {
        // struct ucred (pid, uid, gid), which Glibc declares only under _GNU_SOURCE.
        var credentials: (pid: pid_t, uid: uid_t, gid: gid_t) = (0, 0, 0)
        var size = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(fileDescriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &size) == 0, credentials.pid > 0
        else { return nil }
        return credentials.pid
    }

    package func atom(_ name: String) -> Atom {
        if let atom = atoms[name] { return atom }
        let atom = XInternAtom(display, name, 0)
        atoms[name] = atom
        return atom
    }

    /// Interns `names` in one round trip, where `atom(_:)` takes one for each name it meets first:
    /// each round trip is a wait for the X server, and on a busy machine a wait to be scheduled.
    func internAtoms(_ names: [String]) {
        let missing = names.filter { atoms[$0] == nil }
        guard !missing.isEmpty else { return }
        var interned = [Atom](repeating: 0, count: missing.count)
        let strings = missing.map { strdup($0) }
        defer { for string in strings { free(string) } }
        var pointers = strings
        guard XInternAtoms(display, &pointers, Int32(missing.count), 0, &interned) != 0 else { return }
        for (name, atom) in zip(missing, interned) where atom != 0 { atoms[name] = atom }
    }

    package func flush() { XFlush(display) }
    package func sync() { XSync(display, 0) }

    /// Events already read from the socket and waiting in Xlib's queue.
    package var hasQueuedEvents: Bool { XEventsQueued(display, QueuedAlready) > 0 }

    /// Reads what the socket holds and counts the events queued, without blocking.
    package var pendingEventCount: Int { Int(XPending(display)) }

    /// Reads what the socket holds and returns the next event, if any, without blocking.
    package func nextPendingEvent() -> XEvent? {
        guard XPending(display) > 0 else { return nil }
        var event = XEvent()
        XNextEvent(display, &event)
        return event
    }

    /// The items of `window`'s 32-bit property `name` of `type`, at most `limit`; empty when it is
    /// absent or of another type or format. Xlib hands 32-bit items over as C longs.
    package func longs(of window: Window, _ name: String, type wanted: Atom, limit: Int) -> [UInt] {
        property(of: window, atom(name), type: wanted, limit: limit) { type, format, count, data, _ in
            guard let data, format == 32, type == wanted else { return [] }
            return data.withMemoryRebound(to: UInt.self, capacity: count) {
                Array(UnsafeBufferPointer(start: $0, count: count))
            }
        }
    }

    /// The bytes of `window`'s 8-bit property `name` of `type`, at most `limit` of them; empty when it
    /// is absent or of another type or format.
    package func bytes(of window: Window, _ name: String, type wanted: Atom, limit: Int) -> [UInt8] {
        property(of: window, atom(name), type: wanted, limit: (limit + 3) / 4) { type, format, count, data, _ in
            guard let data, format == 8, type == wanted else { return [] }
            return Array(UnsafeBufferPointer(start: data, count: count))
        }
    }

    /// Whether `window` has the property `name`, of any type; its value is not read.
    package func hasProperty(_ window: Window, _ name: Atom) -> Bool {
        property(of: window, name, type: Atom(AnyPropertyType), limit: 0) { type, _, _, _, _ in type != 0 }
    }

    /// Up to `limit` bytes of `window`'s property `name`, of any type, from byte `offset` (a multiple
    /// of 4, as X counts in 32-bit units): its type, those bytes, and how many bytes follow them. The
    /// bytes are empty when the property is absent or not 8-bit.
    func bytes(of window: Window, _ name: Atom, from offset: Int, limit: Int) -> PropertyBytes {
        property(of: window, name, type: Atom(AnyPropertyType), offset: offset / 4, limit: (limit + 3) / 4) {
            type, format, count, data, remaining in
            let bytes = format == 8 ? data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [] : []
            return PropertyBytes(type: type, bytes: bytes, remaining: remaining)
        }
    }

    /// Reads up to `limit` 32-bit units of `window`'s property `name` from unit `offset` and hands
    /// `read` its type, format, item count, data (nil when absent), which Xlib frees once `read`
    /// returns, and the number of bytes that follow.
    private func property<T>(
        of window: Window, _ name: Atom, type wanted: Atom, offset: Int = 0, limit: Int,
        _ read: (Atom, Int32, Int, UnsafeMutablePointer<UInt8>?, Int) -> T
    ) -> T {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(display, window, name, offset, limit, 0, wanted, &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        return read(type, format, Int(count), data, Int(remaining))
    }

    /// Deletes `window`'s property `name`: how a selection's receiver says it has read a text, or is
    /// ready for the next piece of one.
    func deleteProperty(_ name: Atom, of window: Window) {
        XDeleteProperty(display, window, name)
    }

    /// A compositor owns `_NET_WM_CM_S<screen>` while it runs (EWMH).
    package var compositorSelection: Atom { atom("_NET_WM_CM_S\(screen)") }

    package var isCompositing: Bool {
        remembered(\.knownCompositing) { XGetSelectionOwner(display, compositorSelection) != 0 }
    }

    /// Set by a session that watches the root for monitor and compositor changes and calls
    /// `desktopChanged()` on each: both are then asked of the server once, not at every overlay or
    /// banner (each a round trip before its window can be made).
    package var remembersDesktop = false
    private var knownCompositing: Bool?
    var knownMonitors: [Monitor]?
    var knownCompositorBlur: CompositorBlur?
    var knownPanelReservations: PanelReservations?
    var knownXSettings: XSettings?
    /// The freedesktop portal's color-scheme as last handed to the stage; nil while no portal answered.
    var portalColorScheme: PortalColorScheme?

    /// The monitors or the compositor may have changed: the next use asks the server again.
    package func desktopChanged() {
        knownCompositing = nil
        knownMonitors = nil
        knownCompositorBlur = nil
        knownPanelReservations = nil
        knownXSettings = nil
    }

    /// The desktop's XSETTINGS may have changed: the next use reads them again.
    func settingsChanged() {
        knownXSettings = nil
    }

    /// What the desktop's panels reserve may have changed: the next use asks the server again.
    func panelsChanged() {
        knownPanelReservations = nil
    }

    /// What `known` holds when the desktop is remembered and was asked already; else `ask()`'s
    /// answer, kept in `known` when the desktop is remembered.
    func remembered<Value>(_ known: ReferenceWritableKeyPath<XConnection, Value?>, _ ask: () -> Value) -> Value {
        if remembersDesktop, let value = self[keyPath: known] { return value }
        let value = ask()
        if remembersDesktop { self[keyPath: known] = value }
        return value
    }

    /// The root window's RESOURCE_MANAGER text (where `Xft.dpi` lives).
    package var resourceManagerString: String? {
        XResourceManagerString(display).map { String(cString: $0) }
    }

    /// Where the pointer is, in pixels of the screen; nil when it is on another screen.
    package var pointerPosition: Point? { Point(pointerOn: display, root: root) }
}

/// A piece of a window's property, as `XConnection.bytes(of:_:from:limit:)` reads it.
struct PropertyBytes {
    /// None (0) when the property is absent.
    let type: Atom
    let bytes: [UInt8]
    /// How many bytes of the property follow these.
    let remaining: Int
}
