/// What an alert's content view holds when it is answered, one case per kind of content.
package enum AlertContentValue: Hashable, Sendable {
    /// A slider's value.
    case value(Int)
    /// A date picker's chosen day.
    case date(CalendarDay)
}
