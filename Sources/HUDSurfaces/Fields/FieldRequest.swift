import HUDCore

/// What a screen reader asks of an editable text field (AT-SPI's `EditableText`, and the caret and
/// selection calls of its `Text`), in the field's characters. Each request is made of the commands
/// keys give a field, so the field changes, answers and is heard changing exactly as it does when
/// the same text is typed.
package enum FieldRequest: Hashable, Sendable {
    /// The whole text replaced (`SetTextContents`).
    case replaceAll(String)
    /// Text typed at an offset (`InsertText`).
    case insert(String, at: Int)
    /// The characters in the range deleted (`DeleteText`).
    case delete(Range<Int>)
    /// The characters in the range put on CLIPBOARD (`CopyText`).
    case copy(Range<Int>)
    /// The characters in the range put on CLIPBOARD, then deleted (`CutText`).
    case cut(Range<Int>)
    /// CLIPBOARD pasted at an offset (`PasteText`).
    case paste(at: Int)
    /// The range selected, the caret at its end (`SetSelection`, `AddSelection`).
    case select(Range<Int>)
    /// The selection ended, the caret where it was (`RemoveSelection`).
    case deselect
    /// The caret put at an offset, nothing selected (`SetCaretOffset`).
    case moveCaret(to: Int)

    /// Whether the request would take text out of the field: a secure field refuses it.
    package var readsText: Bool {
        switch self {
        case .copy, .cut: true
        default: false
        }
    }

    /// The commands that make the request of `editor`, in order: none for a copy or a cut of a
    /// secure field, whose text never leaves it, nor for an empty range's deletion.
    package func commands(for editor: TextFieldEditor) -> [FieldCommand] {
        if readsText, editor.isSecure { return [] }
        switch self {
        case .replaceAll(let text): return [.edit(.clear), .edit(.insert(text))]
        case .insert(let text, let offset): return [Self.caret(at: offset), .edit(.insert(text))]
        case .delete(let range):
            return range.isEmpty ? [] : [Self.selection(of: range), .edit(.delete(.nextCharacter))]
        case .copy(let range): return range.isEmpty ? [] : [Self.selection(of: range), .copy]
        case .cut(let range):
            return range.isEmpty ? [] : [Self.selection(of: range), .copy, .edit(.delete(.nextCharacter))]
        case .paste(let offset): return [Self.caret(at: offset), .paste]
        case .select(let range): return [Self.selection(of: range)]
        case .deselect: return [Self.caret(at: editor.selection.caret)]
        case .moveCaret(let offset): return [Self.caret(at: offset)]
        }
    }

    private static func caret(at offset: Int) -> FieldCommand {
        .edit(.select(FieldSelection(caret: offset)))
    }

    private static func selection(of range: Range<Int>) -> FieldCommand {
        .edit(.select(FieldSelection(caret: range.upperBound, anchor: range.lowerBound)))
    }
}
