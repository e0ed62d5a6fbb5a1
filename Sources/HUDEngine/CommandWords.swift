/// The words a command runs with, as the calling process builds them: the config's defaults for
/// options the command line leaves unset, a sheet's choices read from stdin, then the user's words.
/// They are what gets parsed, here or in the daemon, so both see the same command.
enum CommandWords {
    static func expand(
        command: String, _ words: [String], config: Config,
        stdinLines: () -> [String]? = StdinChoices.read
    ) -> [String] {
        var expanded = config.words(for: command, userWords: words)
        // A sheet reads its choices from stdin, like `rofi -dmenu`, unless `--action` or `--choice`
        // gives them (then the thin `hud` can hand it to the daemon, which has no stdin to read).
        if command == "sheet", let given = try? ParsedArguments(words, accepting: ShowRequest.specs),
            !given.has("action"), !given.has("choice"), let lines = stdinLines()
        {
            expanded += lines.flatMap { ["--choice", $0] }
        }
        return expanded + words
    }
}
