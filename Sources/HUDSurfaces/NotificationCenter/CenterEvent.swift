import HUDCore

/// What the Notification Center asks of its owner (the daemon's notification board): the panel
/// has already changed its own list; the owner closes, removes and signals.
package enum CenterEvent: Hashable, Sendable {
    /// An open notification's action was chosen (`default`, or an action row's key).
    case actionInvoked(id: UInt32, key: String)
    /// An open notification's reply field was sent (Return): the owner sends the reply, then
    /// closes the notification, dismissed by the user.
    case replied(id: UInt32, text: String)
    /// The user removed these notifications (Delete, a group's ✕, Clear All): open ones are
    /// dismissed (reason 2), closed ones leave the history.
    case removed([UInt32])
    /// The Do Not Disturb toggle was flipped to this state.
    case doNotDisturb(Bool)
    /// The panel has finished closing (its exit ended): nothing is left to draw.
    case closed
}
