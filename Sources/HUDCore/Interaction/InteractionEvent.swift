/// Input as the overlay sees it, already translated from the windowing system: positions are in
/// scene points (device pixels divided by the scale), keys are what the user meant, not key codes.
public enum InteractionEvent: Sendable {
    case pointerMoved(Point)
    /// The primary button went down; other buttons are the backend's to ignore.
    case pointerPressed(Point)
    case pointerReleased(Point)
    /// The pointer left the overlay's window.
    case pointerLeft
    case key(KeyInput)
}

public enum KeyInput: Hashable, Sendable {
    case returnKey
    case escape
    case tab
    /// Shift-Tab.
    case backTab
    case backspace
    /// What the input method produced (`Xutf8LookupString`): any number of characters, CJK
    /// included. Control characters in it are dropped, never typed.
    case text(String)
}
