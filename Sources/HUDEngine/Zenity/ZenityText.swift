/// How zenity reads `--text`: C escapes (`\\n`) through GLib's `g_strcompress`, then Pango markup
/// for a message dialog, or a label with a mnemonic for an entry.
enum ZenityText {
    /// GLib's `g_strcompress`: `\n`, `\t` and the other C escapes, and octal `\NNN`, as characters.
    static func compressed(_ text: String) -> String {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        let escapes: [UInt8: UInt8] = [
            UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12, UInt8(ascii: "n"): 10, UInt8(ascii: "r"): 13,
            UInt8(ascii: "t"): 9, UInt8(ascii: "v"): 11,
        ]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = input.popFirst() else {
                bytes.append(byte)
                continue
            }
            if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                var code = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = input.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else {
                        break
                    }
                    code = code * 8 + Int(digit - UInt8(ascii: "0"))
                    input = input.dropFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: code))
            } else {
                bytes.append(escapes[next] ?? next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// GTK's `set_text_with_mnemonic`: an underscore marks the next character (the first such is
    /// the mnemonic) and is not shown; `__` is one underscore.
    static func mnemonicStripped(_ text: String) -> String {
        var shown = ""
        var afterUnderscore = false
        for character in text {
            if character == "_", !afterUnderscore {
                afterUnderscore = true
                continue
            }
            afterUnderscore = false
            shown.append(character)
        }
        return shown
    }
}
