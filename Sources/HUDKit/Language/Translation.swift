import Glibc
import HUDCore
import HUDSystem

/// HUDKit's own words in the user's language, from the `hudkit` catalogs that `msgfmt` compiled
/// from `po/`: beside the executable in a build tree (`locale/LL/LC_MESSAGES/hudkit.mo`), else
/// under the install prefix (`share/locale`, Debian's place). The language is chosen by gettext's
/// rules (`LanguagePreference`); an unknown language, an ungenerated locale or a missing catalog
/// gives English, silently.
package enum Translation {
    package static let domain = "hudkit"

    /// This process's words, read once from its environment.
    package static let process = words(for: ProcessEnvironment.current)

    /// The words of a process whose environment is `environment` (a daemon's caller's).
    package static func words(
        for environment: [String: String], executableDirectory: String = ProcessEnvironment.directoryOfExecutable
    ) -> Words {
        guard let locale = LanguagePreference.messagesLocale(in: environment), isGenerated(locale) else {
            return .english
        }
        for language in LanguagePreference.candidates(in: environment) {
            for directory in localeDirectories(executableDirectory: executableDirectory) {
                let path = "\(directory)/\(language)/LC_MESSAGES/\(domain).mo"
                if let bytes = TextFile.bytes(path), let translations = MessageCatalog.translations(in: bytes) {
                    return Words(language: language, translations: translations)
                }
            }
            if language.hasPrefix("en") { return .english }
        }
        return .english
    }

    /// Where catalogs are looked for: a build tree's, then an install prefix's.
    package static func localeDirectories(executableDirectory: String) -> [String] {
        [executableDirectory + "/locale", executableDirectory + "/../share/locale"]
    }

    /// Whether the C library has `locale` (gettext translates nothing under a locale that is not
    /// there: it falls back to C).
    private static func isGenerated(_ locale: String) -> Bool {
        guard let handle = newlocale(LC_MESSAGES_MASK, locale, nil) else { return false }
        freelocale(handle)
        return true
    }
}
