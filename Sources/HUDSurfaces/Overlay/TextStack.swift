import HUDCore

/// A title over a message, both centred, as UIAlertController stacks them in alerts and action
/// sheets. Each wraps at `wrapWidth`; together they take at most `maxHeight`: the message gets what
/// the title left, and a text that gets nothing still keeps one line, cut with an ellipsis.
struct TextStack {
    private var items: [(block: TextBlock, size: Size, top: Double, name: String)] = []
    /// From the first text's top to the last one's bottom; 0 without text.
    private(set) var height = 0.0

    init(
        title: String?, titleStyle: TextStyle, message: String?, messageStyle: TextStyle,
        wrapWidth: Double, gap: Double, maxHeight: Double, in context: LayoutContext
    ) {
        var limit = maxHeight
        for case (let text?, let style, let name) in [(title, titleStyle, "title"), (message, messageStyle, "message")]
        {
            if !items.isEmpty {
                height += gap
                limit -= gap
            }
            let block = TextBlock(text: text, style: style, wrapWidth: wrapWidth, maxHeight: limit)
            let size = context.measure(block)
            items.append((block, size, height, name))
            height += size.height
            limit -= size.height
        }
    }

    var isEmpty: Bool { items.isEmpty }

    /// The text nodes ("title", "message"), centred on `midX`, the first one's top at `top`.
    func nodes(midX: Double, top: Double) -> [SceneNode] {
        items.map { item in
            SceneNode.text(
                item.block, size: item.size,
                centeredAt: Point(x: midX, y: top + item.top + item.size.height / 2), name: item.name)
        }
    }
}
