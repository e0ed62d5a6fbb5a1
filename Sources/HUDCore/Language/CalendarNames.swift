/// How a locale names the months and the days of the week, and which day its weeks start on: the
/// C library's `LC_TIME` (`nl_langinfo`'s `MON_n`, `ALTMON_n`, `DAY_n`, `ABDAY_n` and
/// `_NL_TIME_FIRST_WEEKDAY`), read by the facade; English's are built in.
package struct CalendarNames: Hashable, Sendable {
    /// From January, as a date writes them (Russian's and Polish's in the genitive: "15 марта").
    package let months: [String]
    /// From January, as a month's title writes them on their own ("Март 2024"); where the language
    /// has one form, the same as `months`.
    package let standaloneMonths: [String]
    /// From Sunday.
    package let weekdays: [String]
    /// From Sunday, as a calendar's header abbreviates them.
    package let shortWeekdays: [String]
    /// The day a week starts on: 0 for Sunday, 1 for Monday.
    package let firstWeekday: Int

    /// nil unless there are 12 months, 7 days of each kind and the first is one of them.
    package init?(
        months: [String], standaloneMonths: [String]? = nil, weekdays: [String], shortWeekdays: [String],
        firstWeekday: Int
    ) {
        let standaloneMonths = standaloneMonths ?? months
        guard months.count == 12, standaloneMonths.count == 12, weekdays.count == 7, shortWeekdays.count == 7,
            (0..<7).contains(firstWeekday),
            !(months + standaloneMonths + weekdays + shortWeekdays).contains(where: \.isEmpty)
        else { return nil }
        self.months = months
        self.standaloneMonths = standaloneMonths
        self.weekdays = weekdays
        self.shortWeekdays = shortWeekdays
        self.firstWeekday = firstWeekday
    }

    /// The C locale's, which weeks start on Sunday as in the United States.
    package static let english = CalendarNames(
        months: [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ],
        weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        shortWeekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], firstWeekday: 0)!
}
