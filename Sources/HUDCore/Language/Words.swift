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
        var next = numbers.makeIterator()
        return PercentFormat.expanding(self(english)) { flags, conversion in
            let digits = flags.hasSuffix("l") ? flags.dropLast() : flags
            guard conversion == "d" || conversion == "u", digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = next.next()
            else { return nil }
            let written = String(number)
            let padding = max(0, (Int(digits) ?? 0) - written.count)
            return String(repeating: digits.hasPrefix("0") ? "0" : " ", count: padding) + written
        }
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
