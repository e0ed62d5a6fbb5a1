import Glibc
import HUDCore

extension CalendarNames {
    /// The names `locale`'s `LC_TIME` gives (`de_DE.UTF-8`: Januar, Sonntag, So, weeks from Monday);
    /// nil when the C library does not have the locale.
    init?(timeLocale locale: String) {
        guard let handle = newlocale(LC_TIME_MASK, locale, nil) else { return nil }
        defer { freelocale(handle) }
        func item(_ item: nl_item) -> String {
            nl_langinfo_l(item, handle).map { String(cString: $0) } ?? ""
        }
        // glibc counts the first weekday from its week-1 day, a Sunday: 1 is Sunday, 2 Monday.
        let first = nl_langinfo_l(nl_item(_NL_TIME_FIRST_WEEKDAY), handle).map { Int($0.pointee) } ?? 1
        self.init(
            months: (0..<12).map { item(nl_item(MON_1) + nl_item($0)) },
            standaloneMonths: (0..<12).map { item(nl_item(__ALTMON_1) + nl_item($0)) },
            weekdays: (0..<7).map { item(nl_item(DAY_1) + nl_item($0)) },
            shortWeekdays: (0..<7).map { item(nl_item(ABDAY_1) + nl_item($0)) },
            firstWeekday: (first - 1 + 7) % 7)
    }
}
