/// The status HUD (seed 003, TCProgressHUD). Text alone: text + 2 × 10 padding, clamped to the
/// monitor width − 2 × 10. With a glyph, MBProgressHUD's proportions: margin 20, a 37 pt glyph box,
/// 8 pt to the label, and at least 100 × 100 so the glyph sits in a square card.
public struct StatusHUDLayout {
    public static let fontSize = 14.0
    public static let textPadding = 10.0
    public static let screenInset = 10.0
    public static let glyphMargin = 20.0
    public static let glyphSide = 37.0
    public static let glyphLineWidth = 3.0
    public static let glyphToText = 8.0
    public static let minimumGlyphCard = Size(width: 100, height: 100)
    public static let glyphTextWrap = 200.0
    public static let cornerRadius = 10.0

    public let model: StatusHUDModel

    public init(model: StatusHUDModel) {
        self.model = model
    }

    public func scene(in context: LayoutContext) -> Scene {
        let theme = context.theme(default: .dark)
        let body = if let glyph = model.glyph {
            glyphCard(glyph, theme: theme, in: context)
        } else {
            textCard(theme: theme, in: context)
        }
        return Scene(size: context.canvas, nodes: [body], blocksInput: false)
    }

    private func textBlock(width: Double, reservedHeight: Double, theme: Theme, in context: LayoutContext) -> TextBlock? {
        guard let text = model.text, !text.isEmpty else { return nil }
        return TextBlock(text: text, style: TextStyle(size: Self.fontSize, color: theme.hudForeground),
                         wrapWidth: width, maxHeight: context.textHeightLimit(reserving: reservedHeight))
    }

    private func textCard(theme: Theme, in context: LayoutContext) -> SceneNode {
        let padding = 2 * Self.textPadding
        let block = textBlock(width: context.canvas.width - 2 * Self.screenInset - padding,
                              reservedHeight: padding, theme: theme, in: context)
            ?? TextBlock(text: "", style: TextStyle(size: Self.fontSize, color: theme.hudForeground), wrapWidth: 0)
        let textSize = context.measure(block)
        let card = context.centeredBox(Size(width: textSize.width + padding, height: textSize.height + padding))
        return SceneNode(name: "card", frame: card, cornerRadii: .all(Self.cornerRadius), fill: theme.hudBackground,
                         children: [.text(block, size: textSize, centeredAt: card.center, name: "label")])
    }

    private func glyphCard(_ glyph: Glyph, theme: Theme, in context: LayoutContext) -> SceneNode {
        let margin = 2 * Self.glyphMargin
        let reserved = margin + Self.glyphSide + Self.glyphToText
        let block = textBlock(width: min(Self.glyphTextWrap, context.canvas.width - 2 * context.margin - margin),
                              reservedHeight: reserved, theme: theme, in: context)
        let textSize = block.map(context.measure) ?? .zero
        let contentHeight = Self.glyphSide + (block == nil ? 0 : Self.glyphToText + textSize.height)
        let card = context.centeredBox(Size(
            width: max(Self.minimumGlyphCard.width, max(Self.glyphSide, textSize.width) + margin),
            height: max(Self.minimumGlyphCard.height, contentHeight + margin)))
        let top = context.grid.snap(card.midY - contentHeight / 2)
        var children = [SceneNode(
            name: "glyph",
            frame: Rect(x: card.midX - Self.glyphSide / 2, y: top, width: Self.glyphSide, height: Self.glyphSide),
            content: .glyph(glyph, color: theme.hudForeground, lineWidth: Self.glyphLineWidth))]
        if let block {
            let center = Point(x: card.midX, y: top + Self.glyphSide + Self.glyphToText + textSize.height / 2)
            children.append(.text(block, size: textSize, centeredAt: center, name: "label"))
        }
        return SceneNode(name: "card", frame: card, cornerRadii: .all(Self.cornerRadius), fill: theme.hudBackground,
                         children: children)
    }
}
