import Glibc

/// Today from the C library's clock and time zone; and any day in a strftime format, as zenity's
/// calendar prints it.
package enum CalendarDate {
    /// Today's year, month (1…12) and day of the month; nil when the clock cannot be read.
    package static func todayNumbers() -> (year: Int, month: Int, day: Int)? {
        todayParts().map { (Int($0.tm_year) + 1900, Int($0.tm_mon) + 1, Int($0.tm_mday)) }
    }

    /// A day (month 1…12, weekday 0 for Sunday, day of the year from 0) in strftime's `format`, in
    /// the locale's LC_TIME (as `setlocale` left it), as GLib's `g_date_to_struct_tm` hands a day to
    /// strftime; empty when the result does not fit in zenity's 128 bytes.
    package static func formatted(
        year: Int, month: Int, day: Int, weekday: Int, dayOfYear: Int, format: String
    ) -> String {
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_wday = Int32(weekday)
        parts.tm_yday = Int32(dayOfYear)
        parts.tm_isdst = -1
        return Self.format(&parts, format)
    }

    private static func todayParts() -> tm? {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return nil }
        return parts
    }

    private static func format(_ parts: inout tm, _ format: String) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        let count = strftime(&buffer, buffer.count, format, &parts)
        guard count > 0 else { return "" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
