/// What an alert shows between its message and its buttons, as UIAlertController takes a content
/// view controller; nil for a plain alert.
public enum AlertContent: Hashable, Sendable {
    /// Labelled rows to fill in (zenity's `--forms`).
    case form(AlertForm)
}
