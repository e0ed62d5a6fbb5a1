import Glibc
import HUDSystem

/// Where the daemon of one user and one display listens: `$XDG_RUNTIME_DIR/hud/<display>.sock`, or
/// `/tmp/hud-<uid>/<display>.sock` without a usable runtime directory. The display is the session's
/// Wayland display where it has one, else its X server, so that two sessions get two daemons and
/// every caller of one session, whichever backend it asks for, meets the same one. The directory must be a real
/// directory (not a symlink), owned by us, and closed to everyone else (0700), or it is not used:
/// the socket's own 0600 mode is only a second fence.
package struct DaemonLocation: Sendable {
    /// The private directory holding the socket, lock and log.
    package let directory: String
    /// The display's name as a file name (`fileName(forDisplay:)`, `fileName(forWaylandDisplay:)`).
    package let display: String

    /// The socket the daemon binds and clients connect to.
    package var socketPath: String { "\(directory)/\(display).sock" }
    /// Held (flock) by the live daemon for its whole life; holds its pid, for tests and `hud daemon --stop`.
    package var lockPath: String { "\(directory)/\(display).lock" }
    /// The auto-started daemon's stderr.
    package var logPath: String { "\(directory)/\(display).log" }

    /// The location for the environment's display; nil without a display or a usable directory.
    package static func current(environment: [String: String] = ProcessEnvironment.current) -> DaemonLocation? {
        let wayland = environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        guard
            let display = wayland.map(fileName(forWaylandDisplay:))
                ?? environment["DISPLAY"].map(fileName(forDisplay:)),
            !display.isEmpty
        else { return nil }
        var candidates: [String] = []
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { candidates.append("\(runtime)/hud") }
        candidates.append("/tmp/hud-\(getuid())")
        // Ours with a wider mode is narrowed: only we could have widened it.
        for directory in candidates where (try? PrivateDirectory.ensure(directory, whenOpenToOthers: .narrow)) != nil {
            return DaemonLocation(directory: directory, display: display)
        }
        return nil
    }

    /// ":99", ":99.0" and "unix:99" → "99", "host:10.0" → "host_10": one safe file name per X
    /// server (`XDisplayName.serverKey`); a name Xlib would not parse is kept, made safe.
    package static func fileName(forDisplay display: String) -> String {
        let key = XDisplayName(display)?.serverKey ?? display
        return safeFileName(key.hasPrefix(":") ? String(key.dropFirst()) : key)
    }

    /// "wayland-1" → "wayland-1", "/run/user/1000/wayland-1" → "_run_user_1000_wayland-1", "sway" →
    /// "wayland_sway": a name no X server's takes (those are numbers, or a host and a number).
    package static func fileName(forWaylandDisplay display: String) -> String {
        let name = safeFileName(display)
        return display.hasPrefix("/") || name.hasPrefix("wayland") ? name : "wayland_" + name
    }

    private static func safeFileName(_ name: String) -> String {
        String(
            name.unicodeScalars.map { scalar in
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "." || scalar == "-" ? Character(scalar) : "_"
            })
    }
}
