import Glibc
import HUDSystem

/// A command `hud run` started with `posix_spawnp`: it inherits stdin, stdout, stderr and the
/// environment, so its output passes straight through. It leads a process group of its own, so
/// that `RunInterruption` can stop it together with whatever it started.
struct ChildProcess {
    /// Why the command could not start, with the shell's status for it (127 not found, 126 otherwise).
    struct SpawnFailure: Error {
        let message: String
        let status: Int32
    }

    let pid: pid_t

    /// Starts `arguments[0]`, looked up in `$PATH`, with the rest as its arguments.
    init(_ arguments: [String]) throws(SpawnFailure) {
        // The handlers `hud run` sets would be reset by exec anyway; its blocked signals would not.
        let spawn = ProcessSpawn(group: .own, unblocksSignals: true, searchesPath: true)
        do throws(ProcessSpawn.Failure) {
            pid = try spawn.start(arguments[0], arguments: arguments)
        } catch {
            throw SpawnFailure(
                message: "cannot run \(arguments[0]): \(error)", status: error.code == ENOENT ? 127 : 126)
        }
    }

    /// Blocks until the command ends; its exit status, or 128 + the signal that ended it (as a shell reports it).
    func waitForExit() -> Int32 {
        var status: Int32 = 0
        var terminal = TerminalHandover()
        defer { terminal.takeBack() }
        while true {
            guard waitpid(pid, &status, WUNTRACED) != -1 else {
                guard errno == EINTR else { return ExitStatus.failure }
                continue
            }
            let stopped = status & 0xFF == 0x7F
            guard stopped else { break }
            switch (status >> 8) & 0xFF {
            case SIGTTIN, SIGTTOU:
                // Outside the terminal's foreground group it stops as soon as it reads the terminal
                // (a password prompt): give it the terminal, as a shell's `fg` does, and let it go on.
                if terminal.give(to: pid) { kill(-pid, SIGCONT) }
            case SIGTSTP where terminal.isLent:
                // Ctrl-Z reached only the command, which holds the terminal: stop `hud` too, with the
                // terminal back in its group, so the shell regains it; after `fg`, lend it again.
                terminal.reclaim()
                kill(getpid(), SIGTSTP)
                if terminal.give(to: pid) { kill(-pid, SIGCONT) }
            default:
                break
            }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
