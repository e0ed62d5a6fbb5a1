import HUDCore

/// UIAlertAction's three styles.
public enum AlertActionStyle: String, Hashable, Sendable, CaseIterable {
    /// The ordinary style, drawn in the tint.
    case `default`
    /// Dismisses the alert; at most one per alert, drawn apart from the rest.
    case cancel
    /// For a choice that destroys data; drawn in red.
    case destructive
}

/// One button of an alert or action sheet (UIAlertAction).
public struct AlertAction: Hashable, Sendable {
    /// Drawn on one line, cut with an ellipsis when too long.
    public var title: String
    /// Decides the colour, weight and position of the button.
    public var style: AlertActionStyle

    /// An action titled `title`, in the default style unless given.
    public init(title: String, style: AlertActionStyle = .default) {
        self.title = title
        self.style = style
    }

    /// UIKit's rule for alerts and action sheets alike: a second cancel action is an error.
    static func requireAtMostOneCancel(in actions: [AlertAction]) throws(HUDError) {
        let cancels = actions.filter { $0.style == .cancel }
        if cancels.count > 1 {
            throw .duplicateCancelAction(first: cancels[0].title, second: cancels[1].title)
        }
    }

    /// An index that names no action means no preferred action.
    static func validIndex(_ index: Int?, in actions: [AlertAction]) -> Int? {
        index.flatMap { actions.indices.contains($0) ? $0 : nil }
    }
}

/// A text field of an alert (UIAlertController's `addTextField`).
public struct AlertTextField: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// Shown in grey while the field is empty.
    public var placeholder: String
    /// Shows bullets instead of the text, and keeps the value out of descriptions.
    public var isSecure: Bool
    /// The field's initial, then typed, value.
    public var text: String
    /// Whether the field starts with its text selected, so that typing replaces it, as a GTK
    /// entry given the focus does (zenity's `--entry-text`).
    package var startsSelected = false

    /// A field with optional placeholder, secure entry and initial text.
    public init(placeholder: String = "", isSecure: Bool = false, text: String = "") {
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.text = text
    }

    /// A secure field's text never reaches a log, a test failure message or `dump`.
    public var description: String {
        "AlertTextField(placeholder: \"\(placeholder)\", isSecure: \(isSecure), text: \(isSecure ? AlertResponse.redaction : "\"\(text)\""))"
    }

    /// The same redacted text as `description`.
    public var debugDescription: String { description }

    /// Redacts a secure field's text in `dump` and mirrors.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "placeholder": placeholder, "isSecure": isSecure,
                "text": isSecure ? AlertResponse.redaction : text,
            ])
    }
}

/// A system-look alert (UIAlertController semantics). Invalid combinations are rejected when built,
/// never dropped silently.
public struct AlertModel: Hashable, Sendable {
    /// UIAlertController-style alerts take at most two text fields (docs/design.md §2.6).
    public static let maxTextFields = 2

    /// Shown semibold at 17 pt; nil or empty for none.
    public let title: String?
    /// Shown at 13 pt under the title; nil or empty for none.
    public let message: String?
    /// In the order the caller added them; layout decides where each is drawn.
    public let actions: [AlertAction]
    /// Drawn bold and answers Return.
    public let preferredActionIndex: Int?
    /// Up to `maxTextFields`, in the order they are drawn.
    public private(set) var textFields: [AlertTextField]
    /// Whether `message` is Pango markup (`<b>`, `<i>`, `<span>`…), as zenity's `--text` is; markup
    /// that does not parse is shown as typed. Plain text by default.
    public var isMessageMarkup = false
    /// What the alert shows between its text (and fields) and its buttons; nil for none.
    public var content: AlertContent?
    /// The least size the card is drawn at (zenity's `--width` and `--height`), each side kept
    /// inside the monitor's margins: a wider card wraps its text at the new width, and the extra
    /// height goes to the message, above the fields and buttons. Nil sides keep UIKit's sizes.
    package var minimumWidth: Double?
    package var minimumHeight: Double?

    /// Throws `HUDError` for a second cancel action or more than `maxTextFields` fields.
    public init(
        title: String? = nil, message: String? = nil, actions: [AlertAction],
        preferredActionIndex: Int? = nil, textFields: [AlertTextField] = []
    ) throws(HUDError) {
        try AlertAction.requireAtMostOneCancel(in: actions)
        if textFields.count > Self.maxTextFields {
            throw .tooManyTextFields(count: textFields.count, limit: Self.maxTextFields)
        }
        self.title = title.nonEmpty
        self.message = message.nonEmpty
        self.actions = actions
        self.preferredActionIndex = AlertAction.validIndex(preferredActionIndex, in: actions)
        self.textFields = textFields
    }

    /// The same alert with `texts` typed into its fields (in order); extra texts are ignored.
    public func withFieldTexts(_ texts: [String]) -> AlertModel {
        var copy = self
        for index in copy.textFields.indices where index < texts.count {
            copy.textFields[index].text = texts[index]
        }
        return copy
    }

    /// What each field the keyboard can focus holds, in focus order: a form's rows, else the text
    /// fields.
    package var fieldTexts: [String] {
        if let form = content?.as(AlertForm.self) { form.rows.map(\.value) } else { textFields.map(\.text) }
    }

    /// The index of the action with the `.cancel` style, if any.
    public var cancelActionIndex: Int? {
        actions.firstIndex { $0.style == .cancel }
    }
}
