/// The seed-001 XLAlertView card. Button indices follow the seed: 0 = cancel, 1 = sure.
public struct CardAlertModel: Hashable, Sendable {
    public static let cancelIndex = 0
    public static let sureIndex = 1

    public var title: String?
    public var message: String?
    public var sureTitle: String?
    public var cancelTitle: String?

    /// Empty strings count as absent, as in the seed (`length > 0`).
    public init(title: String? = nil, message: String? = nil, sure sureTitle: String? = nil, cancel cancelTitle: String? = nil) {
        self.title = title.nonEmpty
        self.message = message.nonEmpty
        self.sureTitle = sureTitle.nonEmpty
        self.cancelTitle = cancelTitle.nonEmpty
    }
}

extension Optional where Wrapped == String {
    var nonEmpty: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }
}
