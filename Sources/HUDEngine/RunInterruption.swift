import Glibc
import Synchronization

/// What SIGINT and SIGTERM to `hud run` do to CMD, which runs in a process group of its own: the
/// first sends SIGTERM to that group, saying how to insist; another within `escalationWindow` seconds
/// sends SIGKILL, for a command that ignores SIGTERM (a second Ctrl-C, as docker and many tools treat
/// it), and says so.
/// Called from a signal handler, so it keeps to atomics, `kill` and `write`.
enum RunInterruption {
    static let escalationWindow = 3.0

    /// CMD's process group (its pid); 0 before it has started.
    private static let group = Atomic<Int32>(0)
    /// When the last signal came, in monotonic milliseconds; 0 for never.
    private static let lastSignal = Atomic<Int64>(0)

    /// Signals go to `pid`'s process group from now on; one that came while CMD was being started
    /// (before its pid was known, though CMD may already be running) is passed on now.
    static func watch(_ pid: pid_t) {
        group.store(pid, ordering: .sequentiallyConsistent)
        if lastSignal.load(ordering: .sequentiallyConsistent) > 0 { askToStop(pid) }
    }

    /// Passes SIGINT and SIGTERM to `hud` on to CMD's group, and
    /// SIGHUP (the terminal closed), which then ends `hud` too, as it would have without a handler.
    static func installHandlers() {
        let handler: @convention(c) (Int32) -> Void = { _ in RunInterruption.signalled() }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        let hangUp: @convention(c) (Int32) -> Void = { _ in
            let target = RunInterruption.group.load(ordering: .sequentiallyConsistent)
            if target > 0 { kill(-target, SIGHUP) }
            signal(SIGHUP, SIG_DFL)
            kill(getpid(), SIGHUP)
        }
        signal(SIGHUP, hangUp)
    }

    /// Whether a SIGINT or SIGTERM has reached `hud run`.
    static var wasSignalled: Bool { lastSignal.load(ordering: .sequentiallyConsistent) > 0 }

    /// One SIGINT or SIGTERM reached `hud run`.
    static func signalled() {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let milliseconds = Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
        // Recorded before the group is read, so that `watch` sees a signal this call does not pass on.
        let previous = lastSignal.exchange(milliseconds, ordering: .sequentiallyConsistent)
        let target = group.load(ordering: .sequentiallyConsistent)
        guard target > 0 else { return }
        if previous > 0, Double(milliseconds - previous) <= escalationWindow * 1000 {
            kill(-target, SIGKILL)
            let message: StaticString = "hud: interrupted again: killed the command (SIGKILL to its process group)\n"
            _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
        } else {
            askToStop(target)
        }
    }

    private static func askToStop(_ target: pid_t) {
        kill(-target, SIGTERM)
        let message: StaticString = "hud: asked the command to stop (SIGTERM); interrupt again within 3 s to kill it\n"
        _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
    }
}
