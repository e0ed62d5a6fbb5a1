import Glibc
import HUDCore
import HUDSystem
import Synchronization

/// HUDKit's own words in the user's language, from the `hudkit` catalogs that `msgfmt` compiled
/// from `po/`: beside the executable in a build tree (`locale/LL/LC_MESSAGES/hudkit.mo`), else
/// under the install prefix (`share/locale`, Debian's place). The language is chosen by gettext's
/// rules (`LanguagePreference`); an unknown language, an ungenerated locale or a missing catalog
/// gives English, silently.
package enum Translation {
    package static let domain = "hudkit"

    /// This process's words, read once from its environment.
    package static let process = words(for: ProcessEnvironment.current)

    /// The words of a process whose environment is `environment` (a daemon's caller's). A daemon
    /// serves many requests from few environments: each is resolved and its catalog read once.
    package static func words(
        for environment: [String: String], executableDirectory: String = ProcessEnvironment.directoryOfExecutable
    ) -> Words {
        let key = [executableDirectory] + LanguagePreference.variables.map { environment[$0] ?? "" }
        if let known = chosen.withLock({ $0[key] }) { return known }
        let words = resolved(environment, executableDirectory: executableDirectory)
        chosen.withLock { chosen in
            // Callers choose what they send: the cache never grows past a handful of settings.
            if chosen.count >= maximumChosen { chosen.removeAll() }
            chosen[key] = words
        }
        return words
    }

    /// The words each catalog directory and language setting (the variables' values) resolved to.
    private static let chosen = Mutex<[[String]: Words]>([:])
    private static let maximumChosen = 16

    /// The words of `environment` read afresh, as `words(for:)` does once per setting.
    package static func resolved(
        _ environment: [String: String], executableDirectory: String = ProcessEnvironment.directoryOfExecutable
    ) -> Words {
        let words = translated(environment, executableDirectory: executableDirectory)
        guard let locale = LanguagePreference.timeLocale(in: environment),
            let calendar = CalendarNames(timeLocale: locale)
        else { return words }
        return words.with(calendar: calendar)
    }

    private static func translated(_ environment: [String: String], executableDirectory: String) -> Words {
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
