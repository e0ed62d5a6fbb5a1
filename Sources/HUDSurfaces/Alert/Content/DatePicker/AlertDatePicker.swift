import HUDCore

/// UIDatePicker's inline calendar in an alert: one month's grid with the chosen day marked, as
/// zenity's `--calendar` shows GTK's.
public struct AlertDatePicker: Hashable, Sendable {
    /// The chosen day; the grid shows its month.
    public var day: CalendarDay
    /// English month names, as the title shows them.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    /// The weekday header, from Sunday, as UIKit's calendar abbreviates in English.
    public static let weekdaySymbols = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
    /// Weekday names, for screen readers.
    public static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// Rows of the grid: every month fits in six weeks.
    public static let weeks = 6

    /// A picker showing `day`'s month with `day` chosen.
    public init(day: CalendarDay) {
        self.day = day
    }

    /// The month's title ("March 2024").
    public var monthTitle: String {
        "\(Self.monthNames[day.month - 1]) \(day.year)"
    }

    /// The chosen day as a screen reader says it ("Friday 15 March 2024").
    public var spokenDay: String {
        "\(Self.weekdayNames[day.weekday]) \(day.day) \(monthTitle)"
    }

    /// The grid's cells, row by row from Sunday: the month's days where they fall, nil elsewhere.
    public var grid: [Int?] {
        let lead = day.firstOfMonth.weekday
        let length = CalendarDay.daysIn(month: day.month, year: day.year)
        return (0..<(Self.weeks * 7)).map { cell in
            let number = cell - lead + 1
            return (1...length).contains(number) ? number : nil
        }
    }
}
