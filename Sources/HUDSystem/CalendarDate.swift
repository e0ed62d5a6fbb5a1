import Glibc

/// The local date as a header shows it ("Wednesday 2 December"), from the C library's clock, time
/// zone and locale.
package enum CalendarDate {
    /// Today's date, or the empty string when the clock cannot be read.
    package static func today() -> String {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return "" }
        var buffer = [CChar](repeating: 0, count: 128)
        let count = strftime(&buffer, buffer.count, "%A %-d %B", &parts)
        guard count > 0 else { return "" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
