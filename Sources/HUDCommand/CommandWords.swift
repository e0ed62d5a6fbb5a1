import Foundation

/// The words a command runs with, as the calling process builds them: the config's defaults for
/// options the command line leaves unset, a sheet's choices read from stdin, then the user's words.
/// They are what gets parsed, here or in the daemon, so both see the same command.
enum CommandWords {
    static func expand(command: String, _ words: [String], config: Config,
                       stdinLines: () -> [String] = readStdinLines) -> [String] {
        var expanded = config.words(for: command, userWords: words)
        if command == "sheet", readsChoicesFromStdin(words) {
            expanded += stdinLines().flatMap { ["--choice", $0] }
        }
        return expanded + words
    }

    /// A sheet reads its choices from stdin, like `rofi -dmenu`, unless `--action` gives them or stdin
    /// is a terminal (nobody would be typing choices there).
    private static func readsChoicesFromStdin(_ words: [String]) -> Bool {
        guard isatty(STDIN_FILENO) == 0 else { return false }
        let given = try? ParsedArguments(words, accepting: ShowRequest.specs)
        return !(given?.has("action") ?? true)
    }

    /// Standard input's non-empty lines, trimmed, up to its end.
    static func readStdinLines() -> [String] {
        var lines: [String] = []
        while let line = readLine() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { lines.append(trimmed) }
        }
        return lines
    }
}
