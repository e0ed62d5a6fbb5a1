/// What arrives for an alert's content after it was shown, as its input is read (zenity's stdin):
/// more text for a text view, more rows for a list.
package enum AlertContentAddition: Hashable, Sendable {
    /// Text after a text view's text.
    case text(String)
    /// Rows after a list's rows, `marked` (indices into them) checked or selected.
    case rows([[String]], marked: Set<Int>)
}
