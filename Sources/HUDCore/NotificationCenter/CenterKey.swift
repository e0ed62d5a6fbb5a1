/// The keys the Notification Center answers while it holds the keyboard.
package enum CenterKey: Hashable, Sendable, CaseIterable {
    case up, down, pageUp, pageDown, home, end
    /// Invokes the selected open notification's default action.
    case returnKey
    /// Removes the selected notification (dismissing it if still open).
    case delete
    /// Closes the panel.
    case escape
}
