/// The words HUDKit writes itself (button titles, window titles, a screen reader's names), in one
/// language: each English word as the language's catalog translates it, or as it is where the
/// catalog has none. What callers pass (titles, messages, action labels) never goes through here.
/// Two are equal when their languages are: a language's words come from its one catalog.
package struct Words: Hashable, Sendable {
    /// The catalog's language (`de`, `zh_CN`), `en` for English.
    package let language: String
    private let translations: [String: String]

    package init(language: String, translations: [String: String]) {
        self.language = language
        self.translations = translations
    }

    package static let english = Words(language: "en", translations: [:])

    package static func == (lhs: Words, rhs: Words) -> Bool { lhs.language == rhs.language }
    package func hash(into hasher: inout Hasher) { hasher.combine(language) }

    /// `english` in this language.
    package func callAsFunction(_ english: String) -> String {
        translations[english] ?? english
    }

    /// Whether the language is written right to left (Arabic, Hebrew, Persian, Urdu), so that its
    /// surfaces mirror.
    package var isRightToLeft: Bool {
        ["ar", "he", "fa", "ur"].contains(String(language.prefix { $0 != "_" }))
    }
}
