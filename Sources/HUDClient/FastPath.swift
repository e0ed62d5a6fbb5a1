import HUDDaemonLink

/// Which calls the thin `hud` hands to the daemon itself: those `VerbTable` routes to it (show
/// commands that return or wait for an answer without reading stdin, `hide`, `notifications`).
/// Everything else (render, bench, progress, run, daemon, --help, a sheet whose choices come on
/// stdin, osd --stdin, notifications menu, HUD_NO_DAEMON=1) goes to hud-engine.
enum FastPath {
    /// The daemon request for the words after `hud`, or nil when hud-engine must run them. The daemon
    /// parses them as hud-engine would, after the defaults of the config file named here.
    static func request(for words: [String], environment: [String: String]) -> DaemonMessage.Request? {
        guard let command = words.first, DaemonClient.isEnabled(in: environment) else { return nil }
        // `hud run … -- CMD --help` is not a call for help, but `run` never takes this path anyway.
        let ownWords = words.dropFirst().prefix { $0 != "--" }
        guard !ownWords.contains("--help"), !ownWords.contains("-h") else { return nil }
        guard let verb = VerbTable.named(command), verb.isHandedOver(ownWords) else { return nil }
        return DaemonMessage.Request(argv: words, config: ConfigLocation.path(environment: environment))
    }

    /// Whether the daemon is started for this request when none runs; `hud hide` and `hud
    /// notifications` only talk to one already running: with none, there is nothing to act on.
    static func startsDaemon(_ request: DaemonMessage.Request) -> Bool {
        VerbTable.named(request.argv[0])?.startsDaemon ?? false
    }
}
