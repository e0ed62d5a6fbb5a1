/// One verb of `hud` (`hud NAME …`): what the thin `hud`, hud-engine and its daemon agree on about it.
/// hud-engine's `CommandTable` gives each verb its help and what runs it.
public struct Verb: Sendable {
    /// Who runs `hud NAME …`.
    public enum Route: Sendable {
        /// hud-engine, in its own process; the daemon refuses it.
        case engine
        /// The daemon serves it, but only hud-engine asks it to: the thin `hud` execs hud-engine.
        case daemonFromEngine
        /// The thin `hud` hands it to the daemon, starting one when `startsDaemon` (else it only
        /// contacts one that runs), unless `keepsOwnProcess` says of the words after NAME (up to
        /// `--`) that hud-engine must run them: it reads stdin, or runs a process of its own.
        case daemon(startsDaemon: Bool, keepsOwnProcess: @Sendable (ArraySlice<String>) -> Bool)

        /// Handed over by the thin `hud`, whatever the words, starting a daemon when none runs.
        static let daemon = Route.daemon(startsDaemon: true, keepsOwnProcess: { _ in false })
    }

    public let name: String
    /// Its line in `hud --help`; verbs side by side with the same summary share one line.
    public let summary: String
    public let route: Route

    /// Whether the daemon serves a request that names this verb, from whichever caller.
    public var daemonServes: Bool {
        if case .engine = route { return false }
        return true
    }

    /// Whether the thin `hud` starts a daemon for this verb when none runs (false: it only contacts
    /// a running one, as with nothing running there is nothing to act on).
    public var startsDaemon: Bool {
        if case .daemon(let starts, _) = route { return starts }
        return false
    }

    /// Whether the thin `hud` hands `hud NAME WORDS…` to the daemon; `words` are those after NAME,
    /// up to `--`.
    public func isHandedOver(_ words: ArraySlice<String>) -> Bool {
        if case .daemon(_, let keepsOwnProcess) = route { return !keepsOwnProcess(words) }
        return false
    }
}

/// Every verb of `hud`, in the order `hud --help` lists them. A new verb is an entry here and, in
/// hud-engine, its command (`CommandTable`).
public enum VerbTable {
    public static let all: [Verb] = [
        Verb(name: "toast", summary: "a short message that fades in and out", route: .daemon),
        Verb(name: "status", summary: "text alone, in a HUD card", route: .daemon),
        Verb(
            name: "loading", summary: "a spinner over a dimmed monitor, until hud hide, another HUD, or --for S",
            route: .daemon),
        Verb(name: "success", summary: markedStatus, route: .daemon),
        Verb(name: "error", summary: markedStatus, route: .daemon),
        Verb(name: "info", summary: markedStatus, route: .daemon),
        // `hud progress` reads stdin; the daemon shows the spinner `hud run` asks for with it.
        Verb(
            name: "progress", summary: "a progress HUD fed on stdin (zenity --progress style)",
            route: .daemonFromEngine),
        Verb(
            name: "osd",
            summary: "a volume, brightness or other level in 16 segments, changed in place by the next call",
            route: .daemon(startsDaemon: true, keepsOwnProcess: readsLevelsFromStdin)),
        Verb(name: "run", summary: "a spinner while a command runs, then success or error", route: .engine),
        Verb(name: "alert", summary: "the system alert: buttons and text fields", route: .daemon),
        Verb(name: "card", summary: "the rounded card with a sure and a cancel button", route: .daemon),
        Verb(
            name: "sheet", summary: "an action sheet; choices from stdin (rofi -dmenu style) or --action",
            route: .daemon(startsDaemon: true, keepsOwnProcess: readsChoicesFromStdin)),
        Verb(
            name: "zenity", summary: "zenity's command line: its dialogs in HUDKit's look, its output and exit codes",
            route: .daemon(startsDaemon: true, keepsOwnProcess: keepsOwnProcessAsZenity)),
        Verb(name: "render", summary: "draw one overlay into a PNG, no display needed", route: .engine),
        Verb(
            name: "hide", summary: "hide the HUD an earlier call left up (--all: alerts too)",
            route: .daemon(startsDaemon: false, keepsOwnProcess: { _ in false })),
        Verb(
            name: "daemon", summary: "the per-user, per-X-server server that keeps HUDs up between calls",
            route: .engine),
        // `hud notifications menu` runs a menu in a process of its own (NotificationMenu says why);
        // `enable` and `disable` write the user's D-Bus service file, which needs no daemon.
        Verb(
            name: "notifications",
            summary: "list, close, act on or pause the desktop notifications (hud daemon --notifications)",
            route: .daemon(
                startsDaemon: false,
                keepsOwnProcess: { words in ["menu", "enable", "disable"].contains { $0 == words.first } })),
        Verb(name: "bench", summary: "time a repaint of every variant (build with -c release)", route: .engine),
    ]

    private static let markedStatus = "a checkmark, cross or info mark with text"

    /// `hud osd --stdin` reads its levels from stdin, which only a process of its own can.
    private static func readsLevelsFromStdin(_ words: ArraySlice<String>) -> Bool {
        words.contains { $0 == "--stdin" || $0.hasPrefix("--stdin=") }
    }

    /// Without `--action …` or `--choice …` a sheet's choices come on stdin, which hud-engine reads
    /// (and then hands the sheet to the daemon itself).
    private static func readsChoicesFromStdin(_ words: ArraySlice<String>) -> Bool {
        !words.contains { word in ["--action", "--choice"].contains { word == $0 || word.hasPrefix($0 + "=") } }
    }

    /// `zenity --progress` and `--text-info` read stdin (or a file) and `--notification` and
    /// `--file-selection` talk to the session bus, in a process of their own; `zenity --list` reads
    /// its rows from stdin when its words give none (hud-engine reads the options to tell, then
    /// hands the list to the daemon); `--calendar` prints its day in the caller's locale and
    /// `--print-partial` a scale's values as they change, which only the caller's process can;
    /// `zenity --version` is answered by hud-engine.
    private static func keepsOwnProcessAsZenity(_ words: ArraySlice<String>) -> Bool {
        words.contains {
            [
                "--progress", "--text-info", "--notification", "--file-selection", "--list", "--calendar",
                "--print-partial", "--version",
            ].contains($0)
        }
    }

    /// The name `hud` answers to as zenity: run under it (a link named `zenity`), `hud` is `hud zenity`.
    public static let zenityName = "zenity"

    /// The words after the executable's name, as `hud` takes them: under the name `zenity`,
    /// `zenity ARGS…` is `hud zenity ARGS…`.
    public static func words(argv: [String]) -> [String] {
        let arguments = Array(argv.dropFirst())
        let name = argv.first?.split(separator: "/", omittingEmptySubsequences: false).last
        return name == zenityName[...] ? [zenityName] + arguments : arguments
    }

    /// The verb called `name`, if `hud` has one.
    public static func named(_ name: String) -> Verb? {
        all.first { $0.name == name }
    }
}
