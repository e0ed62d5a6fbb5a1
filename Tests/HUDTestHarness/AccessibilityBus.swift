import Foundation

/// A screen reader's side of a session for one test: a private session bus, Debian's
/// `at-spi-bus-launcher` on it (which starts the accessibility bus, and the registry on that as it
/// is asked for), and Python's `pyatspi`, a real AT-SPI client, to read and act as Orca would.
package final class AccessibilityBus {
    package let session: SessionBus
    private let launcher: RunningProcess
    private let base: [String: String]

    /// On the display `environment` names (the launcher marks its root window too).
    package init(environment: [String: String]) throws {
        base = environment
        session = try SessionBus(environment: environment)
        let executable = try ProcessRunner.locate("/usr/libexec/at-spi-bus-launcher", package: "at-spi2-core")
        _ = try ProcessRunner.locate("/usr/libexec/at-spi2-registryd", package: "at-spi2-core")
        // GSettings in memory: the launcher keeps IsEnabled in the user's settings otherwise, where one
        // test's value would outlive it.
        launcher = try ProcessRunner.spawn(
            executable, ["--launch-immediately"],
            environment: session.environment(environment).merging(["GSETTINGS_BACKEND": "memory"]) { $1 })
        try waitUntil("at-spi-bus-launcher to own org.a11y.Bus") { [session, launcher] in
            guard launcher.isRunning else {
                throw ProcessFailure.cannotLaunch(command: "at-spi-bus-launcher", reason: launcher.stderr)
            }
            return try session.gdbus(Self.call("org.a11y.Bus.GetAddress"), environment: environment).status == 0
        }
    }

    deinit {
        launcher.stop()
    }

    /// `base` with the test's private session bus, for the processes under test.
    package var environment: [String: String] { session.environment(base) }

    /// Sets `org.a11y.Status.IsEnabled`, as Orca does when it starts.
    package func setEnabled(_ enabled: Bool) throws {
        let output = try session.gdbus(
            Self.call("org.freedesktop.DBus.Properties.Set") + ["org.a11y.Status", "IsEnabled", "<\(enabled)>"],
            environment: base)
        guard output.status == 0 else {
            throw ProcessFailure.cannotLaunch(command: "gdbus Properties.Set IsEnabled", reason: output.stderr)
        }
    }

    private static func call(_ method: String) -> [String] {
        ["call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method", method]
    }

    /// The accessibility bus's address, as the launcher gives it.
    package var address: String {
        get throws {
            let output = try session.gdbus(Self.call("org.a11y.Bus.GetAddress"), environment: base)
            // ('unix:path=…,guid=…',)
            return output.stdout.split(separator: "'").dropFirst().first.map(String.init) ?? ""
        }
    }

    /// Starts `ATSPIClient.script listen SECONDS EVENTS…`: it prints `listening` once registered.
    package func listen(_ events: [String], seconds: Int) throws -> RunningProcess {
        let python = try ProcessRunner.locate("/usr/bin/python3", package: "python3-pyatspi")
        return try ProcessRunner.spawn(
            python, ["-c", ATSPIClient.script, "listen", "\(seconds)"] + events, environment: environment)
    }

    /// Runs `ATSPIClient.script` with `arguments` under `/usr/bin/python3` (Debian's, where
    /// `python3-pyatspi` is), as an AT-SPI client on the test's private bus.
    package func client(_ arguments: [String], timeout: Duration = .seconds(20)) throws -> ProcessOutput {
        let python = try ProcessRunner.locate("/usr/bin/python3", package: "python3-pyatspi")
        return try ProcessRunner.run(
            python, ["-c", ATSPIClient.script] + arguments, environment: environment, timeout: timeout)
    }
}
