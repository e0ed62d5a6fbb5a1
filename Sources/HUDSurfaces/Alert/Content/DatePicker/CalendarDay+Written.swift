import HUDCore

extension CalendarDay {
    /// The day as `format` writes it with the locale's names: strftime's `%A` (weekday), `%a` (its
    /// abbreviation), `%B` (month, in a date's form), `%OB` (month, in its form on its own), `%-d`
    /// and `%d` (day of the month, bare and two-digit), `%Y` (year), `%%`; anything else as it is.
    /// A translator orders them as the language does ("%A, %-d. %B" in German), so the format is
    /// one of the words.
    package func written(_ format: String, names: CalendarNames) -> String {
        PercentFormat.expanding(format) { flags, conversion in
            guard flags.isEmpty || flags == "-" || flags == "O" else { return nil }
            switch conversion {
            case "A": return names.weekdays[weekday]
            case "a": return names.shortWeekdays[weekday]
            case "B": return (flags == "O" ? names.standaloneMonths : names.months)[month - 1]
            case "d": return flags == "-" || day >= 10 ? String(day) : "0\(day)"
            case "Y": return String(year)
            case "%": return "%"
            default: return nil
            }
        }
    }
}
