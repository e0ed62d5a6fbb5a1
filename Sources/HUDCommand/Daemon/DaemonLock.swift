import Foundation

/// The lock file next to the socket: whoever holds its flock is the daemon of that display, so of
/// two daemons started at once only one binds the socket (the other sees it held and leaves), and
/// a stale socket left by a killed daemon is removed only by its successor. Holds the pid.
final class DaemonLock {
    private let descriptor: Int32
    /// Whether this process holds the lock (for its whole life: the kernel drops it at exit).
    let isHeld: Bool

    init(path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw DaemonFailure(description: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        isHeld = flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    deinit {
        close(descriptor)
    }

    func record(pid: pid_t) {
        let text = Array("\(pid)\n".utf8)
        ftruncate(descriptor, 0)
        _ = pwrite(descriptor, text, text.count, 0)
    }

    /// The pid of the daemon holding the lock at `path`; nil when none does.
    static func holder(of path: String) -> pid_t? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // A shared lock we can take means no daemon holds the exclusive one.
        if flock(descriptor, LOCK_SH | LOCK_NB) == 0 { return nil }
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        return pid_t(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
