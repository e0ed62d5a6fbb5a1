import HUDCore

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
        stroke.fieldCommand(editing: editor.text).map { perform($0, paste: paste, copy: copy) } ?? false
    }

    /// A screen reader's request, made with the commands keys give: true when it changed the field
    /// (draw it again).
    package mutating func take(_ request: FieldRequest, paste: () -> Void, copy: (String) -> Void) -> Bool {
        let before = editor
        for command in request.commands(for: editor) { _ = perform(command, paste: paste, copy: copy) }
        return editor != before
    }

    /// What a screen reader meets of the open field: an entry named by the notification's
    /// placeholder, holding the keyboard, where `frame` draws it.
    package func accessibleNode(placeholder: String, frame: Rect) -> AccessibleNode {
        var node = OverlayAccessibility.entry(
            named: placeholder, text: editor.text, isSecure: false,
            selection: editor.selection, isFocused: true, extents: frame)
        node.target = .reply(id: id)
        return node
    }

    private mutating func perform(_ command: FieldCommand, paste: () -> Void, copy: (String) -> Void) -> Bool {
        switch command {
        case .edit(let edit):
            editor.apply(edit)
            return true
        case .paste:
            paste()
        case .copy:
            if let text = editor.copyableText { copy(text) }
        }
        return false
    }
}
