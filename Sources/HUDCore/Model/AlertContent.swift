/// A view between an alert's message and its buttons, as UIAlertController takes a content view
/// controller: zenity's scale, calendar, list, text and form dialogs are alerts with one.
public enum AlertContent: Hashable, Sendable {
    /// A slider (zenity's `--scale`).
    case slider(AlertSlider)
    /// An inline month calendar (zenity's `--calendar`).
    case datePicker(AlertDatePicker)
}
