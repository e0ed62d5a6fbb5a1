/// One notification banner laid out as a card (iOS's notification banner): a header line with the
/// app's icon, name and age, the summary in semibold, up to four lines of body, a thumbnail on the
/// right, and action rows under a hairline. Frames are absolute; the card's top-left is `origin`.
package struct BannerLayout {
    package static let cornerRadius = 13.0
    package static let horizontalPadding = 14.0
    package static let verticalPadding = 12.0
    package static let iconSide = 20.0
    package static let iconRadius = 4.5
    package static let thumbnailSide = 38.0
    package static let thumbnailRadius = 7.0
    package static let headerTextSize = 13.0
    package static let textSize = 15.0
    package static let summaryLines = 2
    package static let bodyLines = 4
    package static let actionHeight = 40.0
    /// Action rows past this many are not shown (an application may send hundreds).
    package static let maximumActions = 5
    /// The close control's disc, in the header's right end while the pointer is over the banner.
    package static let closeSide = 20.0
    /// Characters of summary and body laid out at most: far more than their lines show, so a
    /// megabyte of body costs no more to shape than a page.
    package static let maximumCharacters = 2000

    /// What a press on a banner part does.
    package enum Target: Hashable, Sendable {
        /// The card itself: the default action, or a dismissal.
        case card
        /// The close control.
        case close
        /// An action row, by index into the banner's actions.
        case action(Int)
    }

    /// Node names: the card, and the parts input is matched against.
    package static func cardName(_ id: UInt32) -> String { "banner.\(id)" }
    package static func closeName(_ id: UInt32) -> String { "banner.\(id).close" }
    package static func actionName(_ id: UInt32, _ index: Int) -> String { "banner.\(id).action.\(index)" }

    /// The card for `banner` at `origin`, `width` wide. `age` is the header's "now" / "2m ago";
    /// `isHovered` shows the close control in its place; `pressed` highlights an action.
    package static func card(
        for banner: NotificationBanner, id: UInt32, at origin: Point, width: Double,
        age: String, isHovered: Bool, pressed: Target?, theme: BannerTheme,
        in context: LayoutContext
    ) -> SceneNode {
        let grid = context.grid
        let critical = banner.urgency == .critical
        let left = origin.x + horizontalPadding
        let right = origin.x + width - horizontalPadding
        var children: [SceneNode] = []

        // Header: icon, app name, and the age or the close control on the right.
        let headerTop = origin.y + verticalPadding
        let headerMid = headerTop + iconSide / 2
        var nameLeft = left
        if let icon = banner.appIcon {
            children.append(
                SceneNode(
                    frame: Rect(x: left, y: headerTop, width: iconSide, height: iconSide),
                    cornerRadii: .all(iconRadius), content: .image(icon)))
            nameLeft += iconSide + 8
        }
        var nameRight = right
        if isHovered {
            let disc = Rect(x: right - closeSide, y: headerTop, width: closeSide, height: closeSide)
            let cross = disc.insetBy(dx: 6, dy: 6)
            let glyph = SceneNode(frame: cross, content: .glyph(.cross, color: theme.secondaryText, lineWidth: 1.5))
            children.append(
                SceneNode(
                    name: closeName(id), frame: disc, cornerRadii: .all(closeSide / 2),
                    fill: theme.pressed, children: [glyph]))
            nameRight = disc.minX - 8
        } else {
            let ageBlock = TextBlock(
                text: age,
                style: TextStyle(
                    size: headerTextSize, color: theme.secondaryText,
                    alignment: .left), wrapWidth: .infinity, maxHeight: 0)
            let ageSize = context.measure(ageBlock)
            let ageFrame = grid.snap(
                Rect(
                    x: right - ageSize.width, y: headerMid - ageSize.height / 2,
                    width: ageSize.width, height: ageSize.height))
            children.append(SceneNode(frame: ageFrame, content: .text(ageBlock)))
            nameRight = ageFrame.minX - 8
        }
        let nameStyle = TextStyle(
            size: headerTextSize, weight: critical ? .semibold : .regular,
            color: critical ? theme.critical : theme.secondaryText, alignment: .left)
        let nameBlock = TextBlock(
            text: String(banner.appName.prefix(maximumCharacters)), style: nameStyle,
            wrapWidth: max(1, nameRight - nameLeft), maxHeight: 0)
        let nameSize = context.measure(nameBlock)
        children.append(
            SceneNode(
                frame: grid.snap(
                    Rect(
                        x: nameLeft, y: headerMid - nameSize.height / 2,
                        width: max(1, nameRight - nameLeft), height: nameSize.height)),
                content: .text(nameBlock)))

        // Summary and body, beside the thumbnail when there is one.
        let textTop = headerTop + iconSide + 6
        var textRight = right
        if let image = banner.image {
            let thumbnail = Rect(x: right - thumbnailSide, y: textTop, width: thumbnailSide, height: thumbnailSide)
            children.append(SceneNode(frame: thumbnail, cornerRadii: .all(thumbnailRadius), content: .image(image)))
            textRight = thumbnail.minX - 10
        }
        let textWidth = max(1, textRight - left)
        var y = textTop
        let summaryStyle = TextStyle(size: textSize, weight: .semibold, color: theme.primaryText, alignment: .left)
        if !banner.summary.isEmpty {
            let block = TextBlock(
                text: String(banner.summary.prefix(maximumCharacters)), style: summaryStyle,
                wrapWidth: textWidth,
                maxHeight: linesHeight(summaryLines, style: summaryStyle, in: context))
            let size = context.measure(block)
            children.append(
                SceneNode(
                    frame: Rect(x: left, y: y, width: textWidth, height: size.height),
                    content: .text(block)))
            y += size.height + 1
        }
        let bodyMarkup = PangoMarkupEncoder.pango(banner.body, linkColor: theme.tint, limit: maximumCharacters)
        if !bodyMarkup.isEmpty {
            let style = TextStyle(size: textSize, color: theme.primaryText, alignment: .left, isMarkup: true)
            let block = TextBlock(
                text: bodyMarkup, style: style, wrapWidth: textWidth,
                maxHeight: linesHeight(bodyLines, style: style, in: context))
            let size = context.measure(block)
            children.append(
                SceneNode(
                    frame: Rect(x: left, y: y, width: textWidth, height: size.height),
                    content: .text(block)))
            y += size.height
        }
        if banner.image != nil { y = max(y, textTop + thumbnailSide) }
        y = grid.ceil(y + verticalPadding)

        // Action rows, iOS's expanded banner: full width, hairlines between, labels in the tint.
        for (index, action) in banner.actions.prefix(maximumActions).enumerated() {
            children.append(
                SceneNode(
                    frame: Rect(x: origin.x, y: y, width: width, height: grid.hairline),
                    fill: theme.separator))
            let row = Rect(x: origin.x, y: y + grid.hairline, width: width, height: actionHeight)
            let label = TextBlock(
                text: String(action.label.prefix(maximumCharacters)),
                style: TextStyle(size: textSize, color: theme.tint),
                wrapWidth: width - 2 * horizontalPadding, maxHeight: 0)
            children.append(
                SceneNode(
                    name: actionName(id, index), frame: row,
                    fill: pressed == .action(index) ? theme.pressed : nil, content: .text(label)))
            y = row.maxY
        }

        let outline =
            critical
            ? Stroke(color: theme.critical, width: 1.5)
            : Stroke(color: theme.outline, width: grid.hairline)
        return SceneNode(
            name: cardName(id), frame: Rect(x: origin.x, y: origin.y, width: width, height: y - origin.y),
            cornerRadii: .all(cornerRadius),
            fill: context.material.tint(critical ? theme.criticalMaterial : theme.material),
            stroke: outline, children: children, blursBeneath: context.material.blurs)
    }

    /// Room for `lines` lines of `style`, and less than one more: Pango drops lines that do not fit
    /// the height and ends the last kept one with an ellipsis.
    static func linesHeight(_ lines: Int, style: TextStyle, in context: LayoutContext) -> Double {
        let sample = TextBlock(text: "Ag", style: style, wrapWidth: .infinity, maxHeight: 0)
        let line = context.measurer.measure(sample).height
        return (Double(lines) + 0.5) * line
    }
}
