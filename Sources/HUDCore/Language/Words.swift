/// The words HUDKit writes itself (button titles, window titles, a screen reader's names), in one
/// language: each English word as the language's catalog translates it, or as it is where the
/// catalog has none. What callers pass (titles, messages, action labels) never goes through here.
/// With them go the names the locale gives months and weekdays. Two are equal when their languages
/// and calendar names are: a language's words come from its one catalog.
package struct Words: Hashable, Sendable {
    /// The catalog's language (`de`, `zh_CN`), `en` for English.
    package let language: String
    private let translations: [String: String]
    /// The locale's months and weekdays, for dates HUDKit writes.
    package let calendar: CalendarNames

    package init(language: String, translations: [String: String], calendar: CalendarNames = .english) {
        self.language = language
        self.translations = translations
        self.calendar = calendar
    }

    package static let english = Words(language: "en", translations: [:])

    package static func == (lhs: Words, rhs: Words) -> Bool {
        lhs.language == rhs.language && lhs.calendar == rhs.calendar
    }
    package func hash(into hasher: inout Hasher) { hasher.combine(language) }

    /// `english` in this language.
    package func callAsFunction(_ english: String) -> String {
        translations[english] ?? english
    }

    /// `english`, a format of integer directives (`%d`, `%lu`, `%02lu`: zero-padded to a width) and
    /// `%%` for a percent sign, in this language with `numbers` in the directives' places in turn, as
    /// `printf` would write it. A directive without a number, or of another kind, is written as it
    /// is: a translation is data, never read as more than that.
    package func callAsFunction(_ english: String, _ numbers: Int...) -> String {
        var written = ""
        var rest = Substring(self(english))
        var next = numbers.makeIterator()
        while let percent = rest.firstIndex(of: "%") {
            written += rest[..<percent]
            var directive = rest[percent...].dropFirst()
            if directive.first == "%" {
                written += "%"
                rest = directive.dropFirst()
                continue
            }
            let pads = directive.first == "0"
            let width = Int(directive.prefix { $0.isASCII && $0.isNumber }) ?? 0
            directive = directive.drop { $0.isASCII && $0.isNumber }
            if directive.hasPrefix("l") { directive = directive.dropFirst() }
            guard directive.first == "d" || directive.first == "u", let number = next.next() else {
                written += "%"
                rest = rest[percent...].dropFirst()
                continue
            }
            let digits = String(number)
            written += String(repeating: pads ? "0" : " ", count: max(0, width - digits.count)) + digits
            rest = directive.dropFirst()
        }
        return written + rest
    }

    /// The same words with other calendar names (those of the locale's `LC_TIME`).
    package func with(calendar: CalendarNames) -> Words {
        Words(language: language, translations: translations, calendar: calendar)
    }

    /// Whether the language is written right to left (Arabic, Hebrew, Persian, Urdu), so that its
    /// surfaces mirror.
    package var isRightToLeft: Bool {
        ["ar", "he", "fa", "ur"].contains(String(language.prefix { $0 != "_" }))
    }
}
