import HUDCore

/// What an alert shows between its message and its buttons, as UIAlertController takes a content
/// view controller: the dialogs beyond a message and fields are the system alert with one of these,
/// keeping its title, message, buttons, keys and accessibility.
public enum AlertContent: Hashable, Sendable {
    /// Labelled rows to fill in (zenity's `--forms`).
    case form(AlertForm)
    /// A scrolling text, and a checkbox that enables OK (zenity's `--text-info`).
    case textView(AlertTextView)
    /// A table of rows to choose from (zenity's `--list`).
    case list(AlertList)
    /// A slider (zenity's `--scale`).
    case slider(AlertSlider)
    /// An inline month calendar (zenity's `--calendar`).
    case datePicker(AlertDatePicker)

    /// A text view with `more` after its text; other content as it is.
    package mutating func appendText(_ more: String) {
        guard case .textView(var view) = self else { return }
        view.append(more)
        self = .textView(view)
    }
}
