import CX11

/// Gives the keyboard focus back after a blocking overlay or an alert. While one is up, focus can
/// move under it: focus-follows-mouse window managers (i3) focus the window the pointer enters when
/// the overlay unmaps, which is seldom the one the user was typing in. The focused window is
/// remembered when the first blocking overlay appears and handed back when the last one has gone,
/// if it still exists and is viewable: to the window manager by `_NET_ACTIVE_WINDOW` (it keeps its
/// own idea of the focus) and to the server by `XSetInputFocus` (no window manager at all).
final class FocusKeeper {
    private let connection: XConnection
    private var remembered: Window?
    private var isHolding = false

    init(connection: XConnection) {
        self.connection = connection
    }

    /// Call whenever the overlays change: `blocking` is whether one of them covers input now.
    func follow(blocking: Bool) {
        if blocking, !isHolding {
            isHolding = true
            remembered = focusedWindow
        } else if !blocking, isHolding {
            isHolding = false
            if let window = remembered { giveFocus(to: window) }
            remembered = nil
        }
    }

    /// The window with the focus; nil for none or PointerRoot (focus follows the pointer: nothing to restore).
    private var focusedWindow: Window? {
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(connection.display, &focus, &revert)
        return focus > Window(PointerRoot) ? focus : nil
    }

    private func giveFocus(to window: Window) {
        let display = connection.display
        let (viewable, failed) = XErrorHandlers.quietly { () -> Bool in
            var attributes = XWindowAttributes()
            let ok = XGetWindowAttributes(display, window, &attributes) != 0
            return ok && attributes.map_state == IsViewable
        }
        guard viewable, !failed else { return }
        if let client = clientWindow(containing: window) { requestActivation(of: client) }
        _ = XErrorHandlers.quietly {
            XSetInputFocus(display, window, RevertToParent, UInt(CurrentTime))
            connection.sync()
        }
    }

    /// The top-level client window (the one with `WM_STATE`) that `window` is or lies in.
    private func clientWindow(containing window: Window) -> Window? {
        let display = connection.display
        let wmState = connection.atom("WM_STATE")
        var current = window
        return XErrorHandlers.quietly { () -> Window? in
            while current != 0, current != connection.root {
                if connection.hasProperty(current, wmState) { return current }
                guard let tree = WindowTree(of: current, on: display) else { return nil }
                current = tree.parent
            }
            return nil
        }.value
    }

    /// Asks the window manager to activate `client`, as a pager does (source 2: honoured without
    /// focus-stealing checks).
    private func requestActivation(of client: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = client
        event.xclient.message_type = connection.atom("_NET_ACTIVE_WINDOW")
        event.xclient.format = 32
        event.xclient.data.l.0 = 2
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(connection.display, connection.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
    }
}
