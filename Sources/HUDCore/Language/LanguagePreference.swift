/// Which catalogs a process's words are looked up in, by GNU gettext's rules: the message locale is
/// `LC_ALL`, else `LC_MESSAGES`, else `LANG`; `LANGUAGE`, a colon list, goes before it, except
/// under the C (or POSIX) locale, where nothing is translated (`C.UTF-8` is not C to gettext). Each name is tried as given (less its codeset
/// and modifier) and then as its language alone: `pt_BR.UTF-8` → `pt_BR`, `pt`.
package enum LanguagePreference {
    /// The variables the choice is made from, with `LC_TIME` for how dates are written; no other
    /// changes either.
    package static let variables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_TIME", "LANG"]

    /// The locale whose `LC_TIME` names months and weekdays; nil when none is set.
    package static func timeLocale(in environment: [String: String]) -> String? {
        ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }

    /// The message locale's name; nil when none is set.
    package static func messagesLocale(in environment: [String: String]) -> String? {
        ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }

    /// Whether `locale` is C or POSIX, under which gettext translates nothing.
    package static func isUntranslated(_ locale: String?) -> Bool {
        guard let locale else { return true }
        return locale == "C" || locale == "POSIX"
    }

    /// The catalog names to try, best first; empty under the C locale.
    package static func candidates(in environment: [String: String]) -> [String] {
        let locale = messagesLocale(in: environment)
        guard !isUntranslated(locale), let locale else { return [] }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        var names: [String] = []
        for name in listed + [locale] {
            let bare = String(name.prefix { $0 != "." && $0 != "@" })
            let language = String(bare.prefix { $0 != "_" })
            for candidate in [bare, language]
            where !candidate.isEmpty && candidate != "C" && !names.contains(candidate) {
                names.append(candidate)
            }
        }
        return names
    }
}
