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
        let text = length > 0 ? TextSanitizer.decode(buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }) : ""
        return KeySymbol.key(UInt32(keysym), text: text, modifiers: KeyModifiers(rawValue: event.state & 0xFF))
    }
}
