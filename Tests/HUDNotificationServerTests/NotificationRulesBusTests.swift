import Foundation
import HUDKit
import HUDTestHarness
import Testing

/// The config's `[rule NAME]` sections in `hud daemon --notifications`: a real config file, the
/// daemon on the private bus and Xvfb, notify-send, gdbus monitor, dunstctl and `hud notifications`.
@Suite("notification rules in the daemon", .serialized)
struct NotificationRulesBusTests {
    typealias Fixture = NotificationsInterfaceTests.Fixture

    static let rules = """
        [rule noisy]
        app = noisy
        skip = yes

        [rule spotify]            # track changes stay out of the history
        app = Spotify
        history = no

        [rule chat]
        app = chat
        timeout = 1.5

        [rule backup]
        summary = Backup*
        urgency = critical
        """

    /// `hud notifications list`'s lines as (id, urgency).
    static func listed(_ fixture: Fixture) throws -> [(id: UInt32, urgency: String)] {
        try fixture.control(["list"]).stdout.split(separator: "\n").map {
            let fields = $0.split(separator: "\t", omittingEmptySubsequences: false)
            return (UInt32(fields[0]) ?? 0, String(fields[2]))
        }
    }

    @Test func skipHistoryTimeoutAndUrgencyFromTheConfigFile() throws {
        let fixture = try Fixture(config: Self.rules)
        let monitor = try fixture.bus.monitor()

        // skip: an id, a NotificationClosed, no window, nothing listed nor in the history.
        let skipped = try fixture.post(["-a", "noisy", "-t", "0", "Spam"])
        try waitUntil("NotificationClosed(\(skipped), 1)") {
            monitor.stdout.contains("NotificationClosed (uint32 \(skipped), uint32 1)")
        }
        #expect(fixture.bannerWindows.isEmpty)
        #expect(try Self.listed(fixture).isEmpty)
        // notify-send -w waits for the close: it hears the skipped one's at once.
        let waiting = try fixture.notifySend(["-w", "-a", "noisy", "Spam again"])
        #expect(try waiting.wait(timeout: .seconds(10)) == 0, "\(waiting.stderr)")

        // urgency raised to critical: it outstays its own timeout; the chat's rule timeout expires it.
        let backup = try fixture.post(["-t", "500", "Backup failed", "disk full"])
        let chat = try fixture.post(["-a", "chat", "-t", "0", "Ping"])
        #expect(try Self.listed(fixture).map(\.urgency) == ["critical", "normal"])
        try waitUntil("the chat's rule timeout", timeout: .seconds(6)) {
            monitor.stdout.contains("NotificationClosed (uint32 \(chat), uint32 1)")
        }
        #expect(try Self.listed(fixture).map(\.id) == [backup], "critical never expires")
        _ = try waitFor("the backup banner") { fixture.bannerWindows.first }

        // history = no: closed, it is in neither history; another app's is.
        let track = try fixture.post(["-a", "Spotify", "-t", "0", "Now playing"])
        let mail = try fixture.post(["-a", "mail", "-t", "0", "New mail"])
        #expect(try fixture.control(["close", "\(track)"]).status == 0)
        #expect(try fixture.control(["close", "\(mail)"]).status == 0)
        #expect(try DunstctlTests.ids(fixture, "history") == [chat, mail])
        let history = try DunstctlTests.dunstctl(fixture, ["history"])
        #expect(history.status == 0 && history.stdout.contains("\"New mail\""), "\(history.stdout)")
        #expect(!history.stdout.contains("Now playing"))
        #expect(!monitor.stdout.contains("uint32 \(skipped), uint32 2"), "the skipped one closed once")
    }

    @Test func aDisabledRuleStopsApplyingAndSIGHUPReadsTheEditedFile() throws {
        let fixture = try Fixture(config: "[rule quiet]\napp = quiet\nurgency = low\n")
        let path = fixture.configHome + "/hud/config"
        func urgencyOfANewOne() throws -> String {
            let id = try fixture.post(["-a", "quiet", "-t", "0", "Hello"])
            return try #require(try Self.listed(fixture).first { $0.id == id }).urgency
        }
        #expect(try urgencyOfANewOne() == "low")
        #expect(try DunstctlTests.dunstctl(fixture, ["rule", "quiet", "disable"]).status == 0)
        #expect(try urgencyOfANewOne() == "normal")
        let unknown = try DunstctlTests.dunstctl(fixture, ["rule", "loud", "disable"])
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr.contains(
                "org.freedesktop.DBus.Error.InvalidArgs: no rule named \"loud\" (rules: \"quiet\")"),
            "\(unknown.stderr)")
        #expect(try DunstctlTests.dunstctl(fixture, ["rule", "quiet", "toggle"]).status == 0)
        #expect(try urgencyOfANewOne() == "low")
        #expect(try DunstctlTests.dunstctl(fixture, ["rule", "quiet", "disable"]).status == 0)

        // SIGHUP: the edited file, every rule enabled again.
        try "[rule quiet]\napp = quiet\nurgency = critical\n".write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = "config: 1 rule from \(path)"
        #expect(fixture.daemon.stderr.components(separatedBy: loaded).count == 2)
        kill(fixture.daemon.pid, SIGHUP)
        try waitUntil("the daemon to read its config again") {
            fixture.daemon.stderr.components(separatedBy: loaded).count == 3
        }
        #expect(fixture.daemon.isRunning)
        #expect(try urgencyOfANewOne() == "critical")

        // hud notifications reload: the same, and the caller hears of a bad rule.
        try "[rule quiet]\napp = quiet\nurgency = urgent\n[rule calm]\napp = quiet\nurgency = low\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let reload = try fixture.control(["reload"])
        #expect(reload.status == 2)
        #expect(reload.stdout == "1 rule from \(path)\n")
        #expect(
            reload.stderr
                == "hud: notifications: \(path):3: urgency takes low, normal or critical, got \"urgent\"; "
                + "that rule is ignored\n")
        #expect(try urgencyOfANewOne() == "low")
        #expect(try fixture.control(["reload", "now"]).status == 2)
    }

    static let threeBadLines = """
        style = purple
        [rule backup]
        summary = Backup*
        urgency = urgent
        [rule chat]
        app = chat
        timeout = 1.5
        [rule quiet]
        app = quiet
        colour = grey
        """

    @Test func checkConfigPrintsEveryProblemAndTheDaemonServesWithTheGoodRules() throws {
        let fixture = try Fixture(config: Self.threeBadLines)
        let path = fixture.configHome + "/hud/config"
        let check = try ProcessRunner.run(
            ProcessRunner.hudExecutable, ["daemon", "--check-config"], environment: fixture.environment)
        #expect(check.status == 2)
        #expect(
            check.stderr.split(separator: "\n") == [
                "\(path):1: --style needs auto, light or dark, got \"purple\"",
                "\(path):4: urgency takes low, normal or critical, got \"urgent\"",
                "\(path):10: unknown rule key \"colour\" (patterns: app, summary, body, category, desktop-entry, "
                    + "icon, match-urgency; settings: urgency, timeout, skip, history, transient, style, show-as, "
                    + "position)",
            ], "\(check.stderr)")

        // The daemon started with it: the bad rules logged and left out, the good one applies.
        #expect(fixture.daemon.stderr.contains("\(path):4: urgency takes low, normal or critical"))
        #expect(fixture.daemon.stderr.contains("\(path):10: unknown rule key \"colour\""))
        let backup = try fixture.post(["-t", "0", "Backup failed"])
        let chat = try fixture.post(["-a", "chat", "-t", "0", "Ping"])
        #expect(try Self.listed(fixture).map(\.id) == [backup, chat])
        #expect(try Self.listed(fixture).map(\.urgency) == ["normal", "normal"], "the backup rule is out")
        try waitUntil("the chat rule's timeout", timeout: .seconds(6)) { try Self.listed(fixture).count == 1 }

        try "[rule chat]\napp = chat\ntimeout = 1.5\n".write(toFile: path, atomically: true, encoding: .utf8)
        let clean = try ProcessRunner.run(
            ProcessRunner.hudExecutable, ["daemon", "--check-config"], environment: fixture.environment)
        #expect(clean.status == 0 && clean.stdout == "\(path): OK\n" && clean.stderr.isEmpty, "\(clean.stderr)")
    }
}

extension NotificationRulesBusTests {
    @Test func styleAndPositionPutTheBannerInItsOwnStack() throws {
        let fixture = try Fixture(
            config: "[rule night]\napp = night\nstyle = dark\nposition = bottom-left\n")
        _ = try fixture.post(["-a", "day", "-t", "0", "Default stack", "top right, light"])
        _ = try fixture.post(["-a", "night", "-t", "0", "Own stack", "bottom left, dark"])
        let windows = try waitFor("two stack windows") {
            fixture.bannerWindows.count == 2 ? fixture.bannerWindows : nil
        }
        #expect(Set(windows.map(\.frame.origin.x)) == [0, OverlayFixture.screen.width - windows[0].frame.width])
        // The default stack's light card at the top right; the rule's dark one at the bottom left.
        let light = Point(x: 900, y: 40)
        let dark = Point(x: 100, y: OverlayFixture.screen.height - 40)
        try fixture.waitForSettledCard(at: [light, dark])
        let shot = try screenshot(display: fixture.display.server.display)
        func brightness(_ point: Point) -> UInt32 {
            let pixel = shot.pixel(x: Int(point.x), y: Int(point.y))
            return (pixel >> 16 & 0xFF) + (pixel >> 8 & 0xFF) + (pixel & 0xFF)
        }
        #expect(brightness(light) > 600, "light card: \(String(brightness(light), radix: 16))")
        #expect(brightness(dark) < 200, "dark card: \(String(brightness(dark), radix: 16))")
    }
}
