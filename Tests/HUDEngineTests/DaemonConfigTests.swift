import Foundation
import HUDKit
import Testing

@testable import HUDEngine

@Suite("the config's [daemon] section")
struct DaemonConfigTests {
    func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hud-config-\(UUID().uuidString)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func notificationsYesTurnsTheServerOn() throws {
        for (text, expected) in [
            ("[daemon]\nnotifications = yes\n", true), ("[daemon]\nnotifications = off\n", false),
            ("style = dark\n", false), ("[daemon]\nnotifications = yes\nnotifications = no\n", false),
        ] {
            let path = try file(text)
            defer { unlink(path) }
            #expect(Config.daemonServesNotifications(path: path) == expected, "\(text)")
        }
        #expect(!Config.daemonServesNotifications(path: "/nonexistent/hud/config"))
    }

    @Test func osdNotificationsNoKeepsLevelsOnBanners() throws {
        for (text, expected) in [
            ("[daemon]\nosd-notifications = no\n", false), ("[daemon]\nosd-notifications = yes\n", true),
            ("[daemon]\nnotifications = yes\n", true), ("style = dark\n", true),
            ("[daemon]\nosd-notifications = off\nosd-notifications = on\n", true),
            // A broken config reads as the default, as it does for notifications.
            ("[daemon]\nosd-notifications = maybe\n", true),
        ] {
            let path = try file(text)
            defer { unlink(path) }
            #expect(Config.daemonShowsLevelsOnTheOSD(path: path) == expected, "\(text)")
        }
        #expect(Config.daemonShowsLevelsOnTheOSD(path: "/nonexistent/hud/config"))
        #expect(
            throws: ConfigError(
                message:
                    "c:1: [daemon] takes notifications, osd-notifications, follow, monitor, history-length, sticky-history and offset, and only it does; got \"osd-notifications\""
            )
        ) {
            try Config(text: "osd-notifications = no", path: "c")
        }
    }

    @Test func historyLengthSetsHowManyTheHistoryKeeps() throws {
        for (text, expected) in [
            ("[daemon]\nhistory-length = 50\n", 50), ("style = dark\n", 200),
            ("[daemon]\nhistory-length = 10000\nhistory-length = 1\n", 1),
            // A broken config reads as the default.
            ("[daemon]\nhistory-length = 0\n", 200),
        ] {
            let path = try file(text)
            defer { unlink(path) }
            #expect(Config.daemonHistoryLength(path: path) == expected, "\(text)")
        }
        #expect(Config.daemonHistoryLength(path: "/nonexistent/hud/config") == 200)
        for value in ["0", "10001", "-3", "many", ""] {
            #expect(
                throws: ConfigError(
                    message: "c:2: history-length takes a number of notifications from 1 to 10000, got \"\(value)\"")
            ) {
                try Config(text: "[daemon]\nhistory-length = \(value)", path: "c")
            }
        }
    }

    @Test func offsetMovesTheBannersInFromTheirCorner() throws {
        for (text, expected) in [
            ("[daemon]\noffset = 10,50\n", Point(x: 10, y: 50)), ("[daemon]\noffset = 10x50\n", Point(x: 10, y: 50)),
            ("[daemon]\noffset = 0, 24.5\n", Point(x: 0, y: 24.5)), ("style = dark\n", .zero),
            // A broken config reads as no offset.
            ("[daemon]\noffset = -4,10\n", .zero),
        ] {
            let path = try file(text)
            defer { unlink(path) }
            #expect(Config.daemonBannerOffset(path: path) == expected, "\(text)")
        }
        for value in ["10", "10,50,3", "a,b", "-1,0", "10,", ""] {
            #expect(
                throws: ConfigError(message: "c:2: offset takes X,Y: two numbers of points from 0, got \"\(value)\"")
            ) {
                try Config(text: "[daemon]\noffset = \(value)", path: "c")
            }
        }
    }

    @Test func followAndMonitorChooseTheBannersMonitor() throws {
        for (text, expected) in [
            ("", MonitorChoice.pointer), ("[daemon]\nfollow = mouse\n", .pointer),
            ("[daemon]\nfollow = keyboard\n", .focusedWindow), ("[daemon]\nfollow = none\n", .primary),
            ("[daemon]\nfollow = none\nmonitor = 1\n", .index(1)),
            // monitor alone means follow = none, as in dunst; a global monitor is the overlays', not theirs.
            ("[daemon]\nmonitor = 1\n", .index(1)), ("monitor = 1\n", .pointer),
            ("[daemon]\nfollow = mouse\nmonitor = 1\n", .pointer),
            // A broken config reads as the default.
            ("[daemon]\nfollow = eyes\n", .pointer),
        ] {
            let path = try file(text)
            defer { unlink(path) }
            #expect(Config.daemonBannerMonitor(path: path) == expected, "\(text)")
        }
        #expect(throws: ConfigError(message: "c:2: follow takes mouse, keyboard or none, got \"eyes\"")) {
            try Config(text: "[daemon]\nfollow = eyes", path: "c")
        }
        #expect(throws: ConfigError(message: "c:2: monitor takes primary or a number, got \"pointer\"")) {
            try Config(text: "[daemon]\nmonitor = pointer", path: "c")
        }
        #expect(
            throws: ConfigError(
                message:
                    "c:1: [daemon] takes notifications, osd-notifications, follow, monitor, history-length, sticky-history and offset, and only it does; got \"follow\""
            )
        ) {
            try Config(text: "follow = mouse", path: "c")
        }
    }

    @Test func daemonKeysStayInTheirSection() throws {
        #expect(
            throws: ConfigError(
                message:
                    "c:1: [daemon] takes notifications, osd-notifications, follow, monitor, history-length, sticky-history and offset, and only it does; got \"notifications\""
            )
        ) {
            try Config(text: "notifications = yes", path: "c")
        }
        #expect(
            throws: ConfigError(
                message:
                    "c:2: [daemon] takes notifications, osd-notifications, follow, monitor, history-length, sticky-history and offset, and only it does; got \"style\""
            )
        ) {
            try Config(text: "[daemon]\nstyle = dark", path: "c")
        }
        #expect(throws: ConfigError(message: "c:2: notifications takes yes or no, got \"maybe\"")) {
            try Config(text: "[daemon]\nnotifications = maybe", path: "c")
        }
        // A broken config reads as no: it never keeps the daemon from starting.
        let broken = try file("[daemon]\nnotifications = maybe")
        defer { unlink(broken) }
        #expect(!Config.daemonServesNotifications(path: broken))
        // Commands take nothing from [daemon].
        #expect(
            (try? Config(text: "[daemon]\nnotifications = yes", path: "c"))?.words(for: "toast", userWords: ["x"]) == []
        )
    }
}
