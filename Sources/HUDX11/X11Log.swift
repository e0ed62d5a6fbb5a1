import Glibc
import HUDSystem

/// The X11 backend's one way to stderr: what it cannot throw to anyone (a window that could not be
/// made for a banner, an X error, the keyboard held elsewhere), as one line under the command's
/// name.
enum X11Log {
    static func warn(_ message: String) {
        StandardStream.write("hud: \(message)\n", to: STDERR_FILENO)
    }
}
