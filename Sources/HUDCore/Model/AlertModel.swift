/// UIAlertAction's three styles.
public enum AlertActionStyle: String, Hashable, Sendable, CaseIterable {
    case `default`
    case cancel
    case destructive
}

public struct AlertAction: Hashable, Sendable {
    public var title: String
    public var style: AlertActionStyle

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

public struct AlertTextField: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable {
    public var placeholder: String
    public var isSecure: Bool
    public var text: String

    public init(placeholder: String = "", isSecure: Bool = false, text: String = "") {
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.text = text
    }

    /// A secure field's text never reaches a log, a test failure message or `dump`.
    public var description: String {
        "AlertTextField(placeholder: \"\(placeholder)\", isSecure: \(isSecure), text: \(isSecure ? AlertResponse.redaction : "\"\(text)\""))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["placeholder": placeholder, "isSecure": isSecure,
                                "text": isSecure ? AlertResponse.redaction : text])
    }
}

/// A system-look alert (UIAlertController semantics). Invalid combinations are rejected when built,
/// never dropped silently.
public struct AlertModel: Hashable, Sendable {
    public static let maxTextFields = 2

    public let title: String?
    public let message: String?
    /// In the order the caller added them; layout decides where each is drawn.
    public let actions: [AlertAction]
    /// Drawn bold and answers Return.
    public let preferredActionIndex: Int?
    public private(set) var textFields: [AlertTextField]

    public init(title: String? = nil, message: String? = nil, actions: [AlertAction],
                preferredActionIndex: Int? = nil, textFields: [AlertTextField] = []) throws(HUDError) {
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

    public var cancelActionIndex: Int? {
        actions.firstIndex { $0.style == .cancel }
    }
}
