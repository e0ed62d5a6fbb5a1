import Glibc
import HUDDaemonLink
import HUDKit
import HUDNotificationBoard
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
    /// `monitor` there is the banners' monitor when they follow nothing, as in dunst.
    static let daemonKeys = [
        "notifications", "osd-notifications", "follow", "monitor", "history-length", "sticky-history", "offset",
    ]
    /// Keys for the whole session, outside any section: each process reads them as it starts.
    static let sessionKeys = ["backend"]
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

    /// Reads `text`; `path` names the file in error messages. Throws the first mistake: a command
    /// with a broken config stops rather than guess. `[rule NAME]` sections are the notification
    /// server's (`NotificationRuleParser`), not read here, so a bad rule never stops a command.
    init(text: String, path: String) throws(ConfigError) {
        let (config, problems) = Self.read(text, path: path)
        if let first = problems.first { throw ConfigError(message: first.description) }
        self = config
    }

    /// Every mistake in `text`, rules' too, in line order: what `hud daemon --check-config` prints.
    static func problems(text: String, path: String) -> [ConfigProblem] {
        (read(text, path: path).problems + NotificationRuleParser.parse(text, path: path).problems)
            .sorted { $0.line < $1.line }
    }

    /// The settings of `text`, and each line's mistake; a bad line is left out, and so is every line
    /// of an unknown section.
    private static func read(_ text: String, path: String) -> (Config, problems: [ConfigProblem]) {
        var config = Config()
        var problems: [ConfigProblem] = []
        var section: String?
        var skipping = false
        for (number, line) in ConfigLine.lines(of: text) {
            func failure(_ message: String) {
                problems.append(ConfigProblem(path: path, line: number, message: message))
            }
            switch line {
            case .blank:
                continue
            case .section(let name):
                skipping = NotificationRuleParser.isRuleSection(name)
                guard skipping || commands.contains(name) || name == "daemon" else {
                    failure(
                        "unknown section [\(name)] (sections: \((commands + ["daemon", "rule NAME"]).joined(separator: ", ")))"
                    )
                    skipping = true
                    continue
                }
                section = name
            case .malformed(let message):
                if !skipping { failure(message) }
            case .setting(let key, let value):
                guard !skipping else { continue }
                if let message = config.take(key: key, value: value, section: section) { failure(message) }
            }
        }
        return (config, problems)
    }

    /// Adds `key = value` under `section`; nil when it took, else what is wrong.
    private mutating func take(key: String, value: String, section: String?) -> String? {
        if Self.sessionKeys.contains(key) {
            guard section == nil else { return "backend applies to every command: set it before any [section]" }
            guard BackendChoice.names.contains(value) else {
                return "backend takes \(BackendChoice.names.joined(separator: ", ")), got \"\(value)\""
            }
            settings.append(Setting(key: key, value: value, section: section))
            return nil
        }
        if section == "daemon" || (Self.daemonKeys.contains(key) && !Self.keys.contains(key)) {
            guard section == "daemon", Self.daemonKeys.contains(key) else {
                return "[daemon] takes \(Self.daemonKeyList), and only it does; got \"\(key)\""
            }
            if let problem = Self.daemonValueProblem(key: key, value: value) { return problem }
            settings.append(Setting(key: key, value: value, section: section))
            return nil
        }
        guard Self.keys.contains(key) else {
            return "unknown key \"\(key)\" (keys: \(Self.keys.joined(separator: ", ")))"
        }
        guard !value.isEmpty else { return "\(key) needs a value" }
        if let section, !Self.accepts(command: section, option: key) {
            return "\(key) does not apply to \(section)"
        }
        do {
            _ = try ShowRequest(kind: "status", words: ["--\(key)", value])
        } catch {
            return error.message
        }
        settings.append(Setting(key: key, value: value, section: section))
        return nil
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

    /// Why `value` does not suit the `[daemon]` key `key`; nil when it does.
    private static func daemonValueProblem(key: String, value: String) -> String? {
        switch key {
        case "follow":
            BannerFollow(rawValue: value) == nil ? "follow takes mouse, keyboard or none, got \"\(value)\"" : nil
        case "monitor":
            value == "primary" || (Int(value) ?? -1) >= 0 ? nil : "monitor takes primary or a number, got \"\(value)\""
        case "offset":
            bannerOffset(value) == nil ? "offset takes X,Y: two numbers of points from 0, got \"\(value)\"" : nil
        case "history-length":
            Int(value).map(historyLengths.contains) == true
                ? nil
                : "history-length takes a number of notifications from \(historyLengths.lowerBound) to "
                    + "\(historyLengths.upperBound), got \"\(value)\""
        default:
            ConfigLine.yesOrNo(value) == nil ? "\(key) takes yes or no, got \"\(value)\"" : nil
        }
    }

    /// "notifications and osd-notifications", for messages.
    private static var daemonKeyList: String {
        daemonKeys.dropLast().joined(separator: ", ") + (daemonKeys.count > 1 ? " and " : "") + daemonKeys.last!
    }

    /// Whether the user's config says `notifications = yes` under `[daemon]`. A broken config is
    /// reported and read as no, so it never stops the daemon.
    static func daemonServesNotifications(path: String = ConfigLocation.path()) -> Bool {
        daemonSetting("notifications", path: path, fallback: false, fault: "notifications stay off")
    }

    /// Whether the notification server shows level notifications (a value and a replace tag) on the
    /// OSD: yes unless `osd-notifications = no` under `[daemon]`. A broken config is reported and read
    /// as yes, the default.
    static func daemonShowsLevelsOnTheOSD(path: String = ConfigLocation.path()) -> Bool {
        daemonSetting("osd-notifications", path: path, fallback: true, fault: "levels show on the OSD")
    }

    /// Whether a notification popped from the history stays until dismissed: yes unless
    /// `sticky-history = no` under `[daemon]` (dunst's `sticky_history`). A broken config is reported
    /// and read as yes, the default.
    static func daemonKeepsPoppedNotifications(path: String = ConfigLocation.path()) -> Bool {
        daemonSetting("sticky-history", path: path, fallback: true, fault: "popped notifications stay")
    }

    /// How many closed notifications the history keeps: `history-length` under `[daemon]`, else
    /// `NotificationLimits.history`; a broken config is reported and read as the default.
    static func daemonHistoryLength(path: String = ConfigLocation.path()) -> Int {
        daemonSettings(path: path, fault: "the history keeps \(NotificationLimits.history)")["history-length"]
            .flatMap { Int($0) } ?? NotificationLimits.history
    }

    /// The monitor the notification banners go to (`follow`, and `monitor` when they follow
    /// nothing): the one under the pointer by default. A broken config is reported and read as that.
    static func daemonBannerMonitor(path: String = ConfigLocation.path()) -> MonitorChoice {
        let daemon = daemonSettings(path: path, fault: "banners follow the mouse")
        let monitor = daemon["monitor"]
        switch daemon["follow"].flatMap(BannerFollow.init(rawValue:)) ?? (monitor == nil ? .mouse : .none) {
        case .mouse: return .pointer
        case .keyboard: return .focusedWindow
        case .none: return monitor.flatMap(MonitorChoice.init(parsing:)) ?? .primary
        }
    }

    /// How far the banners keep in from their corner (`offset = X,Y` under `[daemon]`, dunst's key;
    /// its `XxY` spelling too): none by default, and none for a broken config, which is reported.
    static func daemonBannerOffset(path: String = ConfigLocation.path()) -> Point {
        daemonSettings(path: path, fault: "banners keep no offset")["offset"].flatMap(bannerOffset) ?? .zero
    }

    /// `X,Y` or `XxY`, each a number of points from 0 to 10,000; nil otherwise.
    private static func bannerOffset(_ value: String) -> Point? {
        let parts = value.split(separator: value.contains(",") ? "," : "x", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double(String($0.filter { !$0.isWhitespace })) }
        guard parts.count == 2, numbers.count == 2, numbers.allSatisfy({ (0...10_000).contains($0) }) else {
            return nil
        }
        return Point(x: numbers[0], y: numbers[1])
    }

    /// The last yes-or-no `key` under `[daemon]`, else `fallback`. The daemon reads its config only
    /// for these; a broken config says so on stderr with `fault`, what the daemon does instead.
    private static func daemonSetting(_ key: String, path: String, fallback: Bool, fault: String) -> Bool {
        daemonSettings(path: path, fault: fault)[key].flatMap(ConfigLine.yesOrNo) ?? fallback
    }

    /// The keys set under `[daemon]`, each with its last value; none when the config is broken (said
    /// on stderr with `fault`).
    private static func daemonSettings(path: String, fault: String) -> [String: String] {
        guard TextFile.exists(path) else { return [:] }
        do {
            let config = try Config(text: TextFile.read(path) ?? "", path: path)
            return Dictionary(
                config.settings.filter { $0.section == "daemon" }.map { ($0.key, $0.value) }
            ) { _, last in last }
        } catch {
            StandardStream.write("hud daemon: config: \(error.message); \(fault)\n", to: STDERR_FILENO)
            return [:]
        }
    }

    /// The display backend the config chooses (`backend = auto|x11|wayland`), made the process's
    /// `HUD_BACKEND` unless that is set already (the environment wins): the library reads it where
    /// it opens the display. A broken config is left to the command's own reading to report.
    static func applyBackend(path: String = ConfigLocation.path()) {
        // Only a regular file of ours is read (a FIFO would block the start of every command).
        guard getenv("HUD_BACKEND") == nil, let bytes = try? OwnRegularFile.contents(of: path),
            let config = try? Config(text: String(decoding: bytes, as: UTF8.self), path: path),
            let backend = config.settings.last(where: { $0.key == "backend" })
        else { return }
        setenv("HUD_BACKEND", backend.value, 1)
    }

    /// The `blur` the user's config sets for every command (its global key): the daemon's banners
    /// are drawn on the material the overlays are. A broken config is reported and read as `auto`.
    static func daemonBlur(path: String = ConfigLocation.path()) -> BlurMode {
        guard TextFile.exists(path) else { return .auto }
        do {
            let config = try Config(text: TextFile.read(path) ?? "", path: path)
            return config.settings.last { $0.section == nil && $0.key == "blur" }
                .flatMap { BlurMode(parsing: $0.value) } ?? .auto
        } catch {
            StandardStream.write("hud daemon: config: \(error.message); banners blur as auto\n", to: STDERR_FILENO)
            return .auto
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
}

/// `follow` under `[daemon]`, dunst's key: what decides the monitor a new banner stack appears on.
enum BannerFollow: String {
    /// The monitor under the pointer.
    case mouse
    /// The monitor of the focused window.
    case keyboard
    /// The `monitor` setting (the primary by default).
    case none
}
