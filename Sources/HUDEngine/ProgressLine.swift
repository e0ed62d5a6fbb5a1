/// One line of `hud progress`'s stdin, zenity's protocol: `42` sets the value (0–100), `#text` the
/// label, `pulsate:true|false` switches to a spinner and back.
enum ProgressLine: Equatable {
    case value(Double)
    case label(String)
    case pulsate(Bool)
    /// An empty line: nothing to do.
    case blank

    /// Why a line means nothing; it is warned about and skipped.
    struct Malformed: Error, Equatable {
        let message: String
    }

    init(parsing line: String) throws(Malformed) {
        let trimmed = line.trimmingWhitespace()
        if trimmed.isEmpty {
            self = .blank
        } else if trimmed.hasPrefix("#") {
            self = .label(trimmed.dropFirst().trimmingSpaces())
        } else if trimmed.lowercased().hasPrefix("pulsate:") {
            switch trimmed.dropFirst("pulsate:".count).trimmingSpaces().lowercased() {
            case "true": self = .pulsate(true)
            case "false": self = .pulsate(false)
            default: throw Malformed(message: "pulsate needs true or false, got \"\(trimmed)\"")
            }
        } else if let number = Double(trimmed), number.isFinite {
            guard (0...100).contains(number) else { throw Malformed(message: "\(trimmed) is not within 0–100") }
            self = .value(number)
        } else {
            throw Malformed(message: "expected a number 0–100, #TEXT or pulsate:true|false, got \"\(trimmed)\"")
        }
    }
}
