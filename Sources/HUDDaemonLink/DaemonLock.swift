import Glibc

/// The lock file next to the socket: whoever holds its flock is the daemon of that display, so of
/// two daemons started at once only one binds the socket (the other sees it held and leaves), and
/// a stale socket left by a killed daemon is removed only by its successor. Holds the pid.
package final class DaemonLock {
    /// The lock file could not be opened.
    package struct Failure: Error, CustomStringConvertible {
        /// The path and the system's reason.
        package let description: String
    }

    private let descriptor: Int32
    /// Whether this process holds the lock (for its whole life: the kernel drops it at exit).
    package let isHeld: Bool

    /// Opens (creating it 0600) the lock file at `path` and tries, without waiting, to take its lock.
    package init(path: String) throws(Failure) {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        isHeld = flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    deinit {
        close(descriptor)
    }

    /// Writes `pid` into the held lock file.
    package func record(pid: pid_t) {
        let text = Array("\(pid)\n".utf8)
        ftruncate(descriptor, 0)
        _ = pwrite(descriptor, text, text.count, 0)
    }

    /// The pid of the daemon holding the lock at `path`; nil when none does.
    package static func holder(of path: String) -> pid_t? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // A shared lock we can take means no daemon holds the exclusive one.
        if flock(descriptor, LOCK_SH | LOCK_NB) == 0 { return nil }
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        let digits = buffer.prefix(max(count, 0)).prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return pid_t(String(decoding: digits, as: UTF8.self))
    }
}
