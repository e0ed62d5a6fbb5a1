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
}

public struct AlertTextField: Hashable, Sendable {
    public var placeholder: String
    public var isSecure: Bool
    public var text: String

    public init(placeholder: String = "", isSecure: Bool = false, text: String = "") {
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.text = text
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
    public let textFields: [AlertTextField]

    public init(title: String? = nil, message: String? = nil, actions: [AlertAction],
                preferredActionIndex: Int? = nil, textFields: [AlertTextField] = []) throws(HUDError) {
        let cancels = actions.filter { $0.style == .cancel }
        if cancels.count > 1 {
            throw .duplicateCancelAction(first: cancels[0].title, second: cancels[1].title)
        }
        if textFields.count > Self.maxTextFields {
            throw .tooManyTextFields(count: textFields.count, limit: Self.maxTextFields)
        }
        self.title = title.nonEmpty
        self.message = message.nonEmpty
        self.actions = actions
        self.preferredActionIndex = preferredActionIndex.flatMap { actions.indices.contains($0) ? $0 : nil }
        self.textFields = textFields
    }

    public var cancelActionIndex: Int? {
        actions.firstIndex { $0.style == .cancel }
    }
}
