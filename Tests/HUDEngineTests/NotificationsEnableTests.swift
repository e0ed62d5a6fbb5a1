import Foundation
import HUDTestHarness
import Testing

/// `hud notifications enable` and `disable` against a private dbus-daemon that looks for service
/// files where a user's session bus does, in the test's own `XDG_DATA_HOME` and `XDG_DATA_DIRS`. A
/// stand-in for dunst's file in `XDG_DATA_DIRS` marks whether the bus started it instead.
@Suite("hud notifications enable and disable", .serialized)
struct NotificationsEnableTests {
    @Test func enableMakesTheBusStartHudAndDisableGivesTheNameBack() throws {
        let display = try OverlayFixture()
        let root = display.runtimeDirectory
        let dunstDirectory = root + "/others/dbus-1/services"
        let marker = root + "/dunst-was-started"
        try FileManager.default.createDirectory(atPath: dunstDirectory, withIntermediateDirectories: true)
        try "[D-BUS Service]\nName=org.freedesktop.Notifications\nExec=/usr/bin/touch \(marker)\n"
            .write(toFile: dunstDirectory + "/org.knopwob.dunst.service", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/config", withIntermediateDirectories: true)
        let environment = display.environment.merging([
            "XDG_DATA_HOME": root + "/data", "XDG_DATA_DIRS": root + "/others", "XDG_CONFIG_HOME": root + "/config",
        ]) { $1 }
        let bus = try SessionBus(environment: environment, standardServiceDirectories: true)
        let file = root + "/data/dbus-1/services/org.freedesktop.Notifications.service"
        func hud(_ words: [String]) throws -> ProcessOutput {
            try ProcessRunner.run(
                ProcessRunner.hudExecutable, ["notifications"] + words, environment: bus.environment(environment))
        }
        func notifySend(_ summary: String) throws -> RunningProcess {
            try ProcessRunner.spawn(
                ProcessRunner.locate("notify-send", package: "libnotify-bin"), [summary],
                environment: bus.environment(environment))
        }
        func owner() throws -> String? {
            let pid = try bus.gdbus([
                "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", "org.freedesktop.Notifications",
            ])
            guard pid.status == 0 else { return nil }
            // "(uint32 1234,)"
            let digits = pid.stdout.split(separator: " ").last?.filter(\.isNumber) ?? ""
            return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(digits)/exe") + " " + digits
        }

        let enabled = try hud(["enable"])
        #expect(enabled.status == 0, "\(enabled.stderr)")
        #expect(enabled.stdout.hasPrefix("hud notifications enable: wrote \(file)\n"))
        #expect(enabled.stdout.contains("keeps the name until it exits"))
        let engine = HUDProcess.engineExecutable.resolvingSymlinksInPath().path
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\nExec=\(engine) daemon --notifications\n"))

        // The first notification starts hud's server, not the file further down the search path.
        #expect(try notifySend("hello").wait(timeout: .seconds(20)) == 0)
        let server = try #require(try owner())
        #expect(server.hasPrefix(engine + " "), "the bus started \(server)")
        #expect(!FileManager.default.fileExists(atPath: marker))

        let disabled = try hud(["disable"])
        #expect(disabled.status == 0, "\(disabled.stderr)")
        #expect(disabled.stdout.hasPrefix("hud notifications disable: removed \(file)\n"))
        #expect(!FileManager.default.fileExists(atPath: file))
        // The running server keeps the name until it exits; then the other file is the one started.
        #expect(try owner() == server)
        let pid = try #require(server.split(separator: " ").last.flatMap { Int32($0) })
        kill(pid, SIGTERM)
        try waitUntil("hud's server to leave the name", timeout: .seconds(10)) { try owner() == nil }
        // The stand-in never takes the name: notify-send would wait for it until the bus gives up.
        let again = try notifySend("again")
        try waitUntil("the bus to start the other service file") { FileManager.default.fileExists(atPath: marker) }
        again.stop()
        #expect(try owner() == nil, "the bus started hud's server again")

        // Nothing left to remove; a file that is not hud's is neither replaced nor removed.
        #expect(try hud(["disable"]).stdout.contains("nothing to do"))
        try "[D-BUS Service]\nName=org.freedesktop.Notifications\nExec=/usr/bin/dunst\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let refused = try hud(["enable"])
        #expect(refused.status == 1 && refused.stderr.contains("is not hud's"), "\(refused.stderr)")
        #expect(try hud(["disable"]).status == 1)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("Exec=/usr/bin/dunst"))
        #expect(try hud(["enable", "now"]).status == 2)
    }
}
