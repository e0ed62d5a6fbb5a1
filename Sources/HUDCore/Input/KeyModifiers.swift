/// The modifier keys held with a key press. The bits follow the X core protocol's order (Shift, Lock,
/// Control, Mod1…Mod5), so a backend turns a key event's state into this with one mask; the core
/// gives them meaning, not the X server.
package struct KeyModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: UInt32

    package init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    package static let shift = KeyModifiers(rawValue: 1 << 0)
    package static let capsLock = KeyModifiers(rawValue: 1 << 1)
    package static let control = KeyModifiers(rawValue: 1 << 2)
    /// Alt on most keyboards.
    package static let mod1 = KeyModifiers(rawValue: 1 << 3)
    /// Num Lock on most keyboards.
    package static let mod2 = KeyModifiers(rawValue: 1 << 4)
    package static let mod3 = KeyModifiers(rawValue: 1 << 5)
    /// Super (the Windows key): i3's and most tiling window managers' `$mod`.
    package static let mod4 = KeyModifiers(rawValue: 1 << 6)
    /// AltGr (ISO_Level3_Shift) on many layouts.
    package static let mod5 = KeyModifiers(rawValue: 1 << 7)

    /// Modifiers that make a key a shortcut, not an answer: Super+Return is i3's "open a terminal",
    /// Ctrl+Return and Alt+Escape belong to other programs. A dialog answers Return, Escape and Tab
    /// only without them, so reflexes from a window manager's bindings never confirm it.
    package static let command: KeyModifiers = [.control, .mod1, .mod4, .mod5]

    /// Modifiers under which a key's text is a shortcut, not typing. Mod5 is not one: AltGr types
    /// characters (`@` on German keyboards).
    package static let shortcut: KeyModifiers = [.control, .mod1, .mod4]
}

/// One key press: what the key means and the modifiers held with it.
package struct KeyStroke: Hashable, Sendable {
    package let key: KeyInput
    package let modifiers: KeyModifiers

    package init(_ key: KeyInput, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// What the stroke means to a dialog outside its text fields (a focused field first takes
    /// what `fieldCommand` gives it), or nil when it must do nothing. Return, Escape, Tab and the
    /// keys that move the focus or page a list do nothing with a command modifier; text typed with a shortcut
    /// modifier is not typed. Shift and the lock modifiers never matter (Shift-Tab arrives as
    /// `.backTab`).
    package var meaningToDialog: KeyInput? {
        switch key {
        case .returnKey, .escape, .tab, .backTab, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown:
            modifiers.isDisjoint(with: .command) ? key : nil
        case .text:
            modifiers.isDisjoint(with: .shortcut) ? key : nil
        case .backspace, .delete, .insert:
            nil
        }
    }
}
