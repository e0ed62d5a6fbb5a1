/// What an alert shows between its message and its buttons, as UIAlertController takes a content
/// view controller: the dialogs beyond a message and fields are the system alert with one of these.
public enum AlertContent: Hashable, Sendable {
    /// Labelled rows to fill in (zenity's `--forms`).
    case form(AlertForm)
    /// A scrolling text, and a checkbox that enables OK (zenity's `--text-info`).
    case textView(AlertTextView)
}
