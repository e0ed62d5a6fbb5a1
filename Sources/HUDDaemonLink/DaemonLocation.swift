import Glibc
import HUDSystem

/// Where the daemon of one user and one X server listens: `$XDG_RUNTIME_DIR/hud/<server>.sock`, or
/// `/tmp/hud-<uid>/<display>.sock` without a usable runtime directory. The directory must be a real
/// directory (not a symlink), owned by us, and closed to everyone else (0700), or it is not used:
/// the socket's own 0600 mode is only a second fence.
package struct DaemonLocation: Sendable {
    /// Why a candidate directory was not used.
    package struct Failure: Error, CustomStringConvertible {
        /// The directory and what is wrong with it.
        package let description: String
    }

    /// The private directory holding the socket, lock and log.
    package let directory: String
    /// The X server's name as a file name (`fileName(forDisplay:)`).
    package let display: String

    /// The socket the daemon binds and clients connect to.
    package var socketPath: String { "\(directory)/\(display).sock" }
    /// Held (flock) by the live daemon for its whole life; holds its pid, for tests and `hud daemon --stop`.
    package var lockPath: String { "\(directory)/\(display).lock" }
    /// The auto-started daemon's stderr.
    package var logPath: String { "\(directory)/\(display).log" }

    /// The location for `display` (nil: `$DISPLAY`); nil without a display or a usable directory.
    package static func current(
        display: String? = nil,
        environment: [String: String] = ProcessEnvironment.current
    ) -> DaemonLocation? {
        guard let display = (display ?? environment["DISPLAY"]).map(fileName(forDisplay:)), !display.isEmpty else {
            return nil
        }
        var candidates: [String] = []
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { candidates.append("\(runtime)/hud") }
        candidates.append("/tmp/hud-\(getuid())")
        for directory in candidates where (try? ensurePrivateDirectory(directory)) != nil {
            return DaemonLocation(directory: directory, display: display)
        }
        return nil
    }

    /// ":99", ":99.0" and "unix:99" → "99", "host:10.0" → "host_10": one safe file name per X
    /// server (`XDisplayName.serverKey`); a name Xlib would not parse is kept, made safe.
    package static func fileName(forDisplay display: String) -> String {
        let key = XDisplayName(display)?.serverKey ?? display
        let trimmed = key.hasPrefix(":") ? String(key.dropFirst()) : key
        return String(
            trimmed.unicodeScalars.map { scalar in
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "." || scalar == "-" ? Character(scalar) : "_"
            })
    }

    /// Creates `path` 0700 if missing; refuses a symlink, someone else's directory, or one others can
    /// enter (ours with a wider mode is narrowed, since only we could have widened it).
    package static func ensurePrivateDirectory(_ path: String) throws {
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw Failure(description: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw Failure(description: "cannot inspect \(path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw Failure(description: "\(path) is not a directory") }
        guard status.st_uid == getuid() else { throw Failure(description: "\(path) belongs to another user") }
        if status.st_mode & 0o077 != 0, chmod(path, 0o700) != 0 {
            throw Failure(description: "cannot make \(path) private")
        }
    }
}
