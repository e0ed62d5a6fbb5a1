/// The inline-reply field open in a banner or in a Notification Center card: the notification it
/// answers and the field, which edits as an alert's does.
package struct ReplyField: Hashable, Sendable {
    package var id: UInt32
    package var editor: TextFieldEditor

    package init(id: UInt32, text: String = "") {
        self.id = id
        editor = TextFieldEditor(text: text, limit: OverlayInteraction.maxFieldLength)
    }

    /// What a key other than Return and Escape does to the field: an edit changes it (true: draw it
    /// again); a paste asks the owner for CLIPBOARD, a copy hands it the selection.
    package mutating func take(
        _ stroke: KeyStroke, paste: () -> Void, copy: (String) -> Void
    ) -> Bool {
        switch stroke.fieldCommand {
        case .edit(let edit)?:
            editor.apply(edit)
            return true
        case .paste?:
            paste()
        case .copy?:
            if let text = editor.copyableText { copy(text) }
        case nil:
            break
        }
        return false
    }
}
