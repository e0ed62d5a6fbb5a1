import HUDBus
import HUDCore
import HUDSurfaces

extension FieldRequest {
    /// A screen reader's call on an editable field: `EditableText`'s methods, and `Text`'s that move
    /// its caret or selection. Offsets count the text's Unicode characters (`ScalarOffsets`), one
    /// within a grapheme meaning that grapheme's start; a negative one means the end of the text and
    /// one past it is clamped to it, as GTK's entries take them; a range's ends may come in either
    /// order. Text longer than a field holds is cut to what it can take before it is
    /// looked at. Nil when the call is not one of these, or asks for what a single selection cannot
    /// be (a second one, one at another index).
    init?(atspi method: String, _ parameters: Variant, text: String, selection: Range<Int>?) {
        let offsets = ScalarOffsets(text)
        func offset(_ index: Int) -> Int {
            offsets.grapheme(atScalar: offsets.clamped(parameters.child(index).int32))
        }
        func range(from index: Int) -> Range<Int> {
            let ends = (offset(index), offset(index + 1))
            return min(ends.0, ends.1)..<max(ends.0, ends.1)
        }
        func typed(_ index: Int, length: Int32 = -1) -> String {
            let limit =
                length < 0 ? OverlayInteraction.maxFieldLength : min(Int(length), OverlayInteraction.maxFieldLength)
            return String(parameters.child(index).string.prefix(limit))
        }
        switch method {
        case "SetTextContents": self = .replaceAll(typed(0))
        case "InsertText": self = .insert(typed(1, length: parameters.child(2).int32), at: offset(0))
        case "DeleteText": self = .delete(range(from: 0))
        case "CopyText": self = .copy(range(from: 0))
        case "CutText": self = .cut(range(from: 0))
        case "PasteText": self = .paste(at: offset(0))
        case "SetCaretOffset": self = .moveCaret(to: offset(0))
        case "SetSelection" where parameters.child(0).int32 == 0: self = .select(range(from: 1))
        case "AddSelection" where selection == nil: self = .select(range(from: 0))
        case "RemoveSelection" where parameters.child(0).int32 == 0 && selection != nil: self = .deselect
        default: return nil
        }
    }

    /// The methods `init(atspi:_:text:selection:)` reads, each with the interface it belongs to.
    static let atspiMethods: [String: String] = [
        "SetTextContents": ATSPI.editableText, "InsertText": ATSPI.editableText, "DeleteText": ATSPI.editableText,
        "CopyText": ATSPI.editableText, "CutText": ATSPI.editableText, "PasteText": ATSPI.editableText,
        "SetCaretOffset": ATSPI.text, "SetSelection": ATSPI.text, "AddSelection": ATSPI.text,
        "RemoveSelection": ATSPI.text,
    ]
}
