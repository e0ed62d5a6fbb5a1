import HUDCore

/// The keys the Notification Center answers while it holds the keyboard.
package enum CenterKey: Hashable, Sendable, CaseIterable {
    case up, down, pageUp, pageDown, home, end
    /// Move the keyboard focus to the next control (Tab) or the one before (Shift-Tab).
    case tab, backTab
    /// Acts on the focused control as a click does; without one, invokes the selected open
    /// notification's default action.
    case returnKey
    /// Acts on the focused control as a click does.
    case space
    /// Removes the selected notification (dismissing it if still open).
    case delete
    /// Closes the panel.
    case escape
}
