import HUDCore

/// The UIAlertController look (docs/design.md §2.6, metrics est.): a 270 pt card, radius 13, title semibold 17
/// and message 13 with 20 pt insets, up to two 25 pt text fields, and 44 pt action rows under hairlines.
/// The fields are UIKit's login group: one rounded box of flush 25 pt rows with a hairline between.
///
/// Two actions sit side by side when both titles fit in half the width (less 12 pt each side);
/// otherwise the actions stack. Side by side the cancel action goes left; stacked, it goes last.
/// A preferred action is semibold; without one, the cancel action is. The focused field, if any,
/// has a border in the tint, a caret in the tint and its selection tinted behind the text; a text
/// longer than the field scrolls to keep the caret in view.
package struct SystemAlertLayout {
    /// The card's width: 270 pt (docs/design.md §2.6).
    package static let width = 270.0
    /// The card's corner radius.
    package static let cornerRadius = 13.0
    /// Between the text and the card's edges.
    package static let inset = 20.0
    /// Point size of the semibold title.
    package static let titleSize = 17.0
    /// Point size of the message.
    package static let messageSize = 13.0
    /// Between the title and the message.
    package static let titleToMessage = 4.0
    /// Between the text and the first text field.
    package static let textToFields = 16.0
    /// Height of a text field.
    package static let fieldHeight = 25.0
    /// Between a field's sides and its text.
    package static let fieldTextInset = 4.0
    /// The field group's corner radius.
    package static let fieldCornerRadius = 4.0
    /// Height of one action row.
    package static let actionHeight = 44.0
    /// Point size of action titles.
    package static let actionSize = 17.0
    /// Between a button's sides and its title.
    package static let actionTitleInset = 12.0
    /// What a secure field shows for each character of its value: UIKit's large black circle.
    package static let bullet: Character = "●"
    /// How a button the content holds back is drawn.
    package static let heldBackAlpha = 0.35
    /// The bullets' point size: DejaVu's circle at the field's 13 pt is a heavy 9 px; at 11 pt it is
    /// the 7 px dot of UIKit's secure text.
    package static let bulletSize = 11.0

    /// The alert being laid out.
    package let model: AlertModel
    /// The text field with keyboard focus (see `OverlayInteraction`).
    package let focusedField: Int?
    /// The focused field's caret and selection; nil puts the caret after its text.
    package let selection: FieldSelection?

    /// Lays out `model`, drawing `focusedField` with the focus border, caret and selection.
    package init(model: AlertModel, focusedField: Int? = nil, selection: FieldSelection? = nil) {
        self.model = model
        self.focusedField = focusedField
        self.selection = selection
    }

    /// The order actions are drawn in (left to right, or top to bottom), as indices into
    /// `model.actions`: side by side, cancel comes first (on the right once a right-to-left
    /// language mirrors the card, as UIKit does); stacked, it comes last.
    package func displayOrder(sideBySide: Bool) -> [Int] {
        let cancel = model.cancelActionIndex
        let others = model.actions.indices.filter { $0 != cancel }
        guard let cancel else { return others }
        return sideBySide ? [cancel] + others : others + [cancel]
    }

    /// The settled alert on `context`'s monitor.
    package func scene(in context: LayoutContext) -> Scene {
        let theme = context.themeFollowingDesktop()
        let content = model.content
        // 270 pt, or wider for a content or a caller that asks for it (never past the margins).
        let asked =
            model.minimumWidth.flatMap { $0.isFinite ? min($0, context.canvas.width - 2 * context.margin) : nil } ?? 0
        let width = max(
            Self.width, content?.cardWidth(inset: Self.inset, theme: theme, context: context) ?? 0, asked)
        let buttons = ActionButtons(
            actions: model.actions, preferredIndex: model.preferredActionIndex,
            fontSize: Self.actionSize, titleInset: Self.actionTitleInset, theme: theme, context: context)
        let sideBySide = fitsSideBySide(buttons, width: width, in: context)
        let actionsHeight =
            model.actions.isEmpty
            ? 0
            : sideBySide ? Self.actionHeight : Double(model.actions.count) * Self.actionHeight
        let fieldsHeight =
            model.textFields.isEmpty
            ? 0
            : Self.textToFields + Double(model.textFields.count) * Self.fieldHeight
        let gap = content?.gapAbove ?? 0
        let chrome = 2 * Self.inset + fieldsHeight + actionsHeight + gap
        let text = TextStack(
            title: model.title, titleStyle: TextStyle(size: Self.titleSize, weight: .semibold, color: theme.alertTitle),
            message: model.message,
            messageStyle: TextStyle(
                size: Self.messageSize, color: theme.alertMessage, isMarkup: model.isMessageMarkup),
            wrapWidth: width - 2 * Self.inset, gap: Self.titleToMessage,
            maxHeight: context.textHeightLimit(
                reserving: chrome + (content?.minimumHeight(theme: theme, context: context) ?? 0)),
            in: context)
        let contentHeight =
            content.map { content in
                let asked = content.cardHeight.map { $0 - chrome - text.height } ?? .greatestFiniteMagnitude
                return content.height(
                    available: min(asked, context.textHeightLimit(reserving: chrome + text.height)), theme: theme,
                    context: context)
            } ?? 0

        let natural =
            2 * Self.inset + text.height + fieldsHeight + (content == nil ? 0 : gap + contentHeight) + actionsHeight
        // A taller card than its parts need gives the room to the message: the text stays at the
        // top, what follows it moves down, and nothing is left empty under the buttons.
        let tallest = context.canvas.height - 2 * context.margin
        let extra = max(
            0, model.minimumHeight.flatMap { $0.isFinite ? min($0, tallest) : nil }.map { $0 - natural } ?? 0)
        let messageHeight = text.height + extra
        let fieldsTop = Self.inset + messageHeight + (model.textFields.isEmpty ? 0 : Self.textToFields)
        let contentTop = Self.inset + messageHeight + fieldsHeight + gap
        let actionsTop =
            Self.inset + messageHeight + fieldsHeight + (content == nil ? 0 : gap + contentHeight)
            + Self.inset
        let card = context.centeredBox(Size(width: width, height: actionsTop + actionsHeight))

        var children = text.nodes(midX: card.midX, top: card.minY + Self.inset)
        children += fieldNodes(top: card.minY + fieldsTop, card: card, theme: theme, context: context)
        children +=
            content?.nodes(
                in: Rect(
                    x: card.minX + Self.inset, y: card.minY + contentTop, width: width - 2 * Self.inset,
                    height: contentHeight),
                focusedField: focusedField, selection: selection, theme: theme, context: context) ?? []
        children += actionNodes(
            buttons, top: card.minY + actionsTop, card: card, sideBySide: sideBySide, grid: context.grid)
        let body = SceneNode(
            name: "card", frame: card, cornerRadii: .all(Self.cornerRadius), fill: theme.alertBackground,
            role: .body, children: children, blursBeneath: context.material.blurs)
        return Scene(size: context.canvas, nodes: [context.dimLayer(theme.alertDim), body], blocksInput: true)
    }

    private func fitsSideBySide(_ buttons: ActionButtons, width: Double, in context: LayoutContext) -> Bool {
        guard model.actions.count == 2 else { return false }
        let room = width / 2 - 2 * Self.actionTitleInset
        return model.actions.indices.allSatisfy { index in
            let block = TextBlock(
                text: model.actions[index].title, style: buttons.titleStyle(index),
                wrapWidth: .greatestFiniteMagnitude, maxHeight: 0)
            return context.measure(block).width <= room
        }
    }

    /// The group: one rounded box holding the rows, a hairline between each two; nothing without fields.
    private func fieldNodes(top: Double, card: Rect, theme: Theme, context: LayoutContext) -> [SceneNode] {
        guard !model.textFields.isEmpty else { return [] }
        let count = Double(model.textFields.count)
        let group = Rect(
            x: card.minX + Self.inset, y: top, width: card.width - 2 * Self.inset, height: count * Self.fieldHeight)
        let separators = model.textFields.indices.dropFirst().map { index in
            SceneNode(
                name: "fieldSeparator",
                frame: Rect(
                    x: group.minX, y: group.minY + Double(index) * Self.fieldHeight - context.grid.hairline / 2,
                    width: group.width, height: context.grid.hairline),
                fill: theme.fieldBorder)
        }
        return [
            SceneNode(
                name: "fields", frame: group, cornerRadii: .all(Self.fieldCornerRadius), fill: theme.fieldBackground,
                stroke: Stroke(color: theme.fieldBorder, width: context.grid.hairline),
                children: fieldRows(in: group, theme: theme, context: context) + separators)
        ]
    }

    private func fieldRows(in group: Rect, theme: Theme, context: LayoutContext) -> [SceneNode] {
        model.textFields.enumerated().map { index, field in
            let frame = Rect(
                x: group.minX, y: group.minY + Double(index) * Self.fieldHeight, width: group.width,
                height: Self.fieldHeight)
            let isFirst = index == 0
            let isLast = index == model.textFields.count - 1
            let r = Self.fieldCornerRadius
            let isFocused = index == focusedField
            let children = Self.fieldText(
                field.text, placeholder: field.placeholder, isSecure: field.isSecure,
                in: frame.insetBy(dx: Self.fieldTextInset, dy: 0), isFocused: isFocused, selection: selection,
                theme: theme, context: context)
            // A row's outline shows only when it has the focus; the group draws the box around them.
            return SceneNode(
                name: "field\(index)", frame: frame,
                cornerRadii: CornerRadii(
                    topLeft: isFirst ? r : 0, topRight: isFirst ? r : 0, bottomRight: isLast ? r : 0,
                    bottomLeft: isLast ? r : 0),
                stroke: Stroke(color: isFocused ? theme.tint : .clear, width: context.grid.hairline),
                role: .textField(index), children: children)
        }
    }

    /// A field's text in `frame`: the placeholder in grey while it is empty, a secure value as
    /// bullets; focused, with its caret and `selection` (nil: the caret after the text).
    package static func fieldText(
        _ text: String, placeholder: String, isSecure: Bool, in frame: Rect, isFocused: Bool,
        selection: FieldSelection?, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        let shown = text.isEmpty ? placeholder : isSecure ? String(repeating: Self.bullet, count: text.count) : text
        let color = text.isEmpty ? theme.fieldPlaceholder : theme.fieldText
        let fontSize = isSecure && !text.isEmpty ? Self.bulletSize : Self.messageSize
        let block = TextBlock(
            text: shown,
            style: TextStyle(size: fontSize, color: color, alignment: .left),
            wrapWidth: frame.width, maxHeight: 0)
        let node = SceneNode(name: "text", frame: frame, content: .text(block))
        guard isFocused else { return [node] }
        if text.isEmpty {
            return [node, EditedFieldLine.caretBeforePlaceholder(block, in: frame, tint: theme.tint, context: context)]
        }
        return [
            EditedFieldLine.node(
                shown, style: block.style, in: frame, selection: selection ?? FieldSelection(caret: text.count),
                tint: theme.tint, context: context)
        ]
    }

    private func actionNodes(
        _ buttons: ActionButtons, top: Double, card: Rect, sideBySide: Bool, grid: PixelGrid
    ) -> [SceneNode] {
        guard !model.actions.isEmpty else { return [] }
        var nodes: [SceneNode] = []
        var frames: [Rect] = []
        if sideBySide {
            let split = grid.snap(card.midX)
            frames = [
                Rect(x: card.minX, y: top, width: split - card.minX, height: Self.actionHeight),
                Rect(x: split, y: top, width: card.maxX - split, height: Self.actionHeight),
            ]
            nodes.append(
                SceneNode(
                    name: "divider", frame: Rect(x: split, y: top, width: grid.hairline, height: Self.actionHeight),
                    fill: buttons.theme.alertSeparator))
        } else {
            frames = model.actions.indices.map {
                Rect(
                    x: card.minX, y: top + Double($0) * Self.actionHeight, width: card.width, height: Self.actionHeight)
            }
        }
        for top in Set(frames.map(\.minY)).sorted() {
            nodes.append(buttons.separator(x: card.minX, y: top, width: card.width, grid: grid))
        }
        // Buttons first so separators stay visible over a pressed button's highlight.
        let drawn = zip(displayOrder(sideBySide: sideBySide), frames).map(buttons.button).map { button in
            var button = button
            // Held back by the content (an unchecked checkbox): drawn as GTK draws an insensitive button.
            if model.content?.allowsActions == false, button.role != .button(model.cancelActionIndex ?? -1) {
                button.alpha = Self.heldBackAlpha
            }
            return button
        }
        return drawn + nodes
    }
}
