import HUDCore
import HUDSurfaces

/// The body markup of the Desktop Notifications Specification: `<b> <i> <u> <a href="…">` styled,
/// `<img src alt>` shown as its alt text, the XML entities decoded. Any other tag, and a lone `<` or
/// `&`, is text. Markup that does not nest (a stray or mismatched close, a tag left open) makes the
/// whole body plain text, exactly as sent: never an error.
public enum BodyMarkupParser {
    private enum Tag: Equatable {
        case bold, italic, underline
        case link(String?)

        var href: String? {
            if case .link(let target) = self { return target }
            return nil
        }

        var name: String {
            switch self {
            case .bold: "b"
            case .italic: "i"
            case .underline: "u"
            case .link: "a"
            }
        }
    }

    private enum Token {
        case open(Tag)
        case close(String)
        case image(alt: String)
    }

    public static func runs(_ body: String) -> [StyledTextRun] {
        guard !body.isEmpty else { return [] }
        return styledRuns(Array(body.unicodeScalars)) ?? [StyledTextRun(body)]
    }

    /// The body as plain text: the runs' text joined, for lists, history and reading time.
    public static func plainText(_ runs: [StyledTextRun]) -> String {
        runs.map(\.text).joined()
    }

    private static func styledRuns(_ scalars: [Unicode.Scalar]) -> [StyledTextRun]? {
        var runs: [StyledTextRun] = []
        var open: [Tag] = []
        var text = String.UnicodeScalarView()
        func flush() {
            guard !text.isEmpty else { return }
            let run = StyledTextRun(
                String(text), bold: open.contains(.bold), italic: open.contains(.italic),
                underline: open.contains(.underline), link: open.lazy.compactMap(\.href).last)
            if let last = runs.last, last.hasStyle(of: run) {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(run)
            }
            text = String.UnicodeScalarView()
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", let (token, end) = tag(in: scalars, at: index) {
                switch token {
                case .open(let tag):
                    flush()
                    open.append(tag)
                case .close(let name):
                    guard open.last?.name == name else { return nil }
                    flush()
                    open.removeLast()
                case .image(let alt):
                    text.append(contentsOf: alt.unicodeScalars)
                }
                index = end
            } else if scalar == "&", let (decoded, end) = entity(in: scalars, at: index) {
                text.append(decoded)
                index = end
            } else {
                text.append(scalar)
                index += 1
            }
        }
        guard open.isEmpty else { return nil }
        flush()
        return runs
    }

    /// The tag starting at `start` (a `<`) and the index after its `>`, or nil when it is not one of ours.
    private static func tag(in scalars: [Unicode.Scalar], at start: Int) -> (Token, Int)? {
        var end = start + 1
        // A tag never holds another `<`: stopping there keeps a body full of `<` linear.
        while end < scalars.count, scalars[end] != ">", scalars[end] != "<" { end += 1 }
        guard end < scalars.count, scalars[end] == ">" else { return nil }
        var inside = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        let selfClosing = inside.hasSuffix("/")
        if selfClosing { inside.removeLast() }
        let words = inside.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard let first = words.first?.lowercased() else { return nil }
        let attributes = words.count > 1 ? Self.attributes(String(words[1])) : [:]
        guard let attributes else { return nil }
        let token: Token
        switch first {
        case "b" where !selfClosing && attributes.isEmpty: token = .open(.bold)
        case "i" where !selfClosing && attributes.isEmpty: token = .open(.italic)
        case "u" where !selfClosing && attributes.isEmpty: token = .open(.underline)
        case "a" where !selfClosing: token = .open(.link(attributes["href"]))
        case "img": token = .image(alt: attributes["alt"] ?? "")
        case "/b", "/i", "/u", "/a":
            guard attributes.isEmpty, !selfClosing else { return nil }
            token = .close(String(first.dropFirst()))
        default: return nil
        }
        return (token, end + 1)
    }

    /// `name="value" name='value'` pairs, entities decoded; nil when they do not parse.
    private static func attributes(_ text: String) -> [String: String]? {
        var result: [String: String] = [:]
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " }
            guard !rest.isEmpty else { return result }
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            let name = rest[..<equals].trimmingSpaces().lowercased()
            rest = rest[rest.index(after: equals)...].drop { $0 == " " }
            guard let quote = rest.first, quote == "\"" || quote == "'", !name.isEmpty else { return nil }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: quote) else { return nil }
            let value = Array(rest[..<close].unicodeScalars)
            result[name] = String(String.UnicodeScalarView(decodeEntities(value)))
            rest = rest[rest.index(after: close)...]
        }
    }

    private static func decodeEntities(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&", let (decoded, end) = entity(in: scalars, at: index) {
                out.append(decoded)
                index = end
            } else {
                out.append(scalars[index])
                index += 1
            }
        }
        return out
    }

    private static let namedEntities: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"",
        "apos": "'",
    ]

    /// The entity at `start` (a `&`) and the index after its `;`, or nil when it is none.
    private static func entity(in scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        let limit = min(scalars.count, start + 12)
        guard let semicolon = (start + 1..<limit).first(where: { scalars[$0] == ";" }) else { return nil }
        let name = String(String.UnicodeScalarView(scalars[(start + 1)..<semicolon]))
        if let named = namedEntities[name] { return (named, semicolon + 1) }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, semicolon + 1)
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        let start = drop { $0 == " " }
        guard let last = start.lastIndex(where: { $0 != " " }) else { return "" }
        return start[...last]
    }
}

extension StyledTextRun {
    fileprivate func hasStyle(of other: StyledTextRun) -> Bool {
        bold == other.bold && italic == other.italic && underline == other.underline && link == other.link
    }
}
