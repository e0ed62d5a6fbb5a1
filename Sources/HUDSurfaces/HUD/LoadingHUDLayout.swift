import HUDCore

/// Seed 000 §3: black 0.3 dim, a 150 × 120 card (black 0.7, radius 10), a large spinner centred
/// at y = 40 and a 14 pt label centred in (0, 75, 150, 30). A label too long for the card is cut
/// with an ellipsis, since the seed's card has a fixed size. The dim, the card's position and what
/// it blocks come from the model's placement (`HUDPlacement.standardLoading`: the seed's).
package struct LoadingHUDLayout {
    /// 150 × 120 pt (seed 000).
    package static let cardSize = Size(width: 150, height: 120)
    /// The card's corner radius: 10 pt (seed 000).
    package static let cornerRadius = 10.0
    /// The spinner's centre, from the card's top: 40 pt (seed 000).
    package static let indicatorCenterY = 40.0
    /// Where the label is centred, in card coordinates (seed 000).
    package static let labelRect = Rect(x: 0, y: 75, width: 150, height: 30)
    /// Between the label and the sides of its slot.
    package static let labelInset = 8.0

    /// The HUD being laid out.
    package let model: LoadingHUDModel

    /// Lays out `model`.
    package init(model: LoadingHUDModel) {
        self.model = model
    }

    /// The settled HUD on `context`'s monitor.
    package func scene(in context: LayoutContext) -> Scene {
        let theme = context.theme(default: .dark)
        let placement = model.placement ?? .standardLoading
        let card = placement.place(cardSize: Self.cardSize, in: context)
        let indicatorSide = ActivityIndicatorSize.large.side
        var children = [
            SceneNode(
                name: "indicator",
                frame: Rect(
                    x: card.midX - indicatorSide / 2, y: card.minY + Self.indicatorCenterY - indicatorSide / 2,
                    width: indicatorSide, height: indicatorSide),
                content: .activityIndicator(.large, color: theme.hudForeground, phase: 0))
        ]
        if let text = model.text, !text.isEmpty {
            let block = TextBlock(
                text: text, style: TextStyle(size: ToastLayout.fontSize, color: theme.hudForeground),
                wrapWidth: Self.labelRect.width - 2 * Self.labelInset, maxHeight: 0)
            let slot = Self.labelRect.offsetBy(dx: card.minX, dy: card.minY)
            children.append(.text(block, size: context.measure(block), centeredAt: slot.center, name: "label"))
        }
        let body = SceneNode(
            name: "card", frame: card, cornerRadii: .all(Self.cornerRadius),
            fill: theme.hudBackground, stroke: theme.hudCardStroke(grid: context.grid), children: children,
            blursBeneath: context.material.blurs)
        return placement.scene(card: body, in: context)
    }
}
