import HUDDaemonLink

/// Which calls the thin `hud` hands to the daemon itself: the show commands that return or wait
/// for an answer without reading stdin, and `hide`. Everything else (render, bench, progress, run,
/// daemon, --help, a sheet whose choices come on stdin, osd --stdin, notifications menu, HUD_NO_DAEMON=1) goes
/// to hud-engine.
enum FastPath {
    static let commands: Set = [
        "toast", "loading", "status", "success", "error", "info", "card", "alert", "hide",
        "notifications", "osd",
    ]
    /// Commands that only talk to a daemon already running: with none, there is nothing to act on.
    static let neverStarting: Set = ["hide", "notifications"]

    /// The daemon request for the words after `hud`, or nil when hud-engine must run them. The daemon
    /// parses them as hud-engine would, after the defaults of the config file named here.
    static func request(for words: [String], environment: [String: String]) -> DaemonMessage.Request? {
        guard let command = words.first, DaemonClient.isEnabled(in: environment) else { return nil }
        // `hud run … -- CMD --help` is not a call for help, but `run` never takes this path anyway.
        let ownWords = words.dropFirst().prefix { $0 != "--" }
        guard !ownWords.contains("--help"), !ownWords.contains("-h") else { return nil }
        guard commands.contains(command) || command == "sheet" && ownWords.contains(where: namesChoices) else {
            return nil
        }
        // `hud notifications menu` runs a menu in a process of its own (NotificationMenu says why).
        if command == "notifications", ownWords.first == "menu" { return nil }
        // `hud osd --stdin` reads its levels from stdin, which only a process of its own can.
        if command == "osd", ownWords.contains(where: { $0 == "--stdin" || $0.hasPrefix("--stdin=") }) { return nil }
        return DaemonMessage.Request(argv: words, config: ConfigLocation.path(environment: environment))
    }

    /// `--action …` or `--choice …`: the sheet's choices are on the command line, so hud-engine would not read stdin.
    private static func namesChoices(_ word: String) -> Bool {
        ["--action", "--choice"].contains { word == $0 || word.hasPrefix($0 + "=") }
    }
}
