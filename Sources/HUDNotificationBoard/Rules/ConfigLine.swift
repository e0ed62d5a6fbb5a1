/// One line of hud's INI-style config file, as both the command options (`Config` in hud-engine)
/// and the notification rules (`NotificationRuleParser`) read it, so the two never disagree on
/// comments, sections or quoting.
public enum ConfigLine: Hashable, Sendable {
    /// Empty, or only a comment.
    case blank
    /// `[NAME]`, its name trimmed.
    case section(String)
    /// `KEY = VALUE`, both trimmed and the value unquoted.
    case setting(key: String, value: String)
    /// What is wrong with the line.
    case malformed(String)

    public init(_ rawLine: Substring) {
        let line = Self.withoutComment(rawLine).trimmingSpaces()
        if line.isEmpty {
            self = .blank
        } else if line.hasPrefix("[") {
            guard line.hasSuffix("]") else {
                self = .malformed("a section needs a closing ], got \"\(line)\"")
                return
            }
            self = .section(line.dropFirst().dropLast().trimmingSpaces())
        } else if let equals = line.firstIndex(of: "=") {
            self = .setting(
                key: line[..<equals].trimmingSpaces(),
                value: Self.unquoted(line[line.index(after: equals)...].trimmingSpaces()))
        } else {
            self = .malformed("expected KEY = VALUE, got \"\(line)\"")
        }
    }

    /// The lines of `text`, numbered from 1.
    public static func lines(of text: String) -> [(number: Int, line: ConfigLine)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { ($0 + 1, ConfigLine($1)) }
    }

    /// yes, true, on, 1 or no, false, off, 0 (any case); nil for anything else.
    public static func yesOrNo(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "yes", "true", "on", "1": true
        case "no", "false", "off", "0": false
        default: nil
        }
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
