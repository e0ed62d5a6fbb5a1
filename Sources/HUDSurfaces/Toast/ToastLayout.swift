import HUDCore

/// Seed 000 §1: text 14 pt on black 0.7, radius 8, text + 40 wide and + 20 high, wrapping at 250 pt.
package struct ToastLayout {
    /// Point size of the text: 14 pt (seed 000).
    package static let fontSize = 14.0
    /// Where the text wraps: 250 pt (seed 000).
    package static let wrapWidth = 250.0
    /// Between the text and the card's sides (width) and top/bottom (height).
    package static let padding = Size(width: 20, height: 10)
    /// The card's corner radius: 8 pt (seed 000).
    package static let cornerRadius = 8.0

    /// The toast being laid out.
    package let model: ToastModel

    /// Lays out `model`.
    package init(model: ToastModel) {
        self.model = model
    }

    /// The settled toast, centred on `context`'s monitor.
    package func scene(in context: LayoutContext) -> Scene {
        let theme = context.theme(default: .dark)
        let chrome = Size(width: 2 * Self.padding.width, height: 2 * Self.padding.height)
        let block = TextBlock(
            text: model.text,
            style: TextStyle(size: Self.fontSize, color: theme.hudForeground),
            wrapWidth: min(Self.wrapWidth, context.canvas.width - 2 * context.margin - chrome.width),
            maxHeight: context.textHeightLimit(reserving: chrome.height))
        let textSize = context.measure(block)
        let card = context.centeredBox(
            Size(width: textSize.width + chrome.width, height: textSize.height + chrome.height))
        let text = SceneNode.text(block, size: textSize, centeredAt: card.center)
        let body = SceneNode(
            name: "card", frame: card, cornerRadii: .all(Self.cornerRadius),
            fill: theme.hudBackground, stroke: theme.hudCardStroke(grid: context.grid), children: [text],
            blursBeneath: context.material.blurs)
        return Scene(size: context.canvas, nodes: [body], blocksInput: false)
    }
}
