/// The status HUD (seed 003, TCProgressHUD). Text alone: text + 2 × 10 padding, clamped to the
/// monitor width − 2 × 10. With an indicator, MBProgressHUD's proportions: margin 20, the indicator
/// (a 37 pt glyph, spinner or round progress, the 120 × 10 bar, SVProgressHUD's ring), 8 pt to the
/// label, and at least 100 × 100 so a round indicator sits in a square card.
package struct StatusHUDLayout {
    /// Point size of the status text.
    package static let fontSize = 14.0
    /// Around text alone: 10 pt.
    package static let textPadding = 10.0
    /// Text alone stays this far inside the monitor's sides.
    package static let screenInset = 10.0
    /// Around an indicator: MBProgressHUD's 20 pt.
    package static let indicatorMargin = 20.0
    /// Side of the success, error and info glyphs: 37 pt.
    package static let glyphSide = 37.0
    /// Stroke width of the glyphs.
    package static let glyphLineWidth = 3.0
    /// SVProgressHUD's ring: radius 18 above text, 24 alone, 2 pt thick.
    package static let ringRadius = 18.0
    /// The ring's radius without text.
    package static let ringRadiusAlone = 24.0
    /// The ring's stroke width.
    package static let ringThickness = 2.0
    /// MBProgressHUD's background tint: what is still to do shows in the foreground colour at 0.1.
    package static let progressTrackAlpha = 0.1
    /// Between the indicator and the text: 8 pt.
    package static let indicatorToText = 8.0
    /// A card with an indicator is at least this big, so round indicators sit in a square.
    package static let minimumIndicatorCard = Size(width: 100, height: 100)
    /// Where text under an indicator wraps.
    package static let indicatorTextWrap = 200.0
    /// The card's corner radius.
    package static let cornerRadius = 10.0

    /// The HUD being laid out.
    package let model: StatusHUDModel

    /// Lays out `model`.
    package init(model: StatusHUDModel) {
        self.model = model
    }

    /// The settled HUD on `context`'s monitor.
    package func scene(in context: LayoutContext) -> Scene {
        let theme = context.theme(default: .dark)
        let body =
            if let indicator = model.indicator {
                indicatorCard(indicatorNode(indicator, color: theme.hudForeground), theme: theme, in: context)
            } else {
                textCard(theme: theme, in: context)
            }
        return placement.scene(card: body, in: context)
    }

    private var placement: HUDPlacement {
        model.placement ?? .standard
    }

    private var hasText: Bool {
        !(model.text ?? "").isEmpty
    }

    private func textBlock(width: Double, reservedHeight: Double, theme: Theme, in context: LayoutContext) -> TextBlock?
    {
        guard let text = model.text, !text.isEmpty else { return nil }
        return TextBlock(
            text: text, style: TextStyle(size: Self.fontSize, color: theme.hudForeground),
            wrapWidth: width, maxHeight: context.textHeightLimit(reserving: reservedHeight))
    }

    private func textCard(theme: Theme, in context: LayoutContext) -> SceneNode {
        let padding = 2 * Self.textPadding
        let block =
            textBlock(
                width: context.canvas.width - 2 * Self.screenInset - padding,
                reservedHeight: padding, theme: theme, in: context)
            ?? TextBlock(text: "", style: TextStyle(size: Self.fontSize, color: theme.hudForeground), wrapWidth: 0)
        let textSize = context.measure(block)
        let card = placement.place(
            cardSize: Size(width: textSize.width + padding, height: textSize.height + padding),
            in: context)
        return SceneNode(
            name: "card", frame: card, cornerRadii: .all(Self.cornerRadius), fill: theme.hudBackground,
            children: [.text(block, size: textSize, centeredAt: card.center, name: "label")],
            blursBeneath: context.material.blurs)
    }

    /// The indicator at the origin, named for what moves it: the presentation spins "indicator", and
    /// the animator fills "progress" and turns "ring".
    private func indicatorNode(_ indicator: StatusIndicator, color: Color) -> SceneNode {
        func node(_ name: String, _ size: Size, _ content: NodeContent) -> SceneNode {
            SceneNode(name: name, frame: Rect(origin: .zero, size: size), content: content)
        }
        func square(_ side: Double) -> Size { Size(width: side, height: side) }
        switch indicator {
        case .glyph(let glyph):
            return node("glyph", square(Self.glyphSide), .glyph(glyph, color: color, lineWidth: Self.glyphLineWidth))
        case .spinner:
            return node(
                "indicator", square(ActivityIndicatorSize.large.side),
                .activityIndicator(.large, color: color, phase: 0))
        case .ring:
            let radius = hasText ? Self.ringRadius : Self.ringRadiusAlone
            return node(
                "ring", square(2 * radius + Self.ringThickness),
                .ringSpinner(color: color, lineWidth: Self.ringThickness, phase: 0))
        case .progress(let style, let value):
            let track = color.withAlpha(color.alpha * Self.progressTrackAlpha)
            return node("progress", style.size, .progress(style, value: value, color: color, trackColor: track))
        case .custom(let id, let size):
            return node("custom", size, .custom(id))
        }
    }

    private func indicatorCard(_ indicator: SceneNode, theme: Theme, in context: LayoutContext) -> SceneNode {
        let margin = 2 * Self.indicatorMargin
        let side = indicator.frame.size
        let reserved = margin + side.height + Self.indicatorToText
        let block = textBlock(
            width: min(Self.indicatorTextWrap, context.canvas.width - 2 * context.margin - margin),
            reservedHeight: reserved, theme: theme, in: context)
        let textSize = block.map(context.measure) ?? .zero
        let contentHeight = side.height + (block == nil ? 0 : Self.indicatorToText + textSize.height)
        let card = placement.place(
            cardSize: Size(
                width: max(Self.minimumIndicatorCard.width, max(side.width, textSize.width) + margin),
                height: max(Self.minimumIndicatorCard.height, contentHeight + margin)), in: context)
        let top = context.grid.snap(card.midY - contentHeight / 2)
        var placed = indicator
        placed.frame.origin = Point(x: card.midX - side.width / 2, y: top)
        var children = [placed]
        if let block {
            let center = Point(x: card.midX, y: top + side.height + Self.indicatorToText + textSize.height / 2)
            children.append(.text(block, size: textSize, centeredAt: center, name: "label"))
        }
        return SceneNode(
            name: "card", frame: card, cornerRadii: .all(Self.cornerRadius), fill: theme.hudBackground,
            children: children, blursBeneath: context.material.blurs)
    }
}
