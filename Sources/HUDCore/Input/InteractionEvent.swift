/// Input as the overlay sees it, already translated from the windowing system: positions are in
/// scene points (device pixels divided by the scale), keys are what the user meant, not key codes.
package enum InteractionEvent: Sendable {
    /// Pointer input over the overlay's window.
    case pointer(PointerEvent)
    /// A key the overlay may act on, with no modifier held.
    case key(KeyInput)
    /// A key press with the modifiers held; `KeyStroke.meaningToDialog` decides what it does.
    case keyStroke(KeyStroke)
    /// The wheel, in notches: positive scrolls down, negative up.
    case scroll(Int)
    /// Text from a selection the backend converted after `.pasteRequested`: its first line goes in
    /// at the focused field's caret, over its selection; ignored without a focused field.
    case paste(String)
}

/// Keys as the overlay understands them, already decoded from key codes.
package enum KeyInput: Hashable, Sendable {
    /// Chooses the focused button; otherwise the preferred action, or the only one besides cancel.
    case returnKey
    /// Dismisses, with the cancel action when there is one.
    case escape
    /// Moves focus to the next text field or button.
    case tab
    /// Shift-Tab.
    case backTab
    /// Deletes the character before the caret.
    case backspace
    /// Delete, the arrows and the paging keys, which lists move through; a dialog's focus moves
    /// between its buttons with the arrows, Home and End, a text field's caret with Left, Right,
    /// Home and End.
    case delete, up, down, left, right, pageUp, pageDown, home, end
    /// Insert: with Shift it pastes, with Ctrl it copies.
    case insert
    /// What the input method produced (`Xutf8LookupString`): any number of characters, CJK
    /// included. Control characters in it are dropped, never typed.
    case text(String)

    /// The key as a control laid out right to left reads it: Left goes forward (the next day, a
    /// higher value), Right back.
    package var mirrored: KeyInput {
        switch self {
        case .left: .right
        case .right: .left
        default: self
        }
    }
}
