import Foundation

/// A command `hud run` started with `posix_spawnp`: it inherits stdin, stdout, stderr and the
/// environment, so its output passes straight through.
struct ChildProcess {
    /// Why the command could not start, with the shell's status for it (127 not found, 126 otherwise).
    struct SpawnFailure: Error {
        let message: String
        let status: Int32
    }

    let pid: pid_t

    /// Starts `arguments[0]`, looked up in `$PATH`, with the rest as its arguments.
    init(_ arguments: [String]) throws(SpawnFailure) {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, arguments[0], nil, nil, argv, environ)
        guard result == 0 else {
            throw SpawnFailure(message: "cannot run \(arguments[0]): \(String(cString: strerror(result)))",
                               status: result == ENOENT ? 127 : 126)
        }
        self.pid = pid
    }

    /// Blocks until the command ends; its exit status, or 128 + the signal that ended it (as a shell reports it).
    func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return ExitStatus.failure }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
