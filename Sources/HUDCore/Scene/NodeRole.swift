/// What a node means to input handling: pointer hit-testing resolves to the innermost node with a role.
package enum NodeRole: Hashable, Sendable {
    /// A button; the index is the action's index in the model (the card's 0 = cancel, 1 = sure).
    case button(Int)
    /// A text field; the index is the field's in the model.
    case textField(Int)
    /// A part of an alert's content (`AlertContent`), by the content's own numbering: a text
    /// view is 0, its checkbox 1; a slider or a calendar is 0.
    case content(Int)
    /// A row of an alert's list; the index is the row's in the list.
    case listRow(Int)
    /// The dim layer behind a card: a click here is a "tap outside".
    case backdrop
    /// The card or HUD body: clicks on it are swallowed without meaning.
    case body
}
