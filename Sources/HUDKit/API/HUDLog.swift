import Glibc
import HUDSystem

/// Where the public API reports what it cannot do: its calls return nothing to throw from.
/// Secure field values never reach it (their descriptions are redacted).
enum HUDLog {
    static func error(_ message: String) {
        StandardStream.write("HUDKit: \(message)\n", to: STDERR_FILENO)
    }
}
