import Foundation
import HUDKit
import HUDTestHarness
import Testing

@testable import HUDEngine

@Suite("hud's config file")
struct ConfigTests {
    let text = """
        # defaults for every command that shows something
        style = dark
        position = top
        timeout = 30 ; seconds

        [alert]   # dialogs wait longer
        timeout = 60
        """

    @Test func theCommandLineWinsAndSectionsWinOverGlobalKeys() throws {
        let config = try Config(text: text, path: "config")
        #expect(
            config.words(for: "success", userWords: ["Done", "--style", "light"])
                == ["--position", "top", "--timeout", "30"])
        // An alert has no placement; its section's timeout wins over the global one.
        #expect(config.words(for: "alert", userWords: []) == ["--style", "dark", "--timeout", "60"])
        #expect(config.words(for: "alert", userWords: ["--timeout=5"]) == ["--style", "dark"])
        // `run` has no --timeout; render stays reproducible.
        #expect(config.words(for: "run", userWords: ["--", "true"]) == ["--style", "dark", "--position", "top"])
        #expect(config.words(for: "render", userWords: []) == [])
    }

    /// `backend =` is the session's, for every command and the daemon: taken at the top only, as one of
    /// its three names, and never an option word.
    @Test func theBackendIsChosenAtTheTopOnly() throws {
        let config = try Config(text: "backend = wayland\nstyle = dark\n", path: "config")
        #expect(config.words(for: "alert", userWords: []) == ["--style", "dark"])
        #expect(throws: ConfigError.self) { try Config(text: "[alert]\nbackend = x11\n", path: "config") }
        #expect(throws: ConfigError.self) { try Config(text: "backend = gtk\n", path: "config") }
    }

    @Test func configWordsParseBeforeTheUsersWords() throws {
        let config = try Config(text: text, path: "config")
        let words = CommandWords.expand(command: "info", ["Note", "--position", "bottom"], config: config)
        let request = try ShowRequest(kind: "info", words: words)
        #expect(request.options.appearance == .dark)
        #expect(request.timeout == 30)
        guard case .status(let model) = request.overlay else {
            Issue.record("not a status HUD")
            return
        }
        #expect(model.placement?.position == .bottom)
    }

    @Test(arguments: [
        ("style = dark\ncolour = red", "config:2: unknown key \"colour\""),
        ("\n\nscale = -1", "config:3: --scale must be > 0"),
        ("style = purple", "config:1: --style needs auto, light or dark"),
        ("font = Comic Sans", "config:1: --font needs an absolute path"),
        ("font = /etc/hostname", "config:1: --font \"/etc/hostname\" is not a font file"),
        ("[alert]\nposition = top", "config:2: position does not apply to alert"),
        ("[nosuch]", "config:1: unknown section [nosuch]"),
        ("just words", "config:1: expected KEY = VALUE"),
        ("timeout =", "config:1: timeout needs a value"),
    ])
    func anInvalidLineIsNamedWithItsNumber(text: String, message: String) {
        #expect {
            try Config(text: text, path: "config")
        } throws: { ($0 as? ConfigError)?.message.hasPrefix(message) == true }
    }

    @Test func aFontFileSetsTheTextFamilyFirst() throws {
        let mono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
        let config = try Config(text: "font = \(mono)", path: "config")
        let words = CommandWords.expand(command: "toast", ["Hi"], config: config)
        #expect(try ShowRequest(kind: "toast", words: words).options.fontFile == mono)
        #expect(FontLibrary.family(ofFontFile: mono) == "DejaVu Sans Mono")
    }

    @Test func aMissingFileIsAnEmptyConfig() throws {
        #expect(try Config.load(path: "/nonexistent/hud/config", for: "toast") == Config())
    }

    @Test(arguments: ["render", "bench", "daemon", "hide"])
    func commandsWithoutDefaultsIgnoreEvenABrokenFile(command: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hud-config-\(UUID().uuidString)").path
        try "mask = purple\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Config.load(path: path, for: command) == Config())
        #expect(throws: ConfigError.self) { try Config.load(path: path, for: "toast") }
    }

    @Test func ruleSectionsAreTheNotificationServersAndABadRuleStopsNoCommand() throws {
        let config = try Config(
            text: "style = dark\n[rule r]\napp = *\nurgency = urgent\n[info]\nposition = top", path: "c")
        #expect(config.words(for: "info", userWords: []) == ["--style", "dark", "--position", "top"])
    }

    @Test func everyProblemIsCollectedInLineOrderRulesToo() {
        let text = """
            style = purple
            [rule backup]
            summary = Backup*
            urgency = urgent
            [nosuch]
            ignored = here
            [toast]
            colour = red
            [rule]
            """
        #expect(
            Config.problems(text: text, path: "c").map(\.description) == [
                "c:1: --style needs auto, light or dark, got \"purple\"",
                "c:4: urgency takes low, normal or critical, got \"urgent\"",
                "c:5: unknown section [nosuch] (sections: \((Config.commands + ["daemon", "rule NAME"]).joined(separator: ", ")))",
                "c:8: unknown key \"colour\" (keys: \(Config.keys.joined(separator: ", ")))",
                "c:9: a rule needs a name: [rule NAME]",
            ])
        #expect(Config.problems(text: "[rule ok]\napp = x\nskip = yes\n", path: "c").isEmpty)
    }
}

@Suite("hud with a config file")
struct ConfigFileTests {
    @Test func anInvalidConfigStopsTheCommandWithItsLineNumber() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hud-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("hud"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("hud/config").path
        try "style = dark\nmask = purple\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try HUDProcess.shell("XDG_CONFIG_HOME='\(directory.path)' DISPLAY= \"$HUD\" toast hi")
        #expect(result.status == 2)
        #expect(
            result.stderr == "hud: config: \(path):2: --mask needs none, clear, black or gradient, got \"purple\"\n")
    }
}
