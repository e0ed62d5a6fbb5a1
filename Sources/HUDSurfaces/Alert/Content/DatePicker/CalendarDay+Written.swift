import HUDCore

extension CalendarDay {
    /// The day as `format` writes it with the locale's names: strftime's `%A` (weekday), `%a` (its
    /// abbreviation), `%B` (month, in a date's form), `%OB` (month, in its form on its own), `%-d`
    /// and `%d` (day of the month, bare and two-digit), `%Y` (year), `%%`; anything else as it is. A translator orders them as the language does
    /// ("%A, %-d. %B" in German), so the format is one of the words.
    package func written(_ format: String, names: CalendarNames) -> String {
        var written = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            written += rest[..<percent]
            var directive = rest[percent...].dropFirst()
            let bare = directive.hasPrefix("-")
            let alone = directive.hasPrefix("O")
            if bare || alone { directive = directive.dropFirst() }
            guard let letter = directive.first else {
                written += rest[percent...]
                return written
            }
            switch letter {
            case "A": written += names.weekdays[weekday]
            case "a": written += names.shortWeekdays[weekday]
            case "B": written += (alone ? names.standaloneMonths : names.months)[month - 1]
            case "d": written += bare || day >= 10 ? String(day) : "0\(day)"
            case "Y": written += String(year)
            case "%": written += "%"
            default: written += rest[percent...directive.startIndex]
            }
            rest = directive.dropFirst()
        }
        return written + rest
    }
}
