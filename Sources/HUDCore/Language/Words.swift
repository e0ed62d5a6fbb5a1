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

    /// `english`, a format with one `%d` (and `%%` for a percent sign), in this language with
    /// `number` in the `%d`'s place, as `printf` would write it.
    package func callAsFunction(_ english: String, _ number: Int) -> String {
        var written = ""
        var rest = Substring(self(english))
        while let percent = rest.firstIndex(of: "%") {
            written += rest[..<percent]
            let directive = rest[percent...].dropFirst().prefix(1)
            written += directive == "d" ? String(number) : directive == "%" ? "%" : "%" + directive
            rest = rest[percent...].dropFirst(1 + directive.count)
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
