/// The seed-000 loading HUD: dimmed monitor, a 150 × 120 card with a spinner and an optional label.
public struct LoadingHUDModel: Hashable, Sendable {
    public var text: String?

    public init(text: String? = nil) {
        self.text = text
    }
}
