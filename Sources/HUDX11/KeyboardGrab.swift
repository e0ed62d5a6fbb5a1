import CX11

extension XConnection {
    /// Override-redirect windows never get the focus from a window manager, so an alert takes the
    /// keyboard itself; one attempt (`KeyboardGrabRetry` decides when to try again).
    func grabKeyboard(for window: Window) -> Bool {
        XGrabKeyboard(display, window, 1, GrabModeAsync, GrabModeAsync, UInt(CurrentTime)) == GrabSuccess
    }

    func ungrabKeyboard() {
        XUngrabKeyboard(display, UInt(CurrentTime))
        flush()
    }
}
