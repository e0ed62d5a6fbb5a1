import HUDCore

/// Applies a `HUDPlacement` to a HUD's laid-out card; the status and loading HUDs share it.
extension HUDPlacement {
    /// The card's frame: at `position`, the layout margin (20 pt) from the edges it names, moved by
    /// `offset`, on whole pixels. At an edge it keeps inside the work area (clear of the desktop's
    /// panels); centred without an offset it is exactly `LayoutContext.centeredBox`.
    package func place(cardSize size: Size, in context: LayoutContext) -> Rect {
        let area = position == .center ? context.bounds : context.workArea
        let margin = context.margin
        let x =
            switch position {
            case .left, .topLeft, .bottomLeft: area.minX + margin
            case .right, .topRight, .bottomRight: area.maxX - margin - size.width
            case .center, .top, .bottom: area.midX - size.width / 2
            }
        let y =
            switch position {
            case .top, .topLeft, .topRight: area.minY + margin
            case .bottom, .bottomLeft, .bottomRight: area.maxY - margin - size.height
            case .center, .left, .right: area.midY - size.height / 2
            }
        return context.grid.snap(Rect(x: x + offset.x, y: y + offset.y, width: size.width, height: size.height))
    }

    /// The mask as the dim layer (named "dim", so the HUD's fade takes it along); nil for `.none`.
    package func backdrop(in context: LayoutContext) -> SceneNode? {
        switch mask {
        case .none: nil
        case .clear: context.dimLayer(nil)
        case .black: context.dimLayer(HUDMask.blackColor)
        case .gradient:
            context.dimLayer(nil, content: .radialGradient(inner: .clear, outer: HUDMask.gradientOuterColor))
        case .custom(let color): context.dimLayer(color)
        }
    }

    /// The HUD's scene: the mask behind `card`, and input blocked as `interaction` says. The card is a
    /// `.body` (its clicks are swallowed) unless every click passes through.
    package func scene(card: SceneNode, in context: LayoutContext) -> Scene {
        var card = card
        card.role = interaction == .blockNone ? nil : .body
        return Scene(
            size: context.canvas, nodes: [backdrop(in: context), card].compactMap { $0 },
            blocksInput: interaction == .blockAll, blocksHUDOnly: interaction == .blockHUDOnly)
    }
}
