import Foundation
import HUDDaemonLink
import HUDKit
import HUDTestHarness
import Testing

@testable import HUDEngine

/// `hud` through its per-display daemon, end to end under Xvfb: the HUD outliving its command and
/// morphing in place, exit statuses relayed, and the socket's defences (other users, garbage, a
/// killed daemon). Each test has a daemon of its own (the fixture's private XDG_RUNTIME_DIR).
@Suite("hud daemon under Xvfb", .serialized)
struct DaemonTests {
    let card = Overlay.card(
        CardAlertModel(title: "Delete?", message: "Gone for good.", sure: "Delete", cancel: "Cancel"))
    let cardArguments = [
        "card", "--title", "Delete?", "--message", "Gone for good.", "--sure", "Delete", "--cancel", "Cancel",
    ]

    /// Runs `hud ARGUMENTS` to completion through the fixture's daemon.
    func hud(_ fixture: OverlayFixture, _ arguments: [String], environment extra: [String: String] = [:]) throws
        -> ProcessOutput
    {
        try ProcessRunner.run(
            ProcessRunner.hudExecutable, arguments,
            environment: fixture.environment.merging(extra) { $1 })
    }

    func socketPath(_ fixture: OverlayFixture) throws -> String {
        try #require(DaemonLocation.current(environment: fixture.environment)).socketPath
    }

    @Test func everyExitStatusComesThroughTheDaemon() throws {
        let fixture = try OverlayFixture()
        // The thin `hud` hands even a mistaken command to the daemon (starting it), which parses it
        // as hud-engine would and sends back the same message, usage and status.
        let usage = try hud(fixture, ["card", "--bogus"])
        #expect(usage.status == 2)
        #expect(usage.stderr.hasPrefix("hud: unknown option --bogus\nusage: hud card"), "\(usage.stderr)")
        #expect(usage.stderr == "hud: unknown option --bogus\n" + (CommandTable.all["card"]?.usage?() ?? "") + "\n")
        #expect(fixture.daemonPID != nil, "it went through the daemon")

        let chosen = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(takesKeyboard: true, of: chosen)
        let daemon = try #require(fixture.daemonPID)
        fixture.input.click(at: try fixture.frame(of: "button1", in: card).center)
        #expect(try chosen.wait(timeout: .seconds(10)) == 0)
        #expect(chosen.stdout == "Delete\n")

        let escaped = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(takesKeyboard: true, of: escaped)
        try fixture.input.key("Escape")
        #expect(try escaped.wait(timeout: .seconds(10)) == 1)
        #expect(escaped.stdout == "Cancel\n")

        let timedOut = try hud(fixture, cardArguments + ["--timeout", "0.3"])
        #expect(timedOut.status == 5)
        #expect(timedOut.stdout == "")
        #expect(fixture.daemonPID == daemon, "one daemon served them all")

        let lost = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(of: lost)
        fixture.server.stop()
        #expect(try lost.wait(timeout: .seconds(5)) == 255)
        #expect(lost.stderr.contains("lost the connection to the X server"))
        try waitUntil("the daemon to leave with its X server") { fixture.daemonPID == nil }
    }

    /// A config directory holding `text` as hud/config, for `XDG_CONFIG_HOME`.
    func configHome(_ text: String) throws -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("hud-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home + "/hud", withIntermediateDirectories: true)
        try text.write(toFile: home + "/hud/config", atomically: true, encoding: .utf8)
        return home
    }

    @Test func theDaemonAppliesTheCallersConfig() throws {
        let fixture = try OverlayFixture()
        let home = try configHome("[info]\nposition = top\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(try hud(fixture, ["info", "Up", "--for", "5"], environment: ["XDG_CONFIG_HOME": home]).status == 0)
        #expect(fixture.daemonPID != nil, "it went through the daemon")
        let window = try waitFor("the info HUD") { fixture.hudWindows.first(where: \.isViewable) }
        #expect(window.frame.minY < 20, "at the top, as the config says: \(window.frame)")
    }

    @Test func aConfigMistakeComesBackFromTheDaemonWithItsLine() throws {
        let fixture = try OverlayFixture()
        let home = try configHome("style = dark\nmask = purple\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let result = try hud(fixture, ["toast", "hi"], environment: ["XDG_CONFIG_HOME": home])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "hud: config: \(home)/hud/config:2: --mask needs none, clear, black or gradient, got \"purple\"\n")
        #expect(fixture.daemonPID != nil, "it went through the daemon")
        #expect(fixture.hudWindows.isEmpty)
    }

    @Test func aSheetWithItsChoicesOnTheCommandLineIsAnsweredThroughTheDaemon() throws {
        let fixture = try OverlayFixture()
        let sheet = try fixture.hud([
            "sheet", "--title", "File", "--choice", "Copy", "--choice", "Move", "--cancel", "Cancel",
        ])
        try fixture.waitForOverlay(takesKeyboard: true, of: sheet)
        #expect(fixture.daemonPID != nil)
        let model = Overlay.actionSheet(
            try ActionSheetModel(
                title: "File",
                actions: [
                    AlertAction(title: "Copy"), AlertAction(title: "Move"),
                    AlertAction(title: "Cancel", style: .cancel),
                ]))
        fixture.input.click(at: try fixture.frame(of: "button1", in: model).center)
        #expect(try sheet.wait(timeout: .seconds(10)) == 0)
        #expect(sheet.stdout == "Move\n")
    }

    @Test func quickLoadingThenSuccessMorphOneWindowThatEndsHidden() throws {
        let fixture = try OverlayFixture()
        for arguments in [["loading", "Syncing…"], ["loading", "Still syncing…"]] {
            #expect(try hud(fixture, arguments).status == 0)
        }
        try waitUntil("the loading HUD") { fixture.hudWindows.contains(where: \.isViewable) }
        #expect(fixture.hudWindows.count == 1)
        let shown = ContinuousClock.now
        #expect(try hud(fixture, ["success", "Done", "--hide-after", "0.5"]).status == 0)
        // Sampled until it has gone: never a second HUD beside the first. (The one HUD may swap its
        // window when it stops blocking input, as X11Overlay.update does; it never shows two.) The
        // swap leaves a moment with no window at all, which is not the end: the success HUD cannot
        // have gone before its 0.5 s.
        var most = 0
        try waitUntil("the HUD to hide itself") {
            let windows = fixture.hudWindows
            most = max(most, windows.count)
            return !windows.contains(where: \.isViewable) && ContinuousClock.now - shown > .milliseconds(500)
        }
        #expect(most == 1)
    }

    @Test func hideTakesTheHUDAwayAndHideAllTheAlertsToo() throws {
        let fixture = try OverlayFixture()
        #expect(try hud(fixture, ["hide"]).status == 0, "nothing to hide, and no daemon started for it")
        #expect(fixture.daemonPID == nil)
        #expect(try hud(fixture, ["loading", "Working"]).status == 0)
        try waitUntil("the loading HUD") { fixture.hudWindows.contains(where: \.isViewable) }
        #expect(try hud(fixture, ["hide"]).status == 0)
        try waitUntil("the loading HUD to go") { !fixture.hudWindows.contains(where: \.isViewable) }

        let alert = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(of: alert)
        #expect(try hud(fixture, ["hide", "--all"]).status == 0)
        #expect(try alert.wait(timeout: .seconds(10)) == 1)
    }

    @Test func anAlertWhoseCallerGoesIsDismissed() throws {
        let fixture = try OverlayFixture()
        let alert = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(of: alert)
        kill(alert.pid, SIGKILL)
        try waitUntil("the orphaned card to go") { fixture.hudWindows.isEmpty }
        #expect(fixture.daemonPID != nil)
    }

    @Test func secureValuesReachTheCallerButNoLog() throws {
        let fixture = try OverlayFixture()
        let alert = try fixture.hud(["alert", "--title", "Unlock", "--secure-field", "Password", "--action", "Unlock"])
        try fixture.waitForOverlay(takesKeyboard: true, of: alert)
        try fixture.input.type("s3cret")
        try fixture.input.key("Return")
        #expect(try alert.wait(timeout: .seconds(10)) == 0)
        #expect(alert.stdout == "Unlock\ns3cret\n")
        let log = try #require(DaemonLocation.current(environment: fixture.environment)).logPath
        let logged = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(!logged.contains("s3cret") && !alert.stderr.contains("s3cret"))
    }

    @Test func anotherUserIsRefused() throws {
        let fixture = try OverlayFixture()
        #expect(try hud(fixture, ["info", "Up"]).status == 0)
        let path = try socketPath(fixture)
        // Opened up on purpose, so that only the daemon's SO_PEERCRED check stands in the way.
        chmod(fixture.runtimeDirectory, 0o755)
        chmod((path as NSString).deletingLastPathComponent, 0o755)
        chmod(path, 0o666)
        let setpriv = try ProcessRunner.locate("setpriv", package: "util-linux")
        let python = try ProcessRunner.locate("/usr/bin/python3", package: "python3")
        let client = """
            import socket
            s = socket.socket(socket.AF_UNIX)
            s.connect("\(path)")
            print(s.makefile().readline(), end="")
            """
        let nobody = try ProcessRunner.run(
            setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", python.path, "-c", client])
        #expect(nobody.status == 0, "\(nobody.stderr)")
        #expect(nobody.stdout.contains("refused"))
        #expect(DaemonExchange.send(#"{"argv":["toast","still ours"]}"#, to: path).contains(#"{"exit":0}"#))
    }

    @Test func aThousandMalformedRequestsLeaveTheDaemonServing() throws {
        let fixture = try OverlayFixture()
        #expect(try hud(fixture, ["toast", "Start"]).status == 0)
        let daemon = try #require(fixture.daemonPID)
        let path = try socketPath(fixture)
        let garbage = [
            "not json", "{}", "[1,2,3]", #"{"argv":[]}"#, #"{"argv":"toast"}"#, #"{"argv":["nosuchkind"]}"#,
            #"{"argv":["toast","--scale","NaN"]}"#, #"{"hide":{"all":"yes"}}"#, "\u{0}\u{1}\u{ff}",
        ]
        for index in 0..<1000 {
            let reply = DaemonExchange.send(garbage[index % garbage.count], to: path)
            #expect(reply.contains("error") || reply.contains(#""exit":2"#), "\(index): \(reply)")
        }
        // A line past the limit (4 MiB) is refused once it has grown that long; a few suffice.
        for _ in 0..<3 {
            let line = String(repeating: "x", count: DaemonMessage.maximumLineBytes + 10)
            let reply = DaemonExchange.send(line, to: path)
            #expect(reply.contains("request longer than \(DaemonMessage.maximumLineBytes) bytes"), "\(reply)")
        }
        #expect(fixture.daemonPID == daemon)
        let alert = try fixture.hud(cardArguments)
        try fixture.waitForOverlay(takesKeyboard: true, of: alert)
        try fixture.input.key("Escape")
        #expect(try alert.wait(timeout: .seconds(10)) == 1)
    }

    @Test func aKilledDaemonIsReplacedOnTheNextCall() throws {
        let fixture = try OverlayFixture()
        #expect(try hud(fixture, ["loading", "First"]).status == 0)
        let first = try #require(fixture.daemonPID)
        kill(first, SIGKILL)
        try waitUntil("the killed daemon's lock to be free") { fixture.daemonPID == nil }
        try waitUntil("its window to go") { fixture.hudWindows.isEmpty }
        #expect(try hud(fixture, ["loading", "Second"]).status == 0)
        let second = try #require(fixture.daemonPID)
        #expect(second != first)
        try waitUntil("the new daemon's HUD") { fixture.hudWindows.contains(where: \.isViewable) }
    }

    @Test func anIdleDaemonLeaves() throws {
        let fixture = try OverlayFixture()
        #expect(
            try hud(fixture, ["success", "Quick", "--hide-after", "0.1"], environment: ["HUD_DAEMON_IDLE": "0.5"])
                .status == 0)
        #expect(fixture.daemonPID != nil)
        try waitUntil("the idle daemon to leave", timeout: .seconds(10)) { fixture.daemonPID == nil }
        let path = try socketPath(fixture)
        #expect(!FileManager.default.fileExists(atPath: path), "it removes its socket")
    }
}

/// One raw request over the daemon's socket, as a misbehaving client would send it.
enum DaemonExchange {
    /// Sends `text` and a newline, and returns everything the daemon answered until it closed.
    static func send(_ text: String, to path: String) -> String {
        guard let socket = try? UnixSocket.connected(to: path) else { return "cannot connect" }
        socket.send(Array(text.utf8) + [UInt8(ascii: "\n")])
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = socket.receive(into: &buffer), count > 0 { reply += buffer[..<count] }
        return String(decoding: reply, as: UTF8.self)
    }
}
