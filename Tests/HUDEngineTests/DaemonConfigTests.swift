import Foundation
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

    @Test func daemonKeysStayInTheirSection() throws {
        #expect(
            throws: ConfigError(message: "c:1: [daemon] takes notifications, and only it does; got \"notifications\"")
        ) {
            try Config(text: "notifications = yes", path: "c")
        }
        #expect(throws: ConfigError(message: "c:2: [daemon] takes notifications, and only it does; got \"style\"")) {
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
