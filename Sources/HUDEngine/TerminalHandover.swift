import Glibc

/// The controlling terminal lent to `hud run`'s command, which runs in a process group of its own,
/// when it needs to read it, and taken back for `hud`'s group when the command ends.
struct TerminalHandover {
    private var terminal: Int32 = -1
    private var ownGroup: pid_t = 0

    /// Makes `group` the terminal's foreground group, as a shell's `fg` does. While `hud` itself is
    /// in the background it stops first, as its job would have with the command in it, so the shell
    /// reports the job stopped and `fg` brings it back here; false without a terminal to give.
    mutating func give(to group: pid_t) -> Bool {
        if terminal < 0 {
            terminal = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
            guard terminal >= 0 else { return false }
        }
        while tcgetpgrp(terminal) != getpgrp() {
            guard tcgetpgrp(terminal) > 0 else { return false }
            kill(getpid(), SIGTTIN)
        }
        ownGroup = getpgrp()
        return withoutTerminalStops { tcsetpgrp(terminal, group) } == 0
    }

    /// Whether the command holds the terminal now.
    var isLent: Bool {
        terminal >= 0 && ownGroup > 0 && tcgetpgrp(terminal) != ownGroup
    }

    /// Gives the terminal back to `hud`'s group, if it was lent, and keeps it for lending again.
    func reclaim() {
        guard terminal >= 0, ownGroup > 0 else { return }
        _ = withoutTerminalStops { tcsetpgrp(terminal, ownGroup) }
    }

    /// Gives the terminal back for good.
    mutating func takeBack() {
        guard terminal >= 0 else { return }
        reclaim()
        close(terminal)
        terminal = -1
    }

    /// Runs `body` with SIGTTOU blocked: a process outside the foreground group that sets the
    /// foreground group would otherwise be stopped by it.
    private func withoutTerminalStops(_ body: () -> Int32) -> Int32 {
        var stops = sigset_t()
        var previous = sigset_t()
        sigemptyset(&stops)
        sigaddset(&stops, SIGTTOU)
        pthread_sigmask(SIG_BLOCK, &stops, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }
}
