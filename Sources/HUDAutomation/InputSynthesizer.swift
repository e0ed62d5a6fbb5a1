import CX11
import CXTest
import HUDCore
import HUDSurfaces
import HUDX11

/// Real input through XTEST: the server generates the events as if from hardware, so they reach
/// their windows through the normal path (grabs, focus, stacking). Owns its own connection; every
/// call ends with a round trip, so the server has dispatched the events when it returns.
/// Use it on one thread at a time.
public final class InputSynthesizer {
    /// Why input could not be synthesised.
    public enum Failure: Error, CustomStringConvertible {
        /// The server lacks the XTEST extension.
        case noXTest(display: String)
        /// No keysym has this name.
        case unknownKeysym(String)
        /// The server's keymap has no key for this keysym.
        case noKeycode(String)
        /// Only printable ASCII, Return and Tab can be typed.
        case untypable(Character)

        /// A message naming what failed.
        public var description: String {
            switch self {
            case .noXTest(let display): "X display \(display) lacks the XTEST extension"
            case .unknownKeysym(let name): "no keysym named \"\(name)\""
            case .noKeycode(let name): "the server's keymap has no key for \"\(name)\""
            case .untypable(let character): "cannot type \"\(character)\" (ASCII only, on the server's keymap)"
            }
        }
    }

    private let connection: XConnection

    /// Connects to `display` (nil: `$DISPLAY`); throws when it lacks XTEST.
    public init(display: String? = nil) throws {
        connection = try XConnection(name: display)
        var event: Int32 = 0
        var error: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XTestQueryExtension(connection.display, &event, &error, &major, &minor) != 0 else {
            throw Failure.noXTest(display: display ?? "$DISPLAY")
        }
    }

    private var display: OpaquePointer { connection.display }

    /// Moves the pointer to `point` (screen pixels).
    public func move(to point: Point) {
        // Screen -1: the screen the pointer is on.
        XTestFakeMotionEvent(display, -1, Int32(point.x.rounded()), Int32(point.y.rounded()), 0)
        connection.sync()
    }

    /// Moves there and presses `button`.
    public func press(at point: Point, button: UInt32 = 1) {
        move(to: point)
        XTestFakeButtonEvent(display, button, 1, 0)
        connection.sync()
    }

    /// Moves there and releases `button`.
    public func release(at point: Point, button: UInt32 = 1) {
        move(to: point)
        XTestFakeButtonEvent(display, button, 0, 0)
        connection.sync()
    }

    /// Presses and releases `button` at `point`.
    public func click(at point: Point, button: UInt32 = 1) {
        press(at: point, button: button)
        release(at: point, button: button)
    }

    /// Passes through intermediate points, as a hand would, so motion handlers see movement.
    public func drag(from start: Point, to end: Point, button: UInt32 = 1, steps: Int = 10) {
        press(at: start, button: button)
        let count = max(steps, 1)
        for step in 1...count {
            let t = Double(step) / Double(count)
            move(to: Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        release(at: end, button: button)
    }

    /// Presses and releases a key by keysym name ("Return", "Escape", "Tab", "a"), optionally with
    /// modifiers held: "ctrl+Return", "shift+Tab".
    public func key(_ keysymName: String) throws {
        let names = keysymName.split(separator: "+").map(String.init)
        let modifiers = try names.dropLast().map { try keycode(Self.modifierAliases[$0.lowercased()] ?? $0) }
        tap(try keycode(names.last ?? keysymName), holding: modifiers)
    }

    /// Types ASCII text on the server's keymap, holding Shift where the keymap needs it.
    public func type(_ text: String) throws {
        for character in text {
            // Printable ASCII keysyms equal their code points.
            let keysym: KeySym =
                switch character.asciiValue {
                case 0x0A: KeySym(XK_Return)
                case 0x09: KeySym(XK_Tab)
                case let ascii? where (0x20..<0x7F).contains(ascii): KeySym(ascii)
                default: throw Failure.untypable(character)
                }
            let code = XKeysymToKeycode(display, keysym)
            guard code != 0 else { throw Failure.untypable(character) }
            switch level(of: keysym, on: code) {
            case 0: tap(code, holding: [])
            case 1: tap(code, holding: [try keycode("Shift_L")])
            default: throw Failure.untypable(character)
            }
        }
    }

    private static let modifierAliases = [
        "ctrl": "Control_L", "control": "Control_L", "shift": "Shift_L",
        "alt": "Alt_L", "super": "Super_L",
    ]

    private func keycode(_ name: String) throws -> KeyCode {
        let keysym = XStringToKeysym(name)
        guard keysym != 0 else { throw Failure.unknownKeysym(name) }
        let code = XKeysymToKeycode(display, keysym)
        guard code != 0 else { throw Failure.noKeycode(name) }
        return code
    }

    /// 0 when the key produces `keysym` unshifted, 1 with Shift, nil otherwise.
    private func level(of keysym: KeySym, on code: KeyCode) -> Int? {
        var perKeycode: Int32 = 0
        guard let symbols = XGetKeyboardMapping(display, code, 1, &perKeycode) else { return nil }
        defer { XFree(symbols) }
        return (0..<min(Int(perKeycode), 2)).first { symbols[$0] == keysym }
    }

    private func tap(_ code: KeyCode, holding modifiers: [KeyCode]) {
        for modifier in modifiers { XTestFakeKeyEvent(display, UInt32(modifier), 1, 0) }
        XTestFakeKeyEvent(display, UInt32(code), 1, 0)
        XTestFakeKeyEvent(display, UInt32(code), 0, 0)
        for modifier in modifiers.reversed() { XTestFakeKeyEvent(display, UInt32(modifier), 0, 0) }
        connection.sync()
    }
}
