/// What an alert's content was left holding when the alert was answered.
package enum AlertContentValue: Hashable, Sendable {
    /// A form's pickers: each row's chosen index, nil for a row that is no picker or one with none
    /// chosen. The rows' values themselves are the response's `fieldValues`, in the form's order
    /// (a secure row's among `secureFields`).
    case form(choices: [Int?])
}
