import HUDCore

/// How an alert or card was answered.
package struct AlertResponse: Hashable, Sendable {
    /// The chosen action's index in the model (the card's 0 = cancel, 1 = sure); `nil` when
    /// Escape dismissed an overlay that has no cancel action.
    package let actionIndex: Int?
    /// The text fields' values, in the model's order; empty for the card.
    package let fieldValues: [String]
    /// Indices into `fieldValues` of secure fields, whose values must never be logged.
    package let secureFields: Set<Int>
    /// The chosen action has the cancel style (the card's button 0), or Escape dismissed.
    package let isCancel: Bool
    /// What the alert's content held (`AlertModel.content`); nil without content.
    package let content: AlertContentValue?

    /// A response as the interaction delivers it.
    package init(
        actionIndex: Int?, fieldValues: [String] = [], secureFields: Set<Int> = [], isCancel: Bool,
        content: AlertContentValue? = nil
    ) {
        self.actionIndex = actionIndex
        self.fieldValues = fieldValues
        self.secureFields = secureFields
        self.isCancel = isCancel
        self.content = content
    }
}

/// What the backend must do after an event.
package enum InteractionOutcome: Hashable, Sendable {
    /// Nothing to do.
    case unchanged
    /// Draw again: a highlight, the focus or a field's text changed.
    case redraw
    /// Dismiss the overlay and deliver the response; later events are ignored.
    case finished(AlertResponse)
    /// A press and release on the dim layer; the caller decides whether that dismisses.
    case tappedOutside
    /// Draw again, and convert the selection to text and hand it back as `InteractionEvent.paste`.
    case pasteRequested(SelectionName)
    /// Put this text on CLIPBOARD, a plain field's selection; a secure field never gives one.
    case copyRequested(String)
}

// Every way Swift turns a value into text (print, interpolation, String(reflecting:), dump, test
// failure messages) goes through one of these, so none of them can reveal a secure value.
extension AlertResponse: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// What a secure value shows as, whatever its length.
    package static let redaction = "•••"

    /// `fieldValues` with each secure value replaced by a fixed mark (which hides its length too).
    package var redactedFieldValues: [String] {
        fieldValues.indices.map { secureFields.contains($0) ? Self.redaction : fieldValues[$0] }
    }

    /// Secure values redacted.
    package var description: String {
        "AlertResponse(actionIndex: \(actionIndex.map(String.init) ?? "nil"), "
            + "fieldValues: \(redactedFieldValues), isCancel: \(isCancel))"
    }

    /// The same redacted text as `description`.
    package var debugDescription: String { description }

    /// Redacts secure values in `dump` and mirrors.
    package var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "actionIndex": actionIndex as Any, "fieldValues": redactedFieldValues,
                "isCancel": isCancel,
            ])
    }
}
