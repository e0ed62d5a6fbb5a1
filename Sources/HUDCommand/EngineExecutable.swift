import Glibc
import HUDDaemonLink
import HUDSystem

/// `hud-engine`, which runs whatever the thin client does not hand to the daemon.
enum EngineExecutable {
    /// Replaces this process with hud-engine, same argv (argv[0] stays `hud`, so its messages still
    /// say "hud: …") and same environment; returns only to exit 255 when it cannot be run.
    static func exec() -> Never {
        let path = ProcessEnvironment.engineExecutable
        execv(path, CommandLine.unsafeArgv)
        StandardStream.write("hud: cannot run \(path): \(String(cString: strerror(errno)))\n", to: STDERR_FILENO)
        exit(255)
    }
}
