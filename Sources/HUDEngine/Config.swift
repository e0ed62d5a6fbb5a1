import Glibc
import HUDDaemonLink
import HUDKit
import HUDNotifications
import HUDSystem

/// A mistake in the config file, named with its path and line; it exits 2 like a usage error.
struct ConfigError: Error, Equatable {
    let message: String
}

/// `$XDG_CONFIG_HOME/hud/config` (default `~/.config/hud/config`): option defaults, INI-style.
///
/// ```
/// # comments start with # or ; (at a line's start or after a space)
/// style = dark
/// position = top
/// [alert]            # keys under a section apply to that command only, over the global ones
/// timeout = 60
/// ```
/// The command line wins: `words(for:userWords:)` turns the settings into option words for the
/// options the user did not give, to go before the user's words.
struct Config: Equatable {
    /// Each key is the option of the same name.
    static let keys = ["style", "font", "scale", "position", "monitor", "mask", "timeout", "hide-after", "blur"]
    /// The commands a config applies to: those that show something on the display. `render` and
    /// `bench` stay reproducible whatever the user's config says.
    static let commands = OverlayArguments.kinds + ["run"]
    /// `[daemon]` takes keys of its own, for the daemon itself rather than a command's options.
    static let daemonKeys = ["notifications", "osd-notifications", "history-length"]
    /// `history-length`'s bounds: the history is read whole at start and shown whole.
    static let historyLengths = 1...10_000

    struct Setting: Equatable {
        let key: String
        let value: String
        /// The `[command]` it is under; nil for a global key.
        let section: String?
    }

    private(set) var settings: [Setting] = []

    /// An empty config: no defaults.
    init() {}

    /// Reads `text`; `path` names the file in error messages.
    init(text: String, path: String) throws(ConfigError) {
        var section: String?
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            func failure(_ message: String) -> ConfigError { ConfigError(message: "\(path):\(number + 1): \(message)") }
            let line = Self.withoutComment(rawLine).trimmingSpaces()
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else { throw failure("a section needs a closing ], got \"\(line)\"") }
                let name = line.dropFirst().dropLast().trimmingSpaces()
                guard Self.commands.contains(name) || name == "daemon" else {
                    throw failure(
                        "unknown section [\(name)] (sections: \((Self.commands + ["daemon"]).joined(separator: ", ")))")
                }
                section = name
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { throw failure("expected KEY = VALUE, got \"\(line)\"") }
            let key = line[..<equals].trimmingSpaces()
            let value = Self.unquoted(line[line.index(after: equals)...].trimmingSpaces())
            if section == "daemon" || Self.daemonKeys.contains(key) {
                guard section == "daemon", Self.daemonKeys.contains(key) else {
                    throw failure("[daemon] takes \(Self.daemonKeyList), and only it does; got \"\(key)\"")
                }
                if key == "history-length" {
                    guard Int(value).map(Self.historyLengths.contains) == true else {
                        throw failure(
                            "history-length takes a number of notifications from \(Self.historyLengths.lowerBound) "
                                + "to \(Self.historyLengths.upperBound), got \"\(value)\"")
                    }
                } else if Self.yesOrNo(value) == nil {
                    throw failure("\(key) takes yes or no, got \"\(value)\"")
                }
                settings.append(Setting(key: key, value: value, section: section))
                continue
            }
            guard Self.keys.contains(key) else {
                throw failure("unknown key \"\(key)\" (keys: \(Self.keys.joined(separator: ", ")))")
            }
            guard !value.isEmpty else { throw failure("\(key) needs a value") }
            if let section, !Self.accepts(command: section, option: key) {
                throw failure("\(key) does not apply to \(section)")
            }
            do {
                _ = try ShowRequest(kind: "status", words: ["--\(key)", value])
            } catch {
                throw failure(error.message)
            }
            settings.append(Setting(key: key, value: value, section: section))
        }
    }

    /// The config file at `path` (`ConfigLocation.path()`: the user's) as it applies to `command`: an
    /// empty config when there is no file or the command takes no defaults, so that a broken config
    /// stops neither `render`, `bench` nor the daemon (which reads each caller's config itself).
    /// Only a regular file the user owns is read (`OwnRegularFile`); another is a config error.
    static func load(path: String, for command: String) throws(ConfigError) -> Config {
        guard commands.contains(command) else { return Config() }
        let bytes: [UInt8]?
        do {
            bytes = try OwnRegularFile.contents(of: path)
        } catch {
            throw ConfigError(message: "\(path): \(error.reason)")
        }
        guard let bytes else { return Config() }
        return try Config(text: String(decoding: bytes, as: UTF8.self), path: path)
    }

    /// Option words for `command`'s settings the user's words leave unset: its section's value, else
    /// the global one. Words that do not parse get none; their own parse reports the mistake.
    func words(for command: String, userWords: [String]) -> [String] {
        guard Self.commands.contains(command),
            let given = try? ParsedArguments(userWords, accepting: Self.specs(for: command))
        else { return [] }
        return Self.keys.flatMap { key -> [String] in
            guard Self.accepts(command: command, option: key), !given.has(key),
                let setting = settings.last(where: { $0.key == key && $0.section == command })
                    ?? settings.last(where: { $0.key == key && $0.section == nil })
            else { return [] }
            return ["--\(key)", setting.value]
        }
    }

    /// "notifications and osd-notifications", for messages.
    private static var daemonKeyList: String {
        daemonKeys.dropLast().joined(separator: ", ") + (daemonKeys.count > 1 ? " and " : "") + daemonKeys.last!
    }

    /// Whether the user's config says `notifications = yes` under `[daemon]`. A broken config is
    /// reported and read as no, so it never stops the daemon.
    static func daemonServesNotifications(path: String = ConfigLocation.path()) -> Bool {
        daemonSetting("notifications", path: path, fallback: false, fault: "notifications stay off", reading: yesOrNo)
    }

    /// Whether the notification server shows level notifications (a value and a replace tag) on the
    /// OSD: yes unless `osd-notifications = no` under `[daemon]`. A broken config is reported and read
    /// as yes, the default.
    static func daemonShowsLevelsOnTheOSD(path: String = ConfigLocation.path()) -> Bool {
        daemonSetting(
            "osd-notifications", path: path, fallback: true, fault: "levels show on the OSD", reading: yesOrNo)
    }

    /// How many closed notifications the history keeps: `history-length` under `[daemon]`, else
    /// `NotificationLimits.history`; a broken config is reported and read as the default.
    static func daemonHistoryLength(path: String = ConfigLocation.path()) -> Int {
        daemonSetting(
            "history-length", path: path, fallback: NotificationLimits.history,
            fault: "the history keeps \(NotificationLimits.history)", reading: { Int($0) })
    }

    /// The last `key` under `[daemon]` as `reading` takes it, else `fallback`.
    /// The daemon reads its config only for these; a broken config says so on stderr with `fault`,
    /// what the daemon does instead.
    private static func daemonSetting<Value>(
        _ key: String, path: String, fallback: Value, fault: String, reading: (String) -> Value?
    ) -> Value {
        guard TextFile.exists(path) else { return fallback }
        do {
            let config = try Config(text: TextFile.read(path) ?? "", path: path)
            return config.settings.last { $0.section == "daemon" && $0.key == key }
                .flatMap { reading($0.value) } ?? fallback
        } catch {
            StandardStream.write("hud daemon: config: \(error.message); \(fault)\n", to: STDERR_FILENO)
            return fallback
        }
    }

    /// The `blur` the user's config sets for every command (its global key): the daemon's banners
    /// are drawn on the material the overlays are. A broken config is reported and read as `auto`.
    static func daemonBlur(path: String = ConfigLocation.path()) -> BlurMode {
        guard TextFile.exists(path) else { return .auto }
        do {
            let config = try Config(text: TextFile.read(path) ?? "", path: path)
            return config.settings.last { $0.section == nil && $0.key == "blur" }
                .flatMap { BlurMode(rawValue: $0.value) } ?? .auto
        } catch {
            StandardStream.write("hud daemon: config: \(error.message); banners blur as auto\n", to: STDERR_FILENO)
            return .auto
        }
    }

    private static func yesOrNo(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "yes", "true", "on", "1": true
        case "no", "false", "off", "0": false
        default: nil
        }
    }

    private static func specs(for command: String) -> [OptionSpec] {
        command == "run" ? RunCommand.specs : ShowRequest.specs
    }

    private static func accepts(command: String, option: String) -> Bool {
        if OverlayArguments.placementOptions.contains(option) {
            return OverlayArguments.placedKinds.contains(command) || command == "run"
        }
        return specs(for: command).contains { $0.name == option }
    }

    /// A `#` or `;` at the start of a line or after a space begins a comment (no value needs one).
    private static func withoutComment(_ line: Substring) -> Substring {
        var previous: Character = " "
        for index in line.indices {
            if line[index] == "#" || line[index] == ";", previous.isWhitespace { return line[..<index] }
            previous = line[index]
        }
        return line
    }

    /// `"a b"` or `'a b'` as `a b`, for values with leading or trailing spaces.
    private static func unquoted(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first else {
            return value
        }
        return String(value.dropFirst().dropLast())
    }
}
