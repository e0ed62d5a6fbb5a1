import Foundation
import HUDTestHarness
import Testing

/// Debian's `/usr/bin/dunstctl` (dbus-send and busctl underneath) against `hud daemon
/// --notifications` on the private bus, each answer checked against the board as `hud
/// notifications` reports it.
@Suite("dunstctl against the notification server", .serialized)
struct DunstctlTests {
    typealias Fixture = NotificationsInterfaceTests.Fixture

    static func dunstctl(_ fixture: Fixture, _ words: [String]) throws -> ProcessOutput {
        try ProcessRunner.run(
            ProcessRunner.locate("dunstctl", package: "dunst"), words, environment: fixture.environment)
    }

    /// `gdbus call` on the dunst interface's object, any interface's method.
    static func call(_ fixture: Fixture, _ method: String, _ arguments: [String] = []) throws -> ProcessOutput {
        try fixture.bus.gdbus(
            [
                "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                "/org/freedesktop/Notifications", "--method", method,
            ] + arguments)
    }

    /// The ids `hud notifications list` or `history` prints, in its order.
    static func ids(_ fixture: Fixture, _ verb: String) throws -> [UInt32] {
        try fixture.control([verb]).stdout.split(separator: "\n").compactMap {
            UInt32($0.split(separator: "\t")[0])
        }
    }

    @Test func countCloseCloseAllHistoryAndHistoryPop() throws {
        let fixture = try Fixture()
        let first = try fixture.post(["-t", "0", "-c", "email", "First", "one"])
        let second = try fixture.post(["-t", "0", "-h", "int:value:40", "Second", "two"])
        let critical = try fixture.post(["-u", "critical", "Critical", "three"])
        #expect(try Self.dunstctl(fixture, ["count", "displayed"]).stdout == "3\n")
        #expect(
            try Self.dunstctl(fixture, ["count"]).stdout
                == "              Waiting: 0\n  Currently displayed: 3\n              History: 0\n")

        // dunst's first displayed one: the most urgent, then the oldest.
        #expect(try Self.dunstctl(fixture, ["close"]).status == 0)
        #expect(try Self.ids(fixture, "list") == [first, second])
        #expect(try Self.ids(fixture, "history") == [critical])
        #expect(try Self.dunstctl(fixture, ["close"]).status == 0)
        #expect(try Self.ids(fixture, "list") == [second])
        #expect(try Self.dunstctl(fixture, ["close-all"]).status == 0)
        #expect(try Self.ids(fixture, "list").isEmpty)
        #expect(try Self.dunstctl(fixture, ["count", "history"]).stdout == "3\n")
        #expect(try fixture.control(["count", "history"]).stdout == "3\n")

        // busctl's JSON: newest first, dunst 1.9's keys and types.
        let history = try Self.dunstctl(fixture, ["history"])
        #expect(history.status == 0, "\(history.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])
        #expect(json["type"] as? String == "aa{sv}")
        let entries = try #require((json["data"] as? [[[String: [String: Any]]]])?.first)
        #expect(entries.map { $0["id"]?["data"] as? Int } == [second, first, critical].map { Int($0) })
        let types = [
            "body": "s", "message": "s", "summary": "s", "appname": "s", "category": "s",
            "default_action_name": "s", "icon_path": "s", "id": "i", "timestamp": "x", "timeout": "x", "progress": "i",
        ]
        for entry in entries {
            #expect(entry.mapValues { $0["type"] as? String } == types)
        }
        let latest = entries[0]
        #expect(latest["summary"]?["data"] as? String == "Second")
        #expect(latest["message"]?["data"] as? String == "<b>Second</b>\ntwo")
        #expect(latest["progress"]?["data"] as? Int == 40)
        #expect(latest["timeout"]?["data"] as? Int == 0)
        #expect(entries[1]["category"]?["data"] as? String == "email")
        #expect(entries[1]["progress"]?["data"] as? Int == -1)

        // history-pop: the latest closed, then the one named, each under its id.
        #expect(try Self.dunstctl(fixture, ["history-pop"]).status == 0)
        #expect(try Self.ids(fixture, "list") == [second])
        #expect(try Self.dunstctl(fixture, ["history-pop", "\(critical)"]).status == 0)
        #expect(try Self.ids(fixture, "list") == [second, critical])
        #expect(try Self.ids(fixture, "history") == [first])
        let unknown = try Self.dunstctl(fixture, ["history-pop", "4242"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("org.freedesktop.Notifications.Error.NotFound: no notification 4242"))
        #expect(try Self.dunstctl(fixture, ["count", "displayed"]).stdout == "2\n")
        #expect(try Self.dunstctl(fixture, ["count", "waiting"]).stdout == "0\n")
    }

    /// A notification that expired while the user was away, popped back: it stays until dismissed,
    /// as in dunst (`sticky_history`), and `dunstctl close` dismisses it. The daemon runs on the real
    /// clock, so staying is seen by waiting.
    @Test func aPoppedNotificationStaysUntilClosed() throws {
        let fixture = try Fixture()
        let id = try fixture.post(["-t", "300", "Away", "it expired while you were out"])
        try waitUntil("it to expire", timeout: .seconds(10), interval: .milliseconds(50)) {
            try Self.ids(fixture, "history") == [id]
        }
        #expect(try Self.dunstctl(fixture, ["history-pop"]).status == 0)
        #expect(try Self.ids(fixture, "list") == [id])
        Thread.sleep(forTimeInterval: 5)
        #expect(try Self.dunstctl(fixture, ["count", "displayed"]).stdout == "1\n")
        #expect(try Self.dunstctl(fixture, ["close"]).status == 0)
        #expect(try Self.dunstctl(fixture, ["count", "displayed"]).stdout == "0\n")
        #expect(try Self.ids(fixture, "history") == [id])
    }

    /// `sticky-history = no` gives a popped notification its own timeout back.
    @Test func withStickyHistoryOffAPoppedNotificationExpiresAgain() throws {
        let fixture = try Fixture(config: "[daemon]\nsticky-history = no\n")
        let id = try fixture.post(["-t", "300", "Away", "it expired while you were out"])
        try waitUntil("it to expire", timeout: .seconds(10), interval: .milliseconds(50)) {
            try Self.ids(fixture, "history") == [id]
        }
        #expect(try Self.dunstctl(fixture, ["history-pop"]).status == 0)
        #expect(try Self.ids(fixture, "list") == [id])
        try waitUntil("it to expire again", timeout: .seconds(10), interval: .milliseconds(50)) {
            try Self.dunstctl(fixture, ["count", "displayed"]).stdout == "0\n"
        }
        #expect(try Self.ids(fixture, "history") == [id])
    }

    @Test func pausedIsDoNotDisturbAndBarsHearItChange() throws {
        let fixture = try Fixture()
        let monitor = try fixture.bus.monitor()
        #expect(try Self.dunstctl(fixture, ["is-paused"]).stdout == "false\n")
        #expect(try Self.dunstctl(fixture, ["set-paused", "true"]).status == 0)
        #expect(try Self.dunstctl(fixture, ["is-paused"]).stdout == "true\n")
        let held = try fixture.post(["-t", "0", "Held"])
        #expect(try Self.dunstctl(fixture, ["count", "waiting"]).stdout == "1\n")
        #expect(try fixture.control(["list"]).stdout.hasPrefix("\(held)\twaiting\t"))
        #expect(try Self.dunstctl(fixture, ["set-paused", "toggle"]).status == 0)
        #expect(try Self.dunstctl(fixture, ["is-paused"]).stdout == "false\n")
        #expect(try fixture.control(["list"]).stdout.hasPrefix("\(held)\tshown\t"))
        #expect(try Self.dunstctl(fixture, ["set-paused", "toggle"]).status == 0)
        #expect(try Self.dunstctl(fixture, ["is-paused"]).stdout == "true\n")
        #expect(try fixture.control(["resume"]).status == 0)
        #expect(try Self.dunstctl(fixture, ["is-paused"]).stdout == "false\n", "hud's resume is dunst's paused")
        #expect(try Self.dunstctl(fixture, ["set-paused", "false"]).status == 0)

        let signal = "org.freedesktop.DBus.Properties.PropertiesChanged ('org.dunstproject.cmd0', "
        let expected = [
            "{'paused': <true>, 'pauseLevel': <uint32 100>}", "{'waitingLength': <uint32 1>}",
            "{'paused': <false>, 'pauseLevel': <uint32 0>, 'displayedLength': <uint32 1>, 'waitingLength': <uint32 0>}",
            "{'paused': <true>, 'pauseLevel': <uint32 100>}", "{'paused': <false>, 'pauseLevel': <uint32 0>}",
        ]
        try waitUntil("five PropertiesChanged", timeout: .seconds(5)) {
            monitor.stdout.components(separatedBy: signal).count == expected.count + 1
        }
        let changes = monitor.stdout.components(separatedBy: signal).dropFirst().map {
            String($0.prefix { $0 != "\n" })
        }
        #expect(changes == expected.map { $0 + ", @as [])" }, "\(monitor.stdout)")
    }

    @Test func actionTakesTheDefaultOrOnlyActionAtAPosition() throws {
        let fixture = try Fixture()
        let waiting = try fixture.notifySend(["-w", "-A", "default=Open", "-A", "later=Later", "Build done"])
        try waitUntil("the notification") { try Self.ids(fixture, "list").count == 1 }
        let clicked = try Self.dunstctl(fixture, ["action"])
        #expect(clicked.status == 0, "\(clicked.stderr)")
        #expect(try waiting.wait(timeout: .seconds(10)) == 0)
        #expect(waiting.stdout == "default\n")
        #expect(try Self.ids(fixture, "list").isEmpty, "closed, as a click closes it")

        let single = try fixture.notifySend(["-w", "-A", "later=Later", "One action"])
        // One after the other, so that the positions are known.
        try waitUntil("the first notification") { try Self.ids(fixture, "list").count == 1 }
        let several = try fixture.notifySend(["-w", "-A", "a=A", "-A", "b=B", "Two actions"])
        defer { several.stop() }
        try waitUntil("both notifications") { try Self.ids(fixture, "list").count == 2 }
        let menu = try Self.dunstctl(fixture, ["action", "1"])
        #expect(menu.status == 1)
        #expect(menu.stderr.contains("org.freedesktop.DBus.Error.NotSupported"), "\(menu.stderr)")
        #expect(menu.stderr.contains("HUDKit has no context menu"), "\(menu.stderr)")
        let beyond = try Self.dunstctl(fixture, ["action", "5"])
        #expect(beyond.stderr.contains("org.freedesktop.DBus.Error.InvalidArgs: no notification at position 5"))
        #expect(try Self.dunstctl(fixture, ["action", "0"]).status == 0)
        #expect(try single.wait(timeout: .seconds(10)) == 0)
        #expect(single.stdout == "later\n")
        #expect(try Self.dunstctl(fixture, ["count", "displayed"]).stdout == "1\n")
    }

    @Test func whatHUDKitCannotDoAndBadInputAnswerErrorsAndTheDaemonServesOn() throws {
        let fixture = try Fixture()
        let rule = try Self.dunstctl(fixture, ["rule", "spotify", "enable"])
        #expect(rule.status == 1)
        #expect(
            rule.stderr.contains("org.freedesktop.DBus.Error.InvalidArgs: no rule named \"spotify\" (rules: none)"),
            "\(rule.stderr)")
        let context = try Self.dunstctl(fixture, ["context"])
        #expect(context.stderr.contains("org.freedesktop.DBus.Error.NotSupported: ContextMenuCall"))

        let string = try Self.call(
            fixture, "org.freedesktop.DBus.Properties.Set", ["org.dunstproject.cmd0", "paused", "<'yes'>"])
        #expect(string.status != 0)
        #expect(string.stderr.contains("InvalidArgs") && string.stderr.contains("paused"), "\(string.stderr)")
        let readOnly = try Self.call(
            fixture, "org.freedesktop.DBus.Properties.Set", ["org.dunstproject.cmd0", "displayedLength", "<uint32 3>"])
        #expect(readOnly.status != 0 && readOnly.stderr.contains("displayedLength"), "\(readOnly.stderr)")
        // gdbus checks types against the introspection itself; dbus-send puts a string on the wire.
        let wrongType = try ProcessRunner.run(
            ProcessRunner.locate("dbus-send", package: "dbus-bin"),
            [
                "--session", "--print-reply", "--dest=org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                "org.dunstproject.cmd0.NotificationAction", "string:first",
            ], environment: fixture.environment)
        #expect(wrongType.status != 0 && wrongType.stderr.contains("InvalidArgs"), "\(wrongType.stderr)")
        let unknown = try Self.call(fixture, "org.dunstproject.cmd0.NotificationPopHistory", ["4242"])
        #expect(unknown.stderr.contains("org.freedesktop.Notifications.Error.NotFound"), "\(unknown.stderr)")

        #expect(try Self.call(fixture, "org.dunstproject.cmd0.Ping").stdout == "()\n")
        #expect(
            try Self.call(
                fixture, "org.freedesktop.DBus.Properties.Set", ["org.dunstproject.cmd0", "pauseLevel", "<uint32 7>"]
            )
            .status == 0)
        #expect(try Self.dunstctl(fixture, ["is-paused"]).stdout == "true\n")
        #expect(
            try Self.call(fixture, "org.freedesktop.DBus.Properties.Get", ["org.dunstproject.cmd0", "pauseLevel"])
                .stdout
                == "(<uint32 7>,)\n")

        #expect(fixture.daemon.isRunning)
        #expect(try Self.dunstctl(fixture, ["set-paused", "false"]).status == 0)
        _ = try fixture.post(["-t", "0", "Still serving"])
        #expect(try Self.dunstctl(fixture, ["count", "displayed"]).stdout == "1\n")
    }
}
