import Foundation

/// A private `dbus-daemon --session` for one test: its own socket, and no service activation but
/// the test's own (so a dunst installed on the machine is never started behind the test's back),
/// torn down with it.
package final class SessionBus {
    package let address: String
    private let daemon: RunningProcess
    private let directory: String

    /// `activating`: bus name → command line, as D-Bus session service files; activated services get
    /// `environment` (the test's display and runtime directory). With `standardServiceDirectories`,
    /// the bus looks for service files where a user's session bus does instead, from `environment`'s
    /// `XDG_DATA_HOME` and `XDG_DATA_DIRS` (the test's own), then dbus's own `/usr/share`.
    package init(
        activating services: [String: String] = [:], environment: [String: String]? = nil,
        standardServiceDirectories: Bool = false
    ) throws {
        let executable = try ProcessRunner.locate("dbus-daemon", package: "dbus")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("hud-bus-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/services", withIntermediateDirectories: true)
        for (name, command) in services {
            try "[D-BUS Service]\nName=\(name)\nExec=\(command)\n"
                .write(toFile: "\(directory)/services/\(name).service", atomically: true, encoding: .utf8)
        }
        let config = directory + "/session.conf"
        let serviceDirectories =
            standardServiceDirectories
            ? "<standard_session_servicedirs/>" : "<servicedir>\(directory)/services</servicedir>"
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:path=\(directory)/bus</listen>
          <auth>EXTERNAL</auth>
          \(serviceDirectories)
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """.write(toFile: config, atomically: true, encoding: .utf8)
        daemon = try ProcessRunner.spawn(
            executable, ["--config-file=\(config)", "--nofork", "--print-address=1"],
            environment: environment)
        address = try waitFor("dbus-daemon to print its address") { [daemon] in
            guard daemon.isRunning else {
                throw ProcessFailure.cannotLaunch(command: "dbus-daemon", reason: daemon.stderr)
            }
            let line = daemon.stdout.split(separator: "\n").first.map(String.init)
            return line?.hasPrefix("unix:") == true ? line : nil
        }
    }

    deinit {
        daemon.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Ends the bus before the test does, as a session's end would: every connection to it closes.
    package func stop() {
        daemon.stop()
    }

    /// `base` (or the test process's environment) with this bus as the session bus.
    package func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        base.merging(["DBUS_SESSION_BUS_ADDRESS": address]) { $1 }
    }

    /// Runs `gdbus ARGUMENTS` on this bus to completion.
    package func gdbus(_ arguments: [String], environment base: [String: String]? = nil) throws -> ProcessOutput {
        try ProcessRunner.run(
            ProcessRunner.locate("gdbus", package: "libglib2.0-bin"), arguments,
            environment: environment(base ?? ProcessInfo.processInfo.environment))
    }
}
