import HUDCore

/// A button on a banner: the key the server reports in `ActionInvoked`, and its label.
public struct BannerAction: Hashable, Sendable {
    /// The key of the action that opens a reply field in the banner instead of being invoked (the
    /// specification's `inline-reply` capability, as KDE Plasma's).
    public static let inlineReplyKey = "inline-reply"

    public var key: String
    public var label: String

    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}
