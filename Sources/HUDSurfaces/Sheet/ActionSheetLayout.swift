import HUDCore

/// The UIAlertController action sheet (docs/design.md §2.6, metrics est.): a rounded group (radius 13) along the
/// bottom of the monitor, 8 pt from its sides and bottom, holding an optional grey header (title 13
/// semibold, message 13) over 57 pt rows with 20 pt titles; the cancel action sits alone in a second,
/// opaque group ("cancelCard") 8 pt below. Rows keep the model's order, the cancel action aside; as in
/// the alert, a preferred action is semibold, otherwise the cancel action is.
///
/// Choices where UIKit has no desktop answer:
/// - Width: the monitor less the two margins, at most 414 pt (the widest iPhone in portrait, 430 pt,
///   less its margins), centred, so on a wide monitor the sheet keeps a phone's proportions.
/// - Anchored (`model.anchor`: `hud sheet --anchor X,Y`): UIKit's popover on a large screen. The
///   rows (the cancel action left out, as UIKit leaves it out of a popover, unless it is the only
///   one) in one 300 pt group whose arrow's tip touches the point, below it or, without room there,
///   above it; shifted to stay 8 pt inside the monitor. No dim, but a click beside it still cancels.
/// - Too many actions: scenes cannot scroll, so the sheet shrinks to fit between the bottom margin and
///   `context.margin` below the top edge. The header gives way first (each text keeps one line at
///   least, cut with an ellipsis); then every row, the cancel row included, shrinks evenly. Titles keep
///   20 pt down to 40 pt rows, then take half the row. On a 600 pt monitor a title, a message, 7 actions
///   and a cancel still fit at full size.
package struct ActionSheetLayout {
    /// Between the sheet and the monitor's sides and bottom.
    package static let margin = 8.0
    /// The widest sheet: an iPhone's portrait width less its margins.
    package static let maxWidth = 414.0
    /// Corner radius of both groups.
    package static let cornerRadius = 13.0
    /// Height of one action row at full size.
    package static let rowHeight = 57.0
    /// Point size of action titles.
    package static let actionSize = 20.0
    /// Between a row's sides and its title.
    package static let actionTitleInset = 16.0
    /// Between the main group and the cancel group.
    package static let cancelGap = 8.0
    /// Point size of the header's title and message.
    package static let headerTextSize = 13.0
    /// Between the header's text and its group's sides (width) and top/bottom (height).
    package static let headerInsets = Size(width: 16, height: 14)
    /// Between the header's title and message.
    package static let titleToMessage = 4.0
    /// An anchored sheet's (a popover's) width.
    package static let popoverWidth = 300.0
    /// A popover's arrow: base and height.
    package static let arrowSize = Size(width: 26, height: 13)

    /// The sheet being laid out.
    package let model: ActionSheetModel

    /// Lays out `model`.
    package init(model: ActionSheetModel) {
        self.model = model
    }

    /// The settled sheet on `context`'s monitor.
    package func scene(in context: LayoutContext) -> Scene {
        let theme = context.themeFollowingDesktop()
        let grid = context.grid
        let anchor = model.anchor
        let width = max(
            0, min(context.canvas.width - 2 * Self.margin, anchor == nil ? Self.maxWidth : Self.popoverWidth))
        let others = model.actions.indices.filter { $0 != model.cancelActionIndex }
        // A popover leaves the cancel action out (a click beside it cancels), unless it is the only one.
        let cancel = anchor != nil && !others.isEmpty ? nil : model.cancelActionIndex
        let rowCount = Double(others.count + (cancel == nil ? 0 : 1))
        let room =
            context.canvas.height - context.margin - Self.margin - (cancel == nil ? 0 : Self.cancelGap)
            - (anchor == nil ? 0 : Self.arrowSize.height)

        let headerStyle = TextStyle(size: Self.headerTextSize, color: theme.sheetHeaderText)
        var titleStyle = headerStyle
        titleStyle.weight = .semibold
        let header = TextStack(
            title: model.title, titleStyle: titleStyle, message: model.message, messageStyle: headerStyle,
            wrapWidth: width - 2 * Self.headerInsets.width, gap: Self.titleToMessage,
            maxHeight: room - rowCount * Self.rowHeight - 2 * Self.headerInsets.height, in: context)
        let headerHeight = header.isEmpty ? 0 : header.height + 2 * Self.headerInsets.height
        let rowHeight = rowCount == 0 ? 0 : max(0, min(Self.rowHeight, grid.floor((room - headerHeight) / rowCount)))
        let buttons = ActionButtons(
            actions: model.actions, preferredIndex: model.preferredActionIndex,
            fontSize: max(1, min(Self.actionSize, rowHeight / 2)),
            titleInset: Self.actionTitleInset, theme: theme, context: context)

        let cardHeight = headerHeight + Double(others.count) * rowHeight
        let cancelHeight = cancel == nil ? 0 : (cardHeight > 0 ? Self.cancelGap : 0) + rowHeight
        let size = Size(width: width, height: cardHeight + cancelHeight)
        var nodes = [context.dimLayer(anchor == nil ? theme.alertDim : nil)]
        let sheet: Rect
        if let anchor {
            let popover = popoverFrames(of: size, at: anchor, in: context)
            sheet = popover.sheet
            // Too small and pointed to blur beneath: on a blurring material the arrow takes the nearly
            // opaque tint, which reads as the blurred group it grows from; the translucent one let
            // the desktop show through it sharply.
            let arrowColor =
                context.material.blurs ? Material.opaqueTint.tint(theme.alertBackground) : theme.alertBackground
            nodes.append(
                SceneNode(
                    name: "arrow", frame: popover.arrow,
                    content: .arrow(pointsUp: popover.pointsUp, color: arrowColor), role: .body))
        } else {
            sheet = frame(of: size, in: context)
        }
        if cardHeight > 0 {
            let card = Rect(x: sheet.minX, y: sheet.minY, width: width, height: cardHeight)
            var rows: [SceneNode] = []
            var separators: [SceneNode] = []
            for (row, index) in others.enumerated() {
                let top = card.minY + headerHeight + Double(row) * rowHeight
                rows.append(buttons.button(index, frame: Rect(x: card.minX, y: top, width: width, height: rowHeight)))
                if top > card.minY {
                    separators.append(buttons.separator(x: card.minX, y: top, width: width, grid: grid))
                }
            }
            // Buttons before separators, so separators stay visible over a pressed button's highlight.
            let children = header.nodes(midX: card.midX, top: card.minY + Self.headerInsets.height) + rows + separators
            nodes.append(
                SceneNode(
                    name: "card", frame: card, cornerRadii: .all(Self.cornerRadius),
                    fill: theme.alertBackground, role: .body, children: children,
                    blursBeneath: context.material.blurs))
        }
        if let cancel {
            let group = Rect(x: sheet.minX, y: sheet.maxY - rowHeight, width: width, height: rowHeight)
            nodes.append(
                SceneNode(
                    name: "cancelCard", frame: group, cornerRadii: .all(Self.cornerRadius),
                    fill: theme.sheetCancelBackground, role: .body,
                    children: [buttons.button(cancel, frame: group)]))
        }
        return Scene(size: context.canvas, nodes: nodes, blocksInput: true)
    }

    /// Where the whole sheet (both groups) goes: bottom centre.
    private func frame(of size: Size, in context: LayoutContext) -> Rect {
        let inside = context.bounds.insetBy(dx: Self.margin, dy: Self.margin)
        let origin = Point(x: inside.midX - size.width / 2, y: inside.maxY - size.height)
        return Rect(origin: Point(x: context.grid.snap(origin.x), y: context.grid.snap(origin.y)), size: size)
    }

    /// A popover's group and arrow: centred under the anchor (over it without room below), kept 8 pt
    /// inside the monitor; the arrow's tip on the anchor, slid along the edge as far as the corners allow.
    private func popoverFrames(of size: Size, at anchor: Point, in context: LayoutContext)
        -> (sheet: Rect, arrow: Rect, pointsUp: Bool)
    {
        let grid = context.grid
        let inside = context.bounds.insetBy(dx: Self.margin, dy: Self.margin)
        let arrow = Self.arrowSize
        let below = anchor.y + arrow.height + size.height <= inside.maxY
        let x = min(max(anchor.x - size.width / 2, inside.minX), inside.maxX - size.width)
        let y = below ? anchor.y + arrow.height : anchor.y - arrow.height - size.height
        let sheet = Rect(
            x: grid.snap(x), y: grid.snap(min(max(y, inside.minY), inside.maxY - size.height)), width: size.width,
            height: size.height)
        let reach = Self.cornerRadius + arrow.width / 2
        let tipX = min(max(anchor.x, sheet.minX + reach), sheet.maxX - reach)
        let arrowFrame = Rect(
            x: grid.snap(tipX - arrow.width / 2), y: below ? sheet.minY - arrow.height : sheet.maxY,
            width: arrow.width, height: arrow.height)
        return (sheet, arrowFrame, below)
    }
}
