import Glibc
import HUDDaemonLink
import HUDSystem
import Synchronization

/// A sheet's choices read from stdin (`rofi -dmenu` style): each non-empty line is shown decoded
/// and trimmed, and printed back, when chosen, exactly as it came, byte for byte: invalid UTF-8
/// and surrounding blanks included, as rofi does.
enum StdinChoices {
    /// The raw lines behind the choices this process read, in order; empty when it read none.
    static let recorded = Mutex<[[UInt8]]>([])

    /// The choices' titles; nil when stdin is a terminal, where nobody would be typing choices.
    /// Reads up to the end, or just past the argument limit (the parse then names the limit).
    static func read() -> [String]? {
        guard isatty(STDIN_FILENO) == 0 else { return nil }
        let input = StandardStream.readAll(from: STDIN_FILENO, pastLimit: DaemonMessage.maximumArgumentBytes)
        let lines = input.split(separator: UInt8(ascii: "\n")).map(Array.init)
            .filter { !title(of: $0).isEmpty }
        recorded.withLock { $0 = lines }
        return lines.map(title)
    }

    /// What a line shows: decoded (invalid UTF-8 as U+FFFD), blanks around it trimmed.
    static func title(of line: [UInt8]) -> String {
        let text = String(decoding: line, as: UTF8.self)
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
