/// A view an alert shows between its message and its buttons, as UIAlertController takes a content
/// view controller: the alert keeps its title, message, buttons, keys and accessibility.
public enum AlertContent: Hashable, Sendable {
    /// A table of rows to choose from (zenity's `--list`).
    case list(AlertList)
}
