import HUDCore

/// A surface that opens a notification's reply field (a banner stack, the Notification Center):
/// what keys, pastes and a screen reader do to the open field is the same for every holder; only
/// what sending it means differs.
package protocol ReplyFieldHolder: AnyObject {
    /// The open field; nil while none is.
    var reply: ReplyField? { get set }
    /// Asks for a selection's text (Ctrl+V, Shift+Insert, a middle click), which comes back as a paste.
    var onPasteRequested: ((SelectionName) -> Void)? { get }
    /// Holds a copied selection on CLIPBOARD (Ctrl+C).
    var onCopyRequested: ((String) -> Void)? { get }
    func relayout()
    /// Opens the reply field of notification `id`, closing another one that was open; false when `id`
    /// offers no reply where it is shown.
    @discardableResult
    func openReplyField(id: UInt32) -> Bool
    /// Return in the open field: the holder sends `field`'s text as the reply.
    func send(_ field: ReplyField)
}

extension ReplyFieldHolder {
    /// Closes the open reply field, leaving the notification it answers.
    package func closeReplyField() {
        guard reply != nil else { return }
        reply = nil
        relayout()
    }

    /// A key while the reply field is open: Return sends the reply, Escape closes the field; the
    /// rest edit it as an alert's field is edited.
    package func handleReplyKey(_ stroke: KeyStroke) {
        guard var open = reply else { return }
        switch stroke.key {
        case .returnKey where stroke.modifiers.isDisjoint(with: .command):
            send(open)
        case .escape:
            closeReplyField()
        default:
            guard open.take(stroke, paste: { onPasteRequested?(.clipboard) }, copy: { onCopyRequested?($0) }) else {
                return
            }
            reply = open
            relayout()
        }
    }

    /// A screen reader's request of the open reply field of notification `id`, made as its keys make it.
    package func take(_ request: FieldRequest, inReplyTo id: UInt32) {
        guard var open = reply, open.id == id,
            open.take(request, paste: { onPasteRequested?(.clipboard) }, copy: { onCopyRequested?($0) })
        else { return }
        reply = open
        relayout()
    }

    /// Text pasted into the open reply field, at its caret.
    package func pasteIntoReply(_ text: String) {
        guard reply != nil else { return }
        reply?.editor.paste(text)
        relayout()
    }

    /// X's middle click on the open reply field: PRIMARY goes in at its end.
    package func pastePrimaryIntoReply() {
        reply?.editor.apply(.move(.end, extendingSelection: false))
        relayout()
        onPasteRequested?(.primary)
    }
}
