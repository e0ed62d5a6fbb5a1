import HUDCore

/// UIDatePicker's inline calendar in an alert: one month's grid with the chosen day marked, as
/// zenity's `--calendar` shows GTK's.
public struct AlertDatePicker: Hashable, Sendable {
    /// The chosen day; the grid shows its month.
    public var day: CalendarDay
    /// Rows of the grid: every month fits in six weeks.
    public static let weeks = 6

    /// A picker showing `day`'s month with `day` chosen.
    public init(day: CalendarDay) {
        self.day = day
    }

    /// The month's title ("March 2024") in `words`' language.
    package func monthTitle(in words: Words) -> String {
        day.written(words("%OB %Y"), names: words.calendar)
    }

    /// The chosen day as a screen reader says it ("Friday 15 March 2024").
    package func spokenDay(in words: Words) -> String {
        day.written(words("%A %-d %B %Y"), names: words.calendar)
    }

    /// The weekday header from the week's first day, the locale's abbreviations in capitals as
    /// UIKit's calendar writes them ("SUN", "MO").
    package static func weekdayHeader(_ names: CalendarNames) -> [String] {
        (0..<7).map { names.shortWeekdays[(names.firstWeekday + $0) % 7].uppercased() }
    }

    /// The grid's cells, row by row from the week's first day (0 Sunday, 1 Monday): the month's
    /// days where they fall, nil elsewhere.
    package func grid(firstWeekday: Int) -> [Int?] {
        let lead = (day.firstOfMonth.weekday - firstWeekday + 7) % 7
        let length = CalendarDay.daysIn(month: day.month, year: day.year)
        return (0..<(Self.weeks * 7)).map { cell in
            let number = cell - lead + 1
            return (1...length).contains(number) ? number : nil
        }
    }
}
