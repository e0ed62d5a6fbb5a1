import HUDCore

/// Seed 001's XLAlertView, measure for measure: a white 280 pt card (radius 5) over black 0.6,
/// spacing k = 10, title bold 16 at y = 2k wrapping at 240, message 14 wrapping at 260 by character
/// with 3 pt line spacing, a 1 pt separator, and 40 pt buttons whose outer bottom corners alone
/// are rounded.
///
/// Where the seed is fractional or broken we choose: the half-width split (139.5 pt) is snapped to
/// device pixels, and a card with no buttons ends 2k below its text (an empty one is 4k high)
/// instead of collapsing to zero height.
package struct CardAlertLayout {
    /// The card's width: 280 pt (seed 001).
    package static let width = 280.0
    /// The seed's spacing k, from which the other insets derive.
    package static let spacing = 10.0
    /// Corner radius of the card: 5 pt (seed 001).
    package static let cornerRadius = 5.0
    /// Height of the sure and cancel buttons: 40 pt (seed 001).
    package static let buttonHeight = 40.0
    /// Where the title wraps: 240 pt.
    package static let titleWrap = width - 4 * spacing
    /// Where the message wraps: 260 pt.
    package static let messageWrap = width - 2 * spacing
    /// Between message lines: 3 pt (seed 001).
    package static let lineSpacing = 3.0
    /// Over the whole monitor: black at 0.6 (seed 001).
    package static let dim = Color(white: 0, alpha: 0.6)
    /// The card's fill.
    package static let background = Color.white
    /// The hairlines above and between the buttons.
    package static let separator = Color(white: 0.8, alpha: 0.6)
    /// Button titles: the system blue.
    package static let buttonTitle = Color(r255: 0, g255: 122, b255: 255)
    /// A button's fill at rest.
    package static let buttonBackground = Color(white: 0.95)
    /// A button's fill while pressed.
    package static let buttonPressed = Color(white: 0.9)

    /// The card being laid out.
    package let model: CardAlertModel

    /// Lays out `model`.
    package init(model: CardAlertModel) {
        self.model = model
    }

    /// The settled card on `context`'s monitor.
    package func scene(in context: LayoutContext) -> Scene {
        let k = Self.spacing
        let buttonsHeight = model.sureTitle == nil && model.cancelTitle == nil ? 0 : 1 + Self.buttonHeight
        var textLimit = context.textHeightLimit(reserving: 2 * k + 2 * k + buttonsHeight)
        var parts: [(block: TextBlock, size: Size, gapAfter: Double)] = []
        for (text, isTitle) in [(model.title, true), (model.message, false)] {
            guard let text else { continue }
            if !parts.isEmpty { textLimit -= k }
            let block = TextBlock(
                text: text,
                style: TextStyle(
                    size: isTitle ? 16 : 14, weight: isTitle ? .semibold : .regular, color: .black,
                    lineSpacing: Self.lineSpacing, lineBreak: .character),
                wrapWidth: isTitle ? Self.titleWrap : Self.messageWrap,
                maxHeight: textLimit)
            let size = context.measure(block)
            textLimit -= size.height
            parts.append((block, size, k))
        }
        if !parts.isEmpty { parts[parts.count - 1].gapAfter = 2 * k }

        var y = 2 * k
        var textNodes: [(block: TextBlock, size: Size, top: Double)] = []
        for part in parts {
            textNodes.append((part.block, part.size, y))
            y += part.size.height + part.gapAfter
        }
        if parts.isEmpty && buttonsHeight == 0 { y += 2 * k }
        let height = y + buttonsHeight
        let card = context.centeredBox(Size(width: Self.width, height: height))

        var children = textNodes.enumerated().map { index, text in
            SceneNode.text(
                text.block, size: text.size,
                centeredAt: Point(x: card.midX, y: card.minY + text.top + text.size.height / 2),
                name: index == 0 && model.title != nil ? "title" : "message")
        }
        if buttonsHeight > 0 {
            children += buttonRow(card: card, top: card.minY + y, grid: context.grid)
        }
        let body = SceneNode(
            name: "card", frame: card, cornerRadii: .all(Self.cornerRadius), fill: Self.background,
            role: .body, children: children)
        return Scene(size: context.canvas, nodes: [context.dimLayer(Self.dim), body], blocksInput: true)
    }

    private func buttonRow(card: Rect, top: Double, grid: PixelGrid) -> [SceneNode] {
        var nodes = [
            SceneNode(
                name: "separator", frame: Rect(x: card.minX, y: top, width: card.width, height: 1),
                fill: Self.separator)
        ]
        let row = Rect(x: card.minX, y: top + 1, width: card.width, height: Self.buttonHeight)
        let r = Self.cornerRadius
        switch (model.cancelTitle, model.sureTitle) {
        case (let cancel?, let sure?):
            let split = grid.snap(row.minX + (Self.width - 1) / 2)
            nodes.append(
                button(
                    cancel, index: CardAlertModel.cancelIndex,
                    frame: Rect(x: row.minX, y: row.minY, width: split - row.minX, height: row.height),
                    corners: CornerRadii(bottomLeft: r)))
            nodes.append(
                SceneNode(
                    name: "divider", frame: Rect(x: split, y: row.minY, width: 1, height: row.height),
                    fill: Self.separator))
            nodes.append(
                button(
                    sure, index: CardAlertModel.sureIndex,
                    frame: Rect(x: split + 1, y: row.minY, width: row.maxX - split - 1, height: row.height),
                    corners: CornerRadii(bottomRight: r)))
        case (let cancel?, nil):
            nodes.append(button(cancel, index: CardAlertModel.cancelIndex, frame: row, corners: .bottom(r)))
        case (nil, let sure?):
            nodes.append(button(sure, index: CardAlertModel.sureIndex, frame: row, corners: .bottom(r)))
        case (nil, nil):
            break
        }
        return nodes
    }

    private func button(_ title: String, index: Int, frame: Rect, corners: CornerRadii) -> SceneNode {
        let block = TextBlock(
            text: title, style: TextStyle(size: 16, color: Self.buttonTitle),
            wrapWidth: frame.width - 2 * Self.spacing, maxHeight: 0)
        return SceneNode(
            name: "button\(index)", frame: frame, cornerRadii: corners, fill: Self.buttonBackground,
            role: .button(index), children: [SceneNode(name: "title", frame: frame, content: .text(block))])
    }
}
