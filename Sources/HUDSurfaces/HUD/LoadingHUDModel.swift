import HUDCore

/// The seed-000 loading HUD: dimmed monitor, a 150 × 120 card with a spinner and an optional label.
public struct LoadingHUDModel: Hashable, Sendable {
    /// The label under the spinner; nil or empty for none.
    public var text: String?
    /// nil: `HUDPlacement.standardLoading`, the seed's centred card over a dim that blocks every click.
    public var placement: HUDPlacement?

    /// A loading HUD with optional label and placement.
    public init(text: String? = nil, placement: HUDPlacement? = nil) {
        self.text = text
        self.placement = placement
    }
}
