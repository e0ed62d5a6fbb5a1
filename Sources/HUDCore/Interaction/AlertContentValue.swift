/// What an alert's content held when it was answered (`AlertResponse.content`).
package enum AlertContentValue: Hashable, Sendable {
    /// A text view's text and whether its checkbox was checked.
    case text(String, checked: Bool)
}
