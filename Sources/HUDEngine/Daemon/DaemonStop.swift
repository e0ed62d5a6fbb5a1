import Glibc
import HUDDaemonLink
import HUDSystem

extension DaemonCommand {
    /// How long `hud daemon --stop` waits for SIGTERM to end the daemon before it sends SIGKILL.
    static let stopGrace = 5.0

    /// Sends SIGTERM and returns once the daemon has gone (its lock is free: the kernel frees it
    /// when the process ends), so a `hud` call right after starts a fresh daemon. One that ignores
    /// SIGTERM for `stopGrace` seconds is killed.
    static func stopDaemon(_ pid: pid_t, location: DaemonLocation) -> Int32 {
        kill(pid, SIGTERM)
        if waitForLockRelease(location, seconds: stopGrace) { return ExitStatus.ok }
        StandardStream.write(
            "hud: the daemon \(pid) did not leave within \(stopGrace) s; killing it\n",
            to: STDERR_FILENO)
        kill(pid, SIGKILL)
        return waitForLockRelease(location, seconds: stopGrace) ? ExitStatus.ok : ExitStatus.failure
    }

    /// Whether the daemon's lock came free within `seconds`, polled every 5 ms: flock has no timeout,
    /// and the daemon leaves within milliseconds of SIGTERM.
    private static func waitForLockRelease(_ location: DaemonLocation, seconds: Double) -> Bool {
        for _ in 0..<Int(seconds * 200) {
            if DaemonLock.holder(of: location.lockPath) == nil { return true }
            usleep(5000)
        }
        return DaemonLock.holder(of: location.lockPath) == nil
    }
}
