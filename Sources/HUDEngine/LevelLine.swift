import HUDKit

/// One line of `hud osd --stdin`, xob's and wob's protocol: `42` is the level, `42!` or `42 muted`
/// the level muted. Levels outside 0–100 are clamped, as `hud osd N` clamps them: a script's
/// arithmetic may overshoot.
struct LevelLine: Equatable {
    /// The longest line read as a level; anything longer is garbage, and is not kept whole in memory.
    static let maximumBytes = 256

    let level: Double
    let isMuted: Bool

    /// Why a line is no level; it is warned about and skipped.
    struct Malformed: Error, Equatable {
        let message: String
    }

    init(level: Double, isMuted: Bool = false) {
        self.level = level
        self.isMuted = isMuted
    }

    init(parsing line: String) throws(Malformed) {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw Malformed(message: "empty line; expected a level 0–100") }
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
        var number = String(words[0])
        var muted = false
        if words.count == 1, number.hasSuffix("!") {
            number.removeLast()
            muted = true
        } else if words.count == 2, words[1].lowercased() == "muted" {
            muted = true
        } else if words.count != 1 {
            throw Self.notALevel(trimmed)
        }
        // Double() alone takes "nan" and "inf"; neither is a level.
        guard let value = Double(number), value.isFinite else { throw Self.notALevel(trimmed) }
        self.init(level: min(100, max(0, value)), isMuted: muted)
    }

    /// The message for a line that is not a level, quoting it short and without control characters
    /// (it is written to a terminal).
    private static func notALevel(_ line: String) -> Malformed {
        var shown = TextSanitizer.clean(line)
        if shown.count > 40 { shown = shown.prefix(40) + "…" }
        return Malformed(message: "\"\(shown)\" is not a level: expected 0–100, N! or \"N muted\"")
    }

    /// The words `hud osd KIND` takes for this line's level: the level, and `--muted` when muted.
    var words: [String] {
        // Whole levels as integers, so the daemon's request reads as a user would have typed it.
        let text = level == level.rounded() ? String(Int(level)) : String(level)
        return isMuted ? [text, "--muted"] : [text]
    }
}
