import HUDDaemonLink

/// `hud hide [--all]`: takes away what earlier commands left up, through the daemon.
enum HideCommand {
    static let usage = """
        usage: hud hide [--all]
          Hides the HUD an earlier hud loading / status / success / error / info left on $DISPLAY (it
          fades out), through the hud daemon. --all hides every overlay the daemon shows: the HUD,
          toasts, and alerts (whose callers then exit 1 as if cancelled).
          Does nothing, successfully, when no daemon runs: then nothing is up.
        exit status: 0 done, 2 usage error, 255 runtime error
        examples:
          hud loading "Syncing…"; rsync -a src/ dst/; hud hide
          hud hide --all
        """

    static func run(_ words: [String]) throws -> Int32 {
        _ = try hidesAll(words)
        return DaemonClient.exchange(DaemonMessage.Request(argv: ["hide"] + words), start: false) ?? ExitStatus.ok
    }

    /// Whether the words (checked) ask for `--all`.
    static func hidesAll(_ words: [String]) throws(UsageError) -> Bool {
        let arguments = try ParsedArguments(words, accepting: [.flag("all")])
        if let extra = arguments.positionals.first { throw UsageError(message: "unexpected argument \"\(extra)\"") }
        return arguments.has("all")
    }
}
