import HUDCore

/// The seed-001 XLAlertView card. Button indices follow the seed: 0 = cancel, 1 = sure.
public struct CardAlertModel: Hashable, Sendable {
    /// The cancel button's index in an `AlertResponse`, as in the seed.
    public static let cancelIndex = 0
    /// The sure button's index in an `AlertResponse`, as in the seed.
    public static let sureIndex = 1

    /// Bold 16 pt at the top of the card; nil for none.
    public var title: String?
    /// 14 pt under the title, wrapped by character; nil for none.
    public var message: String?
    /// The right-hand button's title; nil for no sure button.
    public var sureTitle: String?
    /// The left-hand button's title; nil for no cancel button.
    public var cancelTitle: String?

    /// Empty strings count as absent, as in the seed (`length > 0`).
    public init(
        title: String? = nil, message: String? = nil, sure sureTitle: String? = nil, cancel cancelTitle: String? = nil
    ) {
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
