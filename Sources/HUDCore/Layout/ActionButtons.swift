/// UIAlertActions drawn as buttons, alike in an alert and in an action sheet: the title on one line
/// (cut with an ellipsis) in the tint, red when destructive, semibold for the preferred action or,
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

    func titleStyle(_ index: Int) -> TextStyle {
        let action = actions[index]
        let isBold = preferredIndex.map { $0 == index } ?? (action.style == .cancel)
        return TextStyle(
            size: fontSize, weight: isBold ? .semibold : .regular,
            color: action.style == .destructive ? theme.destructive : theme.tint)
    }

    func button(_ index: Int, frame: Rect) -> SceneNode {
        let block = TextBlock(
            text: actions[index].title, style: titleStyle(index),
            wrapWidth: frame.width - 2 * titleInset, maxHeight: 0)
        return SceneNode(
            name: "button\(index)", frame: frame, role: .button(index),
            children: [SceneNode(name: "title", frame: frame, content: .text(block))])
    }

    /// A line between rows, one device pixel thick at any scale.
    func separator(x: Double, y: Double, width: Double, grid: PixelGrid) -> SceneNode {
        SceneNode(
            name: "separator", frame: Rect(x: x, y: y, width: width, height: grid.hairline),
            fill: theme.alertSeparator)
    }
}
