import HUDCore

/// A change to a focused text field that a key makes, as GTK's and UIKit's single-line entries
/// make it.
package enum TextEdit: Hashable, Sendable {
    /// Moves the caret; extending keeps the anchor where it is, so the selection grows or shrinks
    /// (Shift with the key).
    case move(TextMotion, extendingSelection: Bool)
    /// Deletes the selection, or without one from the caret to where the motion would take it.
    case delete(TextMotion)
    /// Selects the whole text (Ctrl+A).
    case selectAll
    /// Empties the field (Ctrl+U).
    case clear
    /// Types text at the caret, over the selection.
    case insert(String)
    /// Puts the caret and the selection's anchor where a screen reader asks, each kept within the
    /// text.
    case select(FieldSelection)
}

/// Where a motion takes the caret.
package enum TextMotion: Hashable, Sendable {
    /// One grapheme back or forward.
    case previousCharacter, nextCharacter
    /// To the start of this or the previous word, or the end of this or the next one.
    case previousWord, nextWord
    /// To the start or the end of the text.
    case start, end
    /// To the start or the end of the caret's line (a single-line field's: its text's).
    case lineStart, lineEnd
    /// To the same column of the line above or below, or that line's end when it is shorter; from
    /// the first line to the start, from the last to the end. Lines are the text's own, between
    /// line feeds, not the rows a wrap makes.
    case previousLine, nextLine
}

/// What a key does to the focused text field.
package enum FieldCommand: Hashable, Sendable {
    /// Changes the text or the caret.
    case edit(TextEdit)
    /// Pastes CLIPBOARD at the caret (Ctrl+V, Shift+Insert).
    case paste
    /// Puts the selection on CLIPBOARD (Ctrl+C, Ctrl+Insert).
    case copy
}

extension KeyStroke {
    /// What the stroke does to a focused field holding `text`: in a right-to-left paragraph Left
    /// goes on to the next character and Right back, so the caret moves the way the arrow points
    /// (in a paragraph mixing directions, the way its first strong letter runs).
    package func fieldCommand(editing text: String) -> FieldCommand? {
        ParagraphDirection.isRightToLeft(text)
            ? KeyStroke(key.mirrored, modifiers: modifiers).fieldCommand : fieldCommand
    }

    /// What the stroke does to a focused text field, or nil when it is not the field's: Return,
    /// Escape, Tab, Up and Down answer or move the dialog's focus, and keys held with Alt or Super
    /// are the window manager's. Ctrl makes the arrows and the deleting keys go by words and a few
    /// letters commands; Shift makes the arrows, Home and End select.
    package var fieldCommand: FieldCommand? {
        guard modifiers.isDisjoint(with: [.mod1, .mod4]) else { return nil }
        let control = modifiers.contains(.control)
        let shift = modifiers.contains(.shift)
        switch key {
        case .left: return .edit(.move(control ? .previousWord : .previousCharacter, extendingSelection: shift))
        case .right: return .edit(.move(control ? .nextWord : .nextCharacter, extendingSelection: shift))
        case .home: return .edit(.move(.start, extendingSelection: shift))
        case .end: return .edit(.move(.end, extendingSelection: shift))
        case .backspace: return .edit(.delete(control ? .previousWord : .previousCharacter))
        case .delete: return .edit(.delete(control ? .nextWord : .nextCharacter))
        case .insert: return shift ? .paste : control ? .copy : nil
        case .text(let text):
            guard control else { return .edit(.insert(text)) }
            switch text.lowercased() {
            case "a": return .edit(.selectAll)
            case "u": return .edit(.clear)
            case "v": return .paste
            case "c": return .copy
            default: return nil
            }
        case .returnKey, .escape, .tab, .backTab, .up, .down, .pageUp, .pageDown: return nil
        }
    }
}

extension KeyStroke {
    /// What the stroke does to an editable text view, as GTK's text view (zenity's `--text-info
    /// --editable`) takes it: Return starts a new line and Tab (Shift+Tab too) types a tab, so Ctrl+Tab and
    /// Ctrl+Shift+Tab move the focus and Ctrl+Return answers; Up and Down move between lines, Home
    /// and End to the ends of the line, with Ctrl to the ends of the text. The rest is a field's
    /// (`fieldCommand`). Nil: the stroke means what it means to the dialog.
    package var textViewCommand: FieldCommand? {
        guard modifiers.isDisjoint(with: [.mod1, .mod4]) else { return nil }
        let control = modifiers.contains(.control)
        let shift = modifiers.contains(.shift)
        switch key {
        case .returnKey: return control ? nil : .edit(.insert("\n"))
        case .tab, .backTab: return control ? nil : .edit(.insert("\t"))
        case .up: return .edit(.move(.previousLine, extendingSelection: shift))
        case .down: return .edit(.move(.nextLine, extendingSelection: shift))
        case .home: return .edit(.move(control ? .start : .lineStart, extendingSelection: shift))
        case .end: return .edit(.move(control ? .end : .lineEnd, extendingSelection: shift))
        default: return fieldCommand
        }
    }
}
