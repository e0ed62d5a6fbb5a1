import Glibc

/// The controlling terminal lent to `hud run`'s command, which runs in a process group of its own,
/// when it needs to read it, and taken back for `hud`'s group when the command ends.
struct TerminalHandover {
    private var terminal: Int32 = -1
    private var ownGroup: pid_t = 0

    /// Makes `group` the terminal's foreground group; false without a terminal to give.
    mutating func give(to group: pid_t) -> Bool {
        if terminal < 0 {
            terminal = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
            ownGroup = tcgetpgrp(terminal)
        }
        return terminal >= 0 && withoutTerminalStops { tcsetpgrp(terminal, group) } == 0
    }

    /// Gives the terminal back to the group that had it.
    mutating func takeBack() {
        guard terminal >= 0 else { return }
        if ownGroup > 0 { _ = withoutTerminalStops { tcsetpgrp(terminal, ownGroup) } }
        close(terminal)
        terminal = -1
    }

    /// Runs `body` with SIGTTOU blocked: a process outside the foreground group that sets the
    /// foreground group would otherwise be stopped by it.
    private func withoutTerminalStops(_ body: () -> Int32) -> Int32 {
        var stops = sigset_t(), previous = sigset_t()
        sigemptyset(&stops)
        sigaddset(&stops, SIGTTOU)
        pthread_sigmask(SIG_BLOCK, &stops, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }
}
