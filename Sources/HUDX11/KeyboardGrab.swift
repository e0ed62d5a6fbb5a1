import CX11
import Foundation

extension XConnection {
    /// Override-redirect windows never get the focus from a window manager, so an alert takes the
    /// keyboard itself. A window manager's own binding may hold it for a moment: retry briefly.
    @discardableResult
    func grabKeyboard(for window: Window, attempts: Int = 100) -> Bool {
        for attempt in 0..<attempts {
            if XGrabKeyboard(display, window, 1, GrabModeAsync, GrabModeAsync, UInt(CurrentTime)) == GrabSuccess {
                return true
            }
            if attempt + 1 < attempts { usleep(10_000) }
        }
        return false
    }

    func ungrabKeyboard() {
        XUngrabKeyboard(display, UInt(CurrentTime))
        flush()
    }
}
