import HUDCore

/// A stop of the keyboard focus: a text field, a part of the alert's content, or a button by its
/// action's index.
package enum FocusTarget: Hashable, Sendable {
    case field(Int)
    case button(Int)
    /// A part of the alert's content, by the content's numbering (`NodeRole.content`; a list, a
    /// slider or a calendar is 0).
    case content(Int)
}
