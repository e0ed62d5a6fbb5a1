import HUDCore

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
    /// The reply field: a rounded box this tall in a row as tall as an action's.
    package static let replyFieldHeight = 28.0
    package static let replyTextSize = 15.0
    /// The value bar: a capsule this tall, this far under the text.
    package static let valueBarHeight = 6.0
    package static let valueBarGap = 8.0
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
        /// The open reply field, which a click leaves as it is.
        case replyField
    }

    /// Node names: the card, and the parts input is matched against.
    package static func cardName(_ id: UInt32) -> String { "banner.\(id)" }
    package static func closeName(_ id: UInt32) -> String { "banner.\(id).close" }
    package static func actionName(_ id: UInt32, _ index: Int) -> String { "banner.\(id).action.\(index)" }
    package static func replyName(_ id: UInt32) -> String { "banner.\(id).reply" }
    package static func valueName(_ id: UInt32) -> String { "banner.\(id).value" }

    /// A `value` hint's percentage as the bar's fraction, 0…1.
    package static func fraction(_ value: Int) -> Double { Double(min(max(value, 0), 100)) / 100 }

    /// The card for `banner` at `origin`, `width` wide. `age` is the header's "now" / "2m ago";
    /// `isHovered` shows the close control in its place; `pressed` highlights an action; an open
    /// `reply` field takes the action rows' place.
    package static func card(
        for banner: BannerContent, id: UInt32, at origin: Point, width: Double,
        age: String, isHovered: Bool, pressed: Target?, reply: TextFieldEditor? = nil, theme: BannerTheme,
        in context: LayoutContext
    ) -> SceneNode {
        let parts = CardParts(banner: banner, id: id, x: origin.x, width: width, theme: theme, context: context)
        let headerTop = origin.y + verticalPadding
        let header = parts.headerRow(top: headerTop, age: age, showsClose: isHovered)
        let text = parts.textBesideThumbnail(top: headerTop + iconSide + 6)
        let actionsTop = context.grid.ceil(text.bottom + verticalPadding)
        let actions =
            reply.map { parts.replyRow(top: actionsTop, editor: $0) }
            ?? parts.actionRows(top: actionsTop, pressed: pressed)
        return SceneNode(
            name: cardName(id), frame: Rect(x: origin.x, y: origin.y, width: width, height: actions.bottom - origin.y),
            cornerRadii: .all(cornerRadius), fill: parts.fill, stroke: parts.outline,
            children: header + text.nodes + actions.nodes, blursBeneath: context.material.blurs)
    }
}
