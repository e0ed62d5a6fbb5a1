extension KeyStroke {
    /// Ctrl+V or Shift+Insert: paste the clipboard, as every X text field does.
    package var pastesClipboard: Bool {
        switch key {
        case .text(let text): isControl(text, "v")
        case .insert: modifiers.intersection(.shortcut.union(.shift)) == .shift
        default: false
        }
    }

    /// Ctrl+C: copy to the clipboard.
    package var copies: Bool {
        if case .text(let text) = key { isControl(text, "c") } else { false }
    }

    /// Ctrl+A: select a field's whole text.
    package var selectsAll: Bool {
        if case .text(let text) = key { isControl(text, "a") } else { false }
    }

    /// Control and no other shortcut modifier with `letter`, whatever Shift and Caps Lock did to it.
    private func isControl(_ text: String, _ letter: String) -> Bool {
        text.lowercased() == letter && modifiers.intersection(.shortcut) == .control
    }
}
