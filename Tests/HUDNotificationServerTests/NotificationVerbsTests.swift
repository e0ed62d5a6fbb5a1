import Foundation
import HUDTestHarness
import Testing

/// dunstctl's verbs as `hud notifications …` against `hud daemon --notifications` on the private
/// bus, driven by notify-send, the answers checked against what the clients and dunstctl see.
@Suite("hud notifications' dunstctl verbs", .serialized)
struct NotificationVerbsTests {
    typealias Fixture = NotificationsInterfaceTests.Fixture

    /// A directory for the test's stub menus and what they were offered, removed with the fixture's
    /// runtime directory.
    static func scratch(_ fixture: Fixture) throws -> String {
        let directory = fixture.display.runtimeDirectory + "/menu"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func closeLastAndHistoryPopWhichShowsItAgainWithoutActions() throws {
        let fixture = try Fixture()
        let waiting = try fixture.notifySend(["-w", "-u", "critical", "-A", "default=Open", "Backup failed"])
        try waitUntil("the notification") { try DunstctlTests.ids(fixture, "list").count == 1 }
        let id = try #require(try DunstctlTests.ids(fixture, "list").first)
        let normal = try fixture.post(["-t", "0", "Mail"])

        // The most urgent goes first, as dunstctl close takes it; its client hears reason 2.
        #expect(try fixture.control(["close-last"]).status == 0)
        #expect(try waiting.wait(timeout: .seconds(10)) == 0)
        #expect(try DunstctlTests.ids(fixture, "list") == [normal])
        #expect(try DunstctlTests.ids(fixture, "history") == [id])

        #expect(try fixture.control(["history-pop"]).status == 0)
        #expect(try DunstctlTests.ids(fixture, "list") == [normal, id])
        #expect(fixture.bannerWindows.count >= 1)
        // Shown again without its default action: its client has gone.
        let actions = try fixture.control(["actions", "--all"])
        #expect(actions.status == 1)
        #expect(actions.stderr == "hud: notifications: no shown notification has actions\n")
        let action = try fixture.control(["action", "\(id)"])
        #expect(action.status == 0, "no action: left alone, as a click on it would dismiss it")
        #expect(try DunstctlTests.ids(fixture, "list") == [normal, id])

        #expect(try fixture.control(["close-all"]).status == 0)
        #expect(try fixture.control(["history-pop", "\(normal)"]).status == 0)
        #expect(try DunstctlTests.ids(fixture, "list") == [normal])
        let unknown = try fixture.control(["history-pop", "4242"])
        #expect(unknown.status == 1 && unknown.stderr == "hud: notifications: no notification 4242 in the history\n")
        let bad = try fixture.control(["history-pop", "last"])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("hud: notifications: history-pop takes a notification id\n"))
        #expect(bad.stderr.contains("usage: hud notifications"))
        #expect(try fixture.control(["close-last"]).status == 0)
        let none = try fixture.control(["close-last"])
        #expect(none.status == 1 && none.stderr == "hud: notifications: none shown\n")
    }

    @Test func actionTakesTheNewestsDefaultOrOnlyActionOrTheKeyNamed() throws {
        let fixture = try Fixture()
        let first = try fixture.notifySend(["-w", "-A", "default=Open", "-A", "later=Later", "Build done"])
        try waitUntil("the first notification") { try DunstctlTests.ids(fixture, "list").count == 1 }
        let second = try fixture.notifySend(["-w", "-A", "a=A", "-A", "b=B", "Two actions"])
        try waitUntil("both notifications") { try DunstctlTests.ids(fixture, "list").count == 2 }
        let ids = try DunstctlTests.ids(fixture, "list")

        // The newest has two actions and no default: which one is for the user to say.
        let ambiguous = try fixture.control(["action"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("notification \(ids[1]) has 2 actions and no default"), "\(ambiguous.stderr)")
        #expect(try fixture.control(["action", "\(ids[1])", "b"]).status == 0)
        #expect(try second.wait(timeout: .seconds(10)) == 0)
        #expect(second.stdout == "b\n")

        #expect(try fixture.control(["action"]).status == 0)
        #expect(try first.wait(timeout: .seconds(10)) == 0)
        #expect(first.stdout == "default\n")
        #expect(try DunstctlTests.ids(fixture, "list").isEmpty, "closed, as a click closes it")

        let gone = try fixture.control(["action", "\(ids[0])"])
        #expect(gone.status == 1 && gone.stderr == "hud: notifications: no notification \(ids[0])\n")
        let bad = try fixture.control(["action", "0"])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("hud: notifications: action takes a notification id\n"))
    }

    @Test func menuOffersTheActionsThroughTheCommandAndInvokesTheLineChosen() throws {
        let fixture = try Fixture()
        let scratch = try Self.scratch(fixture)
        let mail = try fixture.notifySend(["-w", "-A", "default=Open", "-A", "archive=Archive", "Mail"])
        try waitUntil("the first notification") { try DunstctlTests.ids(fixture, "list").count == 1 }
        let build = try fixture.notifySend(["-w", "-A", "rerun=Run again", "-A", "log=Show log", "Build failed"])
        try waitUntil("both notifications") { try DunstctlTests.ids(fixture, "list").count == 2 }
        let ids = try DunstctlTests.ids(fixture, "list")

        // A stub dmenu: it keeps what it was offered and picks a line, as a user would.
        let offered = scratch + "/offered"
        let chosen = try fixture.control(["menu", "--menu", "tee \(offered) | grep -m1 'Show log'"])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(try build.wait(timeout: .seconds(10)) == 0)
        #expect(build.stdout == "log\n")
        #expect(
            try String(contentsOfFile: offered, encoding: .utf8)
                == "Run again (Build failed) [\(ids[1])]\nShow log (Build failed) [\(ids[1])]\n",
            "the newest's actions")

        // Escape in dmenu: it prints nothing and exits 1; nothing is invoked.
        let escaped = try fixture.control(["menu", "--all", "--menu", "cat >\(offered); exit 1"])
        #expect(escaped.status == 1 && escaped.stderr.isEmpty, "\(escaped.stderr)")
        #expect(
            try String(contentsOfFile: offered, encoding: .utf8)
                == "Open (Mail) [\(ids[0])]\nArchive (Mail) [\(ids[0])]\n")
        let typed = try fixture.control(["menu", "--menu", "echo something else"])
        #expect(typed.status == 1)
        #expect(typed.stderr == "hud: notifications: menu: \"something else\" is none of the actions offered\n")
        #expect(mail.isRunning)

        // The default: rofi -dmenu from the caller's PATH (the daemon's has none of this).
        let bin = scratch + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\n[ \"$1\" = -dmenu ] && grep -m1 Archive\n".write(
            toFile: bin + "/rofi", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/rofi")
        let path = bin + ":" + (fixture.environment["PATH"] ?? "/usr/bin:/bin")
        let rofi = try ProcessRunner.run(
            ProcessRunner.hudExecutable, ["notifications", "menu", "--all"],
            environment: fixture.environment.merging(["PATH": path]) { $1 })
        #expect(rofi.status == 0, "\(rofi.stderr)")
        #expect(try mail.wait(timeout: .seconds(10)) == 0)
        #expect(mail.stdout == "archive\n")

        let empty = try fixture.control(["menu"])
        #expect(empty.status == 1 && empty.stderr == "hud: notifications: none shown\n")
        _ = try fixture.post(["-t", "0", "Quiet"])
        let missing = try fixture.control(["menu", "--menu", "no-such-menu-command"])
        #expect(missing.status == 1, "no actions to offer: the menu is not started")
        let ask = try fixture.notifySend(["-w", "-A", "ok=OK", "Ask"])
        defer { ask.stop() }
        try waitUntil("the notification with an action") { try DunstctlTests.ids(fixture, "list").count == 2 }
        let broken = try fixture.control(["menu", "--menu", "no-such-menu-command"])
        #expect(broken.status == 255)
        #expect(broken.stderr.contains("the menu command could not run (status 127)"), "\(broken.stderr)")
        let usage = try fixture.control(["menu", "extra"])
        #expect(usage.status == 2 && usage.stderr.contains("usage: hud notifications"))
    }

    @Test func isPausedAndSetPausedAgreeWithDunstctl() throws {
        let fixture = try Fixture()
        func both() throws -> [String] {
            [try fixture.control(["is-paused"]).stdout, try DunstctlTests.dunstctl(fixture, ["is-paused"]).stdout]
        }
        #expect(try both() == ["false\n", "false\n"])
        #expect(try fixture.control(["set-paused", "true"]).status == 0)
        #expect(try both() == ["true\n", "true\n"])
        let held = try fixture.post(["-t", "0", "Held"])
        #expect(try fixture.control(["list"]).stdout.hasPrefix("\(held)\twaiting\t"))
        #expect(try fixture.control(["set-paused", "toggle"]).status == 0)
        #expect(try both() == ["false\n", "false\n"])
        #expect(try fixture.control(["list"]).stdout.hasPrefix("\(held)\tshown\t"))
        #expect(try fixture.control(["set-paused", "toggle"]).status == 0)
        #expect(try both() == ["true\n", "true\n"])
        #expect(try DunstctlTests.dunstctl(fixture, ["set-paused", "false"]).status == 0)
        #expect(try both() == ["false\n", "false\n"])
        let bad = try fixture.control(["set-paused", "maybe"])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("hud: notifications: set-paused takes true, false or toggle\n"))
    }
}
