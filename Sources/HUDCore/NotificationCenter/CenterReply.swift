/// The reply field open in one of the Notification Center's cards: the notification it answers
/// and the field, which edits as an alert's does.
package struct CenterReply: Hashable, Sendable {
    package var id: UInt32
    package var editor: TextFieldEditor

    package init(id: UInt32, text: String = "") {
        self.id = id
        editor = TextFieldEditor(text: text, limit: OverlayInteraction.maxFieldLength)
    }
}
