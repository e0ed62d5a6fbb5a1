import Foundation
import HUDTestHarness
import Testing

/// The notification history kept across daemon restarts: the real daemon on a private bus and Xvfb,
/// notify-send for the notifications, `kill -9` for the crash, each test with its own
/// `XDG_STATE_HOME` (the display fixture's).
@Suite("the notification history across restarts", .serialized)
struct HistoryStoreBusTests {
    /// A display and bus that outlive the daemons started on them, one at a time.
    final class World {
        let display: OverlayFixture
        let bus: SessionBus
        var environment: [String: String] {
            bus.environment(display.environment).merging(["XDG_CONFIG_HOME": display.runtimeDirectory + "/config"]) {
                $1
            }
        }
        var stateDirectory: String { display.environment["XDG_STATE_HOME"]! + "/hud" }
        var storePath: String { stateDirectory + "/notifications" }

        init() throws {
            display = try OverlayFixture()
            bus = try SessionBus()
        }

        /// `hud-engine daemon --notifications`, once it serves both the bus and `hud notifications`.
        func startDaemon() throws -> RunningProcess {
            let daemon = try ProcessRunner.spawn(
                NotificationsInterfaceTests.hudCore, ["daemon", "--notifications"], environment: environment)
            try waitUntil("the daemon to serve notifications", timeout: .seconds(20)) {
                guard daemon.isRunning else { throw OverlayFixtureError.exited(daemon.stderr) }
                return try control(["count", "history"]).status == 0
            }
            return daemon
        }

        func control(_ words: [String]) throws -> ProcessOutput {
            try ProcessRunner.run(ProcessRunner.hudExecutable, ["notifications"] + words, environment: environment)
        }

        /// `notify-send -p -t 0 ARGUMENTS`: the id it printed.
        func post(_ arguments: [String]) throws -> UInt32 {
            let sent = try bus.notifySend(["-p", "-t", "0"] + arguments, environment: environment)
            #expect(try sent.wait(timeout: .seconds(10)) == 0, "\(sent.stderr)")
            return try #require(UInt32(sent.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(sent.stdout)")
        }

        /// The daemon dies as a crash or the OOM killer would end it: no chance to write anything.
        func crash(_ daemon: RunningProcess) throws {
            kill(daemon.pid, SIGKILL)
            #expect(try daemon.wait(timeout: .seconds(10)) == 128 + SIGKILL)
        }

        var storeMode: Int {
            ((try? FileManager.default.attributesOfItem(atPath: storePath))?[.posixPermissions] as? Int) ?? -1
        }

        func asideFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: stateDirectory)) ?? [])
                .filter { $0.hasPrefix("notifications.corrupt-") }
        }
    }

    @Test func fiftyNotificationsOutliveKillNineInOrderTransientOnesExcepted() throws {
        let world = try World()
        var daemon = try world.startDaemon()
        var expected: [String] = []
        for number in 1...50 {
            let transient = number.isMultiple(of: 10)
            let urgency = ["low", "normal", "critical"][number % 3]
            let app = ["mail", "chat", "build"][number % 3]
            let id = try world.post(
                ["-a", app, "-u", urgency, "-c", "im.received", "-i", "dialog-information"]
                    + (transient ? ["-e"] : []) + ["Message \(number)", "Body \(number) <b>bold</b>"])
            if !transient {
                expected.append("\(id)\tclosed\t\(urgency)\t\(app)\tMessage \(number)\tBody \(number) bold")
            }
        }
        #expect(try world.control(["close-all"]).status == 0)
        #expect(try world.control(["count", "history"]).stdout == "45\n")
        try world.crash(daemon)

        daemon = try world.startDaemon()
        defer { daemon.stop() }
        let history = try world.control(["history"])
        #expect(history.status == 0)
        #expect(history.stdout.split(separator: "\n").map(String.init) == expected)
        #expect(world.storeMode == 0o600)
        // dunst's interface reads the same history.
        let dunstctl = try ProcessRunner.run(
            ProcessRunner.locate("dunstctl", package: "dunst"), ["count", "history"], environment: world.environment)
        #expect(dunstctl.stdout == "45\n")
        // New ids follow the highest one kept (49: the 50th was transient), so none is listed twice.
        #expect(try world.post(["After the restart"]) == 50)
        #expect(!daemon.stderr.contains("history"), "\(daemon.stderr)")

        #expect(try world.control(["clear"]).status == 0)
        try world.crash(daemon)
        daemon = try world.startDaemon()
        #expect(try world.control(["history"]).stdout == "")
    }

    /// A daemon whose last record was cut off part way: the ones before it are kept, the file moved aside.
    @Test func aFileCutInARecordIsMovedAsideKeepingTheRecordsBeforeIt() throws {
        let world = try World()
        var daemon = try world.startDaemon()
        let ids = try (1...3).map { try world.post(["Message \($0)"]) }
        #expect(try world.control(["close-all"]).status == 0)
        try world.crash(daemon)
        let whole = try #require(FileManager.default.contents(atPath: world.storePath))
        try whole.dropLast(5).write(to: URL(fileURLWithPath: world.storePath))

        daemon = try world.startDaemon()
        defer { daemon.stop() }
        let aside = try #require(world.asideFiles().first)
        #expect(
            daemon.stderr.contains(
                "hud daemon: notifications: history \(world.storePath): a record cut short at byte ")
                && daemon.stderr.contains(
                    "moved aside to \(world.stateDirectory)/\(aside), the 2 records before it kept"),
            "\(daemon.stderr)")
        let listed = try world.control(["history"]).stdout.split(separator: "\n").map { $0.prefix { $0 != "\t" } }
        #expect(listed.map(String.init) == ids.prefix(2).map(String.init))
        #expect(FileManager.default.contents(atPath: world.stateDirectory + "/" + aside) == whole.dropLast(5))
    }

    @Test func aFileOfGarbageIsMovedAsideAndTheHistoryStartsEmpty() throws {
        let world = try World()
        try FileManager.default.createDirectory(
            atPath: world.stateDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(
            to: URL(fileURLWithPath: world.storePath))
        let daemon = try world.startDaemon()
        defer { daemon.stop() }
        #expect(daemon.stderr.contains("not a notification history file"), "\(daemon.stderr)")
        #expect(world.asideFiles().count == 1)
        _ = try world.post(["Kept"])
        #expect(try world.control(["close-all"]).status == 0)
        #expect(try world.control(["count", "history"]).stdout == "1\n")
    }

    /// A store the daemon must not use: it starts, keeps the history in memory and says why.
    @Test(arguments: ["a symbolic link", "a directory others can write in"])
    func aStoreItMustNotUseLeavesTheHistoryInMemory(_ problem: String) throws {
        let world = try World()
        try FileManager.default.createDirectory(
            atPath: world.stateDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let target = world.display.runtimeDirectory + "/elsewhere"
        let reason: String
        if problem == "a symbolic link" {
            try FileManager.default.createSymbolicLink(atPath: world.storePath, withDestinationPath: target)
            reason = "\(world.storePath) is a symbolic link"
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: world.stateDirectory)
            reason = "\(world.stateDirectory) is writable by other users"
        }
        let daemon = try world.startDaemon()
        defer { daemon.stop() }
        #expect(
            daemon.stderr.contains(
                "hud daemon: notifications: history: \(reason); the history is kept in memory only, until the daemon ends"
            ),
            "\(daemon.stderr)")
        _ = try world.post(["In memory"])
        #expect(try world.control(["close-all"]).status == 0)
        #expect(try world.control(["count", "history"]).stdout == "1\n")
        #expect(!FileManager.default.fileExists(atPath: target), "nothing written through the link")
        #expect(!FileManager.default.fileExists(atPath: world.storePath) || problem == "a symbolic link")
    }
}
