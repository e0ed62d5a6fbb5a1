import HUDCore

/// The level HUD (docs/design.md §2.9): a 156 pt square on the HUDs' material, its glyph (or the
/// caller's icon and label) above a row of 16 segments, centred across the monitor's lower part.
/// Every length is a whole number of points from the card's snapped corner, so edges fall on device
/// pixels at scale 1 and 2.
package struct LevelHUDLayout {
    /// The card's side: iOS's volume square was about 155 pt; 156 centres the 126 pt row on whole points.
    package static let side = 156.0
    /// The card's corner radius.
    package static let cornerRadius = 12.0
    /// Above the glyph and below the segments.
    package static let inset = 22.0
    /// The speaker's or sun's square, and a custom icon's box without a label.
    package static let glyphSide = 84.0
    /// A custom icon's box above a label.
    package static let iconSide = 64.0
    /// Above a custom icon with a label.
    package static let iconTop = 20.0
    /// The label's point size: a title's weight at a size the 132 pt line can hold.
    package static let labelFontSize = 13.0
    /// The label stays this far inside the card's sides; longer text ends in an ellipsis.
    package static let labelInset = 12.0
    /// Each segment's size.
    package static let segmentSize = Size(width: 6, height: 6)
    /// Between two segments.
    package static let segmentGap = 2.0
    /// Empty segments: the foreground this faint, so the whole scale stays readable.
    package static let emptySegmentAlpha = 0.25
    /// Where the card's centre sits down the monitor without a placement: two thirds of the way,
    /// iOS's spot for it, clear of the windows' middle where people read.
    package static let defaultCentreFraction = 2.0 / 3.0

    /// The HUD being laid out.
    package let model: LevelHUDModel

    /// Lays out `model`.
    package init(model: LevelHUDModel) {
        self.model = model
    }

    /// The settled HUD on `context`'s monitor.
    package func scene(in context: LayoutContext) -> Scene {
        // Light or dark as the desktop states it; dark, the HUDs' look, when it states nothing.
        let theme = context.theme(default: context.desktopAppearance ?? .dark)
        var placement = model.placement ?? .standard
        // An OSD comes up while people type and click: it must never catch either.
        placement.interaction = .blockNone
        let size = Size(width: Self.side, height: Self.side)
        let card =
            model.placement == nil ? defaultFrame(size, in: context) : placement.place(cardSize: size, in: context)
        var children = topContent(in: card, color: theme.hudForeground, context: context)
        children.append(segmentRow(in: card, color: theme.hudForeground))
        let body = SceneNode(
            name: "card", frame: card, cornerRadii: .all(Self.cornerRadius), fill: theme.hudBackground,
            stroke: theme.hudCardStroke(grid: context.grid), children: children,
            blursBeneath: context.material.blurs)
        return placement.scene(card: body, in: context)
    }

    /// Centred across, two thirds down, and kept inside the monitor's margins on a short monitor.
    private func defaultFrame(_ size: Size, in context: LayoutContext) -> Rect {
        let canvas = context.canvas
        let lowest = canvas.height - context.margin - size.height
        let y = max(context.margin, min(lowest, canvas.height * Self.defaultCentreFraction - size.height / 2))
        return context.grid.snap(
            Rect(x: canvas.width / 2 - size.width / 2, y: y, width: size.width, height: size.height))
    }

    private func topContent(in card: Rect, color: Color, context: LayoutContext) -> [SceneNode] {
        let glyphBox = Rect(
            x: card.midX - Self.glyphSide / 2, y: card.minY + Self.inset, width: Self.glyphSide, height: Self.glyphSide)
        switch model.kind {
        case .volume:
            let glyph: LevelGlyph = model.isMuted ? .mutedSpeaker : .speaker(waves: model.speakerWaves)
            return [SceneNode(name: "glyph", frame: glyphBox, content: .levelGlyph(glyph, color: color))]
        case .brightness:
            return [SceneNode(name: "glyph", frame: glyphBox, content: .levelGlyph(.sun, color: color))]
        case .custom(let icon, let label):
            guard !label.isEmpty else {
                return icon.map { [iconNode($0, in: glyphBox, grid: context.grid)] } ?? []
            }
            let iconBox = Rect(
                x: card.midX - Self.iconSide / 2, y: card.minY + Self.iconTop, width: Self.iconSide,
                height: Self.iconSide)
            var nodes = icon.map { [iconNode($0, in: iconBox, grid: context.grid)] } ?? []
            nodes.append(labelNode(label, in: card, below: icon == nil ? nil : iconBox, color: color, context: context))
            return nodes
        }
    }

    /// The icon at its own aspect, as large as fits in `box`.
    private func iconNode(_ icon: BannerImage, in box: Rect, grid: PixelGrid) -> SceneNode {
        let factor = min(box.width / Double(icon.width), box.height / Double(icon.height))
        let size = Size(width: Double(icon.width) * factor, height: Double(icon.height) * factor)
        let frame = grid.snap(
            Rect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height))
        return SceneNode(name: "icon", frame: frame, content: .image(icon))
    }

    /// One line, centred between the icon (or the card's top) and the segments.
    private func labelNode(_ label: String, in card: Rect, below icon: Rect?, color: Color, context: LayoutContext)
        -> SceneNode
    {
        let block = TextBlock(
            text: label, style: TextStyle(size: Self.labelFontSize, weight: .semibold, color: color),
            wrapWidth: Self.side - 2 * Self.labelInset, maxHeight: 0)
        let size = context.measure(block)
        let top = icon?.maxY ?? card.minY
        let middle = (top + segmentTop(in: card)) / 2
        let frame = context.grid.snap(
            Rect(x: card.midX - size.width / 2, y: middle - size.height / 2, width: size.width, height: size.height))
        return SceneNode(name: "label", frame: frame, content: .text(block))
    }

    private func segmentTop(in card: Rect) -> Double {
        card.maxY - Self.inset - Self.segmentSize.height
    }

    /// The 16 segments in a node of their own, so a new level repaints the segments that changed only.
    private func segmentRow(in card: Rect, color: Color) -> SceneNode {
        let count = LevelHUDModel.segmentCount
        let width = Double(count) * Self.segmentSize.width + Double(count - 1) * Self.segmentGap
        let row = Rect(
            x: card.midX - width / 2, y: segmentTop(in: card), width: width, height: Self.segmentSize.height)
        let empty = color.withAlpha(color.alpha * Self.emptySegmentAlpha)
        let filled = model.filledSegments
        let segments = (0..<count).map { index in
            SceneNode(
                name: "segment\(index)",
                frame: Rect(
                    x: row.minX + Double(index) * (Self.segmentSize.width + Self.segmentGap), y: row.minY,
                    width: Self.segmentSize.width, height: Self.segmentSize.height),
                fill: index < filled ? color : empty)
        }
        return SceneNode(name: "segments", frame: row, children: segments)
    }
}
