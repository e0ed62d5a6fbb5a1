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
    /// Text from a selection, for the focused field: its first line, as much as the field holds.
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
    /// between its buttons with the arrows, Home and End.
    case delete, up, down, left, right, pageUp, pageDown, home, end
    /// Insert, which with Shift pastes the clipboard into a field.
    case insert
    /// What the input method produced (`Xutf8LookupString`): any number of characters, CJK
    /// included. Control characters in it are dropped, never typed.
    case text(String)
}
