import HUDCore

/// A day of the proleptic Gregorian calendar (the Gregorian rules carried back before 1582, as
/// GLib's dates and GTK's calendar count), with the arithmetic a month grid needs. Pure: no clock,
/// no time zone.
public struct CalendarDay: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// From 1 (year 1 AD) to 9999, the years GLib's dates take.
    public let year: Int
    /// 1 (January) to 12.
    public let month: Int
    /// 1 to the month's length.
    public let day: Int

    /// The years a day may fall in.
    public static let years = 1...9999

    /// nil when no such day exists (the 30th of February, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Whether `year` has a 29th of February.
    public static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The length of `month` (1…12) in `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1 January of year 1 (day 0), counting every leap day the Gregorian rules give.
    public var ordinal: Int {
        let before = year - 1
        let daysBeforeYear = 365 * before + before / 4 - before / 100 + before / 400
        let daysBeforeMonth = (1..<month).reduce(0) { $0 + Self.daysIn(month: $1, year: year) }
        return daysBeforeYear + daysBeforeMonth + day - 1
    }

    /// 0 for Sunday to 6 for Saturday (1 January of year 1 was a Monday).
    public var weekday: Int {
        (ordinal + 1) % 7
    }

    /// The day `count` days later (earlier when negative), held within `years`.
    public func adding(days count: Int) -> CalendarDay {
        var year = self.year
        var month = self.month
        var day = self.day + count
        while day < 1 {
            guard let previous = Self.monthBefore(year: year, month: month) else { return Self.first }
            (year, month) = previous
            day += Self.daysIn(month: month, year: year)
        }
        while day > Self.daysIn(month: month, year: year) {
            day -= Self.daysIn(month: month, year: year)
            guard let next = Self.monthAfter(year: year, month: month) else { return Self.last }
            (year, month) = next
        }
        return CalendarDay(year: year, month: month, day: day)!
    }

    /// The same day `count` months later (earlier when negative), on the month's last day when it is
    /// shorter, as GTK's calendar moves; held within `years`.
    public func adding(months count: Int) -> CalendarDay {
        let index = (year - 1) * 12 + (month - 1) + count
        guard index >= 0 else { return Self.first }
        guard index < Self.years.upperBound * 12 else { return Self.last }
        let year = index / 12 + 1
        let month = index % 12 + 1
        return CalendarDay(year: year, month: month, day: min(day, Self.daysIn(month: month, year: year)))!
    }

    /// The first of this day's month.
    public var firstOfMonth: CalendarDay {
        CalendarDay(year: year, month: month, day: 1)!
    }

    /// ISO 8601's `YYYY-MM-DD`.
    public var description: String {
        func padded(_ number: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static let first = CalendarDay(year: 1, month: 1, day: 1)!
    private static let last = CalendarDay(year: 9999, month: 12, day: 31)!

    private static func monthBefore(year: Int, month: Int) -> (Int, Int)? {
        month > 1 ? (year, month - 1) : year > years.lowerBound ? (year - 1, 12) : nil
    }

    private static func monthAfter(year: Int, month: Int) -> (Int, Int)? {
        month < 12 ? (year, month + 1) : year < years.upperBound ? (year + 1, 1) : nil
    }
}
