import Foundation
import HUDTestHarness

extension SessionBus {
    /// Calls a method of the notification server with `gdbus call`.
    func callNotifications(_ method: String, _ arguments: [String] = []) throws -> ProcessOutput {
        try gdbus(
            [
                "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                "/org/freedesktop/Notifications", "--method", "org.freedesktop.Notifications." + method,
            ] + arguments)
    }

    /// Starts `notify-send ARGUMENTS` on this bus.
    func notifySend(_ arguments: [String], environment base: [String: String]? = nil) throws -> RunningProcess {
        try ProcessRunner.spawn(
            ProcessRunner.locate("notify-send", package: "libnotify-bin"), arguments,
            environment: environment(base ?? ProcessInfo.processInfo.environment))
    }

    /// `gdbus monitor` on the notification server's object, for its signals.
    func monitor() throws -> RunningProcess {
        let monitor = try ProcessRunner.spawn(
            ProcessRunner.locate("gdbus", package: "libglib2.0-bin"),
            [
                "monitor", "--session", "--dest", "org.freedesktop.Notifications",
                "--object-path", "/org/freedesktop/Notifications",
            ],
            environment: environment())
        try waitUntil("gdbus monitor to start") { monitor.stdout.contains("Monitoring signals") }
        return monitor
    }
}
