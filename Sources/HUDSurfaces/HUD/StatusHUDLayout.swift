import HUDCore

/// The status HUD (seed 003, TCProgressHUD). Text alone: text + 2 × 10 padding, clamped to the
/// monitor width − 2 × 10. With an indicator, MBProgressHUD's proportions: margin 20, the indicator
/// (a 37 pt glyph, spinner or round progress, the 120 × 10 bar, SVProgressHUD's ring), 8 pt to the
/// label, and at least 100 × 100 so a round indicator sits in a square card. Under the label,
/// MBProgressHUD's details (smaller, wrapped) and its one button (a capsule outlined in the text's
/// colour); text with either is stacked the same way, with the 20 pt margin.
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
    /// The details: 12 pt, MBProgressHUD's size; regular rather than MB's bold, as iOS sets
    /// secondary text, so the label above stays the stronger line.
    package static let detailsFontSize = 12.0
    /// Between the label and the details: MBProgressHUD's 4 pt padding.
    package static let textToDetails = 4.0
    /// Above the button: more than MB's 4 pt, so a click meant for it is not taken for the text's.
    package static let textToButton = 12.0
    /// The button: a capsule 28 pt high, its 13 pt semibold title 14 pt from either end.
    package static let buttonHeight = 28.0
    /// Between the button's title and its ends.
    package static let buttonPadding = 14.0
    /// The button title's size.
    package static let buttonFontSize = 13.0
    /// The button's outline: 1 pt in the text's colour (MBProgressHUD's rounded button).
    package static let buttonOutline = 1.0
    /// The button's index in `NodeRole.button` and its node's name, "button0".
    package static let buttonIndex = 0

    /// The HUD being laid out.
    package let model: StatusHUDModel

    /// Lays out `model`.
    package init(model: StatusHUDModel) {
        self.model = model
    }

    /// The settled HUD on `context`'s monitor.
    package func scene(in context: LayoutContext) -> Scene {
        let theme = context.theme(default: .dark)
        let indicator = model.indicator.map { indicatorNode($0, color: theme.hudForeground) }
        let body =
            if indicator == nil, !hasDetails, model.button == nil {
                textCard(theme: theme, in: context)
            } else {
                stackedCard(indicator, theme: theme, in: context)
            }
        var scene = placement.scene(card: body, in: context)
        if model.button != nil, placement.interaction == .blockNone {
            // The button needs the clicks on the card; those beside it still pass through.
            scene.blocksHUDOnly = true
            scene.modifyNodes(named: "card") { $0.role = .body }
        }
        return scene
    }

    private var placement: HUDPlacement {
        model.placement ?? .standard
    }

    private var hasText: Bool {
        !(model.text ?? "").isEmpty
    }

    private var hasDetails: Bool {
        !(model.details ?? "").isEmpty
    }

    private func textBlock(width: Double, reservedHeight: Double, theme: Theme, in context: LayoutContext) -> TextBlock?
    {
        guard let text = model.text, !text.isEmpty else { return nil }
        return TextBlock(
            text: text, style: TextStyle(size: Self.fontSize, color: theme.hudForeground),
            wrapWidth: width, maxHeight: context.textHeightLimit(reserving: reservedHeight))
    }

    private func detailsBlock(width: Double, reservedHeight: Double, theme: Theme, in context: LayoutContext)
        -> TextBlock?
    {
        guard let details = model.details, !details.isEmpty else { return nil }
        return TextBlock(
            text: details, style: TextStyle(size: Self.detailsFontSize, color: theme.hudForeground),
            wrapWidth: width, maxHeight: context.textHeightLimit(reserving: reservedHeight))
    }

    /// The button at the origin, as wide as its title needs within `maxWidth`.
    private func buttonNode(_ title: String, maxWidth: Double, color: Color, in context: LayoutContext) -> SceneNode {
        let block = TextBlock(
            text: title, style: TextStyle(size: Self.buttonFontSize, weight: .semibold, color: color),
            wrapWidth: maxWidth - 2 * Self.buttonPadding, maxHeight: 0)
        let width = context.grid.ceil(context.measure(block).width + 2 * Self.buttonPadding)
        let frame = Rect(x: 0, y: 0, width: max(width, Self.buttonHeight), height: Self.buttonHeight)
        return SceneNode(
            name: "button\(Self.buttonIndex)", frame: frame, cornerRadii: .all(Self.buttonHeight / 2),
            stroke: Stroke(color: color, width: Self.buttonOutline), role: .button(Self.buttonIndex),
            children: [SceneNode(name: "title", frame: frame, content: .text(block))])
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
            stroke: theme.hudCardStroke(grid: context.grid),
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

    /// The indicator (if any), label, details and button stacked in a card with a 20 pt margin; with
    /// an indicator the card is at least 100 × 100.
    private func stackedCard(_ indicator: SceneNode?, theme: Theme, in context: LayoutContext) -> SceneNode {
        let margin = 2 * Self.indicatorMargin
        let width = min(Self.indicatorTextWrap, context.canvas.width - 2 * context.margin - margin)
        let button = model.button.map { buttonNode($0, maxWidth: width, color: theme.hudForeground, in: context) }
        var parts = [(node: SceneNode, spacing: Double)]()
        var reserved = margin + (button.map { $0.frame.height + Self.textToButton } ?? 0)
        if let indicator {
            parts.append((indicator, 0))
            reserved += indicator.frame.height + Self.indicatorToText
        }
        func addText(_ block: TextBlock?, name: String, spacing: Double) {
            guard let block else { return }
            let size = context.measure(block)
            parts.append((.text(block, size: size, centeredAt: .zero, name: name), parts.isEmpty ? 0 : spacing))
            reserved += size.height + spacing
        }
        addText(
            textBlock(width: width, reservedHeight: reserved, theme: theme, in: context), name: "label",
            spacing: Self.indicatorToText)
        addText(
            detailsBlock(width: width, reservedHeight: reserved, theme: theme, in: context), name: "details",
            spacing: model.text?.isEmpty == false ? Self.textToDetails : Self.indicatorToText)
        if let button { parts.append((button, parts.isEmpty ? 0 : Self.textToButton)) }
        let contentHeight = parts.reduce(0) { $0 + $1.spacing + $1.node.frame.height }
        let contentWidth = parts.map(\.node.frame.width).max() ?? 0
        let minimum = indicator == nil ? Size.zero : Self.minimumIndicatorCard
        let card = placement.place(
            cardSize: Size(
                width: max(minimum.width, contentWidth + margin),
                height: max(minimum.height, contentHeight + margin)), in: context)
        var y = context.grid.snap(card.midY - contentHeight / 2)
        let children = parts.map { part in
            var node = part.node
            y += part.spacing
            node.offset(dx: card.midX - node.frame.width / 2 - node.frame.minX, dy: y - node.frame.minY)
            y += node.frame.height
            return node
        }
        return SceneNode(
            name: "card", frame: card, cornerRadii: .all(Self.cornerRadius), fill: theme.hudBackground,
            stroke: theme.hudCardStroke(grid: context.grid),
            children: children, blursBeneath: context.material.blurs)
    }
}
