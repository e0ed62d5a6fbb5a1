/// What a key means, from its keysym: X11 and xkbcommon number keys the same way (X's keysyms), so
/// both backends decode keys here, with the text their input method or keymap gave for the press.
package enum KeySymbol {
    /// The key for `keysym`, given the `text` it typed and the modifiers held; nil for a key that
    /// means nothing here (a lone modifier, a function key).
    package static func key(_ keysym: UInt32, text: String, modifiers: KeyModifiers) -> KeyInput? {
        switch keysym {
        case 0xff0d, 0xff8d: return .returnKey // Return, KP_Enter
        case 0xff1b: return .escape
        case 0xfe20: return .backTab // ISO_Left_Tab
        case 0xff09: return modifiers.contains(.shift) ? .backTab : .tab
        case 0xff08: return .backspace
        // The keypad's as the main block's, with Num Lock off.
        case 0xffff, 0xff9f: return .delete
        case 0xff52, 0xff97: return .up
        case 0xff54, 0xff99: return .down
        case 0xff51, 0xff96: return .left
        case 0xff53, 0xff98: return .right
        case 0xff55, 0xff9a: return .pageUp
        case 0xff56, 0xff9b: return .pageDown
        case 0xff50, 0xff95: return .home
        case 0xff57, 0xff9c: return .end
        case 0xff63, 0xff9e: return .insert
        // With Control a letter or Space types a control character; shortcuts go by the key
        // (Ctrl+Space toggles a row of a multiple list).
        case 0x61...0x7a where modifiers.contains(.control), 0x41...0x5a where modifiers.contains(.control),
            0x20 where modifiers.contains(.control):
            return .text(String(UnicodeScalar(UInt8(keysym))).lowercased())
        default:
            return text.isEmpty ? nil : .text(text)
        }
    }
}
