import CX11
import CXInput
import HUDCore
import HUDSurfaces

/// Turns key presses into what the user meant, through an X input method when one is available,
/// so CJK input methods work (plain `XLookupString` returns nothing for CJK keysyms). Owns the
/// input method and the input contexts it creates.
final class KeyboardInput {
    private let connection: XConnection
    /// Opened for the first window that takes the keyboard: opening it parses the locale's compose
    /// table, two thirds of the instructions of a toast's whole start-up, which needs none.
    private var inputMethod: XIM?
    private var hasOpenedInputMethod = false
    private var contexts: [Window: XIC] = [:]
    private let openInputMethod: (OpaquePointer) -> XIM?

    /// `openInputMethod` opens the display's input method.
    init(connection: XConnection, openInputMethod: @escaping (OpaquePointer) -> XIM?) {
        self.connection = connection
        self.openInputMethod = openInputMethod
    }

    deinit {
        for context in contexts.values { XDestroyIC(context) }
        if let inputMethod { XCloseIM(inputMethod) }
    }

    /// Prepares `window` for typing; call once it exists.
    func attach(to window: Window) {
        if !hasOpenedInputMethod {
            hasOpenedInputMethod = true
            inputMethod = openInputMethod(connection.display)
        }
        guard let inputMethod, contexts[window] == nil,
            let context = hud_create_input_context(inputMethod, window)
        else { return }
        contexts[window] = context
        XSetICFocus(context)
    }

    func detach(from window: Window) {
        guard let context = contexts.removeValue(forKey: window) else { return }
        XDestroyIC(context)
    }

    /// Whether the input method consumed `event` (part of a composition); such events are not ours.
    func filter(_ event: inout XEvent) -> Bool {
        XFilterEvent(&event, 0) != 0
    }

    /// The key and the modifiers held with it; the core decides what a modified key means.
    func translate(_ event: inout XKeyEvent) -> KeyStroke? {
        // The core's modifier bits are X's core state bits; buttons and group bits are dropped.
        key(&event).map { KeyStroke($0, modifiers: KeyModifiers(rawValue: event.state & 0xFF)) }
    }

    private func key(_ event: inout XKeyEvent) -> KeyInput? {
        var buffer = [CChar](repeating: 0, count: 64)
        var keysym: KeySym = 0
        var status: Int32 = 0
        let length: Int32
        if let context = contexts[event.window] {
            length = Xutf8LookupString(context, &event, &buffer, Int32(buffer.count), &keysym, &status)
        } else {
            length = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
        }
        switch Int32(keysym) {
        case XK_Return, XK_KP_Enter: return .returnKey
        case XK_Escape: return .escape
        case XK_ISO_Left_Tab: return .backTab
        case XK_Tab: return event.state & UInt32(ShiftMask) != 0 ? .backTab : .tab
        case XK_BackSpace: return .backspace
        // The keypad's as the main block's, with Num Lock off.
        case XK_Delete, XK_KP_Delete: return .delete
        case XK_Up, XK_KP_Up: return .up
        case XK_Down, XK_KP_Down: return .down
        case XK_Left, XK_KP_Left: return .left
        case XK_Right, XK_KP_Right: return .right
        case XK_Page_Up, XK_KP_Page_Up: return .pageUp
        case XK_Page_Down, XK_KP_Page_Down: return .pageDown
        case XK_Home, XK_KP_Home: return .home
        case XK_End, XK_KP_End: return .end
        case XK_Insert, XK_KP_Insert: return .insert
        // Xlib turns a letter or Space typed with Control into a control character; shortcuts go by
        // the key (Ctrl+Space toggles a row of a multiple list).
        case XK_a...XK_z where event.state & UInt32(ControlMask) != 0,
            XK_A...XK_Z where event.state & UInt32(ControlMask) != 0,
            XK_space where event.state & UInt32(ControlMask) != 0:
            return .text(String(UnicodeScalar(UInt8(keysym))).lowercased())
        default:
            guard length > 0 else { return nil }
            let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
            return .text(TextSanitizer.decode(bytes))
        }
    }
}
