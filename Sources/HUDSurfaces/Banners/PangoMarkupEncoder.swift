import HUDCore

/// Turns a body's styled runs into Pango markup in which every character of the text is escaped:
/// the runs' styles become tags, and the text itself is never read as markup (`<b>` typed by an
/// application shows as `<b>`).
package enum PangoMarkupEncoder {
    /// Markup for `runs`, of at most `limit` characters of text; links are drawn underlined in `linkColor`.
    package static func pango(_ runs: [StyledTextRun], linkColor: Color, limit: Int = .max) -> String {
        var markup = ""
        var budget = limit
        for run in runs where !run.text.isEmpty && budget > 0 {
            let text = TextSanitizer.clean(String(run.text.prefix(budget)))
            budget -= text.count
            var open = ""
            var close = ""
            func wrap(_ tag: String, _ attributes: String = "") {
                open += "<\(tag)\(attributes)>"
                close = "</\(tag)>" + close
            }
            if run.bold { wrap("b") }
            if run.italic { wrap("i") }
            if run.underline { wrap("u") }
            if run.link != nil { wrap("span", " foreground=\"\(hex(linkColor))\" underline=\"single\"") }
            markup += open + escaped(text) + close
        }
        return markup
    }

    /// `text` with the five characters markup gives meaning to replaced by entities.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func hex(_ color: Color) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for channel in [color.red, color.green, color.blue] {
            let value = Int((min(max(channel, 0), 1) * 255).rounded())
            text.append(digits[value / 16])
            text.append(digits[value % 16])
        }
        return text
    }
}
