/// A button on a banner: the key the server reports in `ActionInvoked`, and its label.
public struct BannerAction: Hashable, Sendable {
    public var key: String
    public var label: String

    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}
