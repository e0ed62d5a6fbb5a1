import HUDCore

/// UIAlertActions drawn as buttons, alike in an alert and in an action sheet: the title on one line
/// in the tint (a title too long shrinks, as UIKit's `adjustsFontSizeToFitWidth` does, down to
/// `minimumScaleFactor` of its size, and only then is cut with an ellipsis), red when destructive,
/// semibold for the preferred action or,
/// without one, for the cancel action. A button is named "button<i>" with role `.button(i)`, i being
/// the action's index in the model, which is how hit-testing and `OverlayInteraction.decorated`
/// (the pressed highlight) find it.
struct ActionButtons {
    let actions: [AlertAction]
    let preferredIndex: Int?
    let fontSize: Double
    /// Between a button's sides and its title.
    let titleInset: Double
    let theme: Theme
    let context: LayoutContext

    /// How far a long title shrinks before it is cut: to 3/4 of its size, in half-point steps.
    static let minimumScaleFactor = 0.75
    /// The step in which a long title shrinks.
    static let shrinkStep = 0.5

    func titleStyle(_ index: Int) -> TextStyle {
        let action = actions[index]
        let isBold = preferredIndex.map { $0 == index } ?? (action.style == .cancel)
        return TextStyle(
            size: fontSize, weight: isBold ? .semibold : .regular,
            color: action.style == .destructive ? theme.destructive : theme.tint)
    }

    func button(_ index: Int, frame: Rect) -> SceneNode {
        let room = frame.width - 2 * titleInset
        let title = actions[index].title
        let block = TextBlock(
            text: title, style: fitted(title, style: titleStyle(index), width: room), wrapWidth: room, maxHeight: 0)
        return SceneNode(
            name: "button\(index)", frame: frame, role: .button(index),
            children: [SceneNode(name: "title", frame: frame, content: .text(block))])
    }

    /// `style` at the largest size, in `shrinkStep`s down to the floor, at which `title` fits `width`
    /// on one line; at the floor when nothing larger fits (the title is then cut).
    func fitted(_ title: String, style: TextStyle, width: Double) -> TextStyle {
        func widthOfTitle(_ style: TextStyle) -> Double {
            context.measure(TextBlock(text: title, style: style, wrapWidth: .greatestFiniteMagnitude, maxHeight: 0))
                .width
        }
        let full = widthOfTitle(style)
        guard full > width, full > 0 else { return style }
        var style = style
        let floor = style.size * Self.minimumScaleFactor
        // Text widths scale nearly with the size: start from the proportional guess, then step down.
        let guess = (style.size * width / full / Self.shrinkStep).rounded(.up) * Self.shrinkStep
        style.size = max(floor, min(style.size, guess))
        while style.size - Self.shrinkStep >= floor, widthOfTitle(style) > width { style.size -= Self.shrinkStep }
        return style
    }

    /// A line between rows, one device pixel thick at any scale.
    func separator(x: Double, y: Double, width: Double, grid: PixelGrid) -> SceneNode {
        SceneNode(
            name: "separator", frame: Rect(x: x, y: y, width: width, height: grid.hairline),
            fill: theme.alertSeparator)
    }
}
