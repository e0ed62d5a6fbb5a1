import HUDCore

extension BannerLayout {
    /// The parts of one banner's card, each laid out on its own: the header row, the text beside the
    /// thumbnail, the action rows, and the card's fill and outline. `card(for:…)` stacks them.
    struct CardParts {
        /// A strip across the card: its nodes, and the y where the strip below starts.
        struct Band {
            var nodes: [SceneNode] = []
            var bottom: Double
        }

        let banner: BannerContent
        let id: UInt32
        /// The card's left edge; text keeps `horizontalPadding` in from both of the card's sides.
        let x: Double
        let width: Double
        let theme: BannerTheme
        let context: LayoutContext

        private var left: Double { x + horizontalPadding }
        private var right: Double { x + width - horizontalPadding }
        private var isCritical: Bool { banner.urgency == .critical }

        /// The material, in the critical tint on a critical banner.
        var fill: Color { context.material.tint(isCritical ? theme.criticalMaterial : theme.material) }

        /// A critical banner is ringed in its colour; the others get a hairline.
        var outline: Stroke {
            isCritical
                ? Stroke(color: theme.critical, width: 1.5)
                : Stroke(color: theme.outline, width: context.grid.hairline)
        }

        /// The app's icon and name on the left; on the right the age, or the close control while the
        /// pointer is over the banner. The name takes what the two ends leave.
        func headerRow(top: Double, age: String, showsClose: Bool) -> [SceneNode] {
            let middle = top + iconSide / 2
            var nodes: [SceneNode] = []
            var nameLeft = left
            if let icon = banner.appIcon {
                nodes.append(appIcon(icon, top: top))
                nameLeft += iconSide + 8
            }
            let trailing = showsClose ? closeControl(top: top) : ageLabel(age, middle: middle)
            nodes.append(trailing)
            nodes.append(appName(from: nameLeft, to: trailing.frame.minX - 8, middle: middle))
            return nodes
        }

        /// The summary over the body, beside the thumbnail when there is one; the band ends below
        /// whichever of the text and the thumbnail reaches lower.
        func textBesideThumbnail(top: Double) -> Band {
            var band = Band(bottom: top)
            var textRight = right
            if let image = banner.image {
                let thumbnail = thumbnail(image, top: top)
                band.nodes.append(thumbnail)
                textRight = thumbnail.frame.minX - 10
            }
            let text = textColumn(top: top, width: max(1, textRight - left))
            band.nodes += text.nodes
            band.bottom = text.bottom
            if banner.image != nil { band.bottom = max(band.bottom, top + thumbnailSide) }
            return band
        }

        /// iOS's expanded banner: full-width rows with hairlines between, labels in the tint. Rows
        /// past `maximumActions` are left out.
        func actionRows(top: Double, pressed: Target?) -> Band {
            let hairline = context.grid.hairline
            var band = Band(bottom: top)
            for (index, action) in banner.actions.prefix(maximumActions).enumerated() {
                band.nodes.append(
                    SceneNode(frame: Rect(x: x, y: band.bottom, width: width, height: hairline), fill: theme.separator))
                let row = actionRow(
                    action, index: index, top: band.bottom + hairline, isPressed: pressed == .action(index))
                band.nodes.append(row)
                band.bottom = row.frame.maxY
            }
            return band
        }

        /// The reply field under a hairline, in the action rows' place: a rounded box in the track's
        /// shade holding the placeholder or the text, its caret and selection drawn as an alert
        /// field's.
        func replyRow(top: Double, editor: TextFieldEditor) -> Band {
            let hairline = context.grid.hairline
            let rowTop = top + hairline
            let box = context.grid.snap(
                Rect(
                    x: left - 4, y: rowTop + (actionHeight - replyFieldHeight) / 2,
                    width: width - 2 * (horizontalPadding - 4),
                    height: replyFieldHeight))
            let textFrame = box.insetBy(dx: 10, dy: 0)
            let isEmpty = editor.text.isEmpty
            let shown = isEmpty ? banner.shownReplyPlaceholder(context.words) : editor.text
            let block = TextBlock(
                text: String(shown.prefix(maximumCharacters)),
                style: TextStyle(
                    size: replyTextSize, color: isEmpty ? theme.secondaryText : theme.primaryText, alignment: .left),
                wrapWidth: textFrame.width, maxHeight: 0)
            let children =
                isEmpty
                ? [
                    SceneNode(frame: textFrame, content: .text(block)),
                    EditedFieldLine.caretBeforePlaceholder(block, in: textFrame, tint: theme.tint, context: context),
                ]
                : [
                    EditedFieldLine.node(
                        editor.text, style: block.style, in: textFrame, selection: editor.selection, tint: theme.tint,
                        context: context)
                ]
            let field = SceneNode(
                name: replyName(id), frame: box, cornerRadii: .all(replyFieldHeight / 2), fill: theme.track,
                stroke: Stroke(color: theme.tint, width: context.grid.hairline), children: children)
            return Band(
                nodes: [
                    SceneNode(frame: Rect(x: x, y: top, width: width, height: hairline), fill: theme.separator), field,
                ],
                bottom: rowTop + actionHeight)
        }

        private func appIcon(_ icon: BannerImage, top: Double) -> SceneNode {
            SceneNode(
                frame: Rect(x: left, y: top, width: iconSide, height: iconSide), cornerRadii: .all(iconRadius),
                content: .image(icon))
        }

        /// A cross on a disc, named so that input can find it.
        private func closeControl(top: Double) -> SceneNode {
            let disc = Rect(x: right - closeSide, y: top, width: closeSide, height: closeSide)
            let cross = SceneNode(
                frame: disc.insetBy(dx: 6, dy: 6), content: .glyph(.cross, color: theme.secondaryText, lineWidth: 1.5))
            return SceneNode(
                name: closeName(id), frame: disc, cornerRadii: .all(closeSide / 2), fill: theme.pressed,
                children: [cross])
        }

        private func ageLabel(_ age: String, middle: Double) -> SceneNode {
            let block = TextBlock(
                text: age, style: TextStyle(size: headerTextSize, color: theme.secondaryText, alignment: .left),
                wrapWidth: .infinity, maxHeight: 0)
            let size = context.measure(block)
            let frame = context.grid.snap(
                Rect(x: right - size.width, y: middle - size.height / 2, width: size.width, height: size.height))
            return SceneNode(frame: frame, content: .text(block))
        }

        /// Semibold in the critical colour on a critical banner, so the sender stands out too.
        private func appName(from nameLeft: Double, to nameRight: Double, middle: Double) -> SceneNode {
            let style = TextStyle(
                size: headerTextSize, weight: isCritical ? .semibold : .regular,
                color: isCritical ? theme.critical : theme.secondaryText, alignment: .left)
            let width = max(1, nameRight - nameLeft)
            let block = TextBlock(
                text: String(banner.appName.prefix(maximumCharacters)), style: style, wrapWidth: width, maxHeight: 0)
            let size = context.measure(block)
            return SceneNode(
                frame: context.grid.snap(
                    Rect(x: nameLeft, y: middle - size.height / 2, width: width, height: size.height)),
                content: .text(block))
        }

        private func thumbnail(_ image: BannerImage, top: Double) -> SceneNode {
            SceneNode(
                frame: Rect(x: right - thumbnailSide, y: top, width: thumbnailSide, height: thumbnailSide),
                cornerRadii: .all(thumbnailRadius), content: .image(image))
        }

        /// The summary over the body, either of which may be absent.
        private func textColumn(top: Double, width: Double) -> Band {
            var band = Band(bottom: top)
            if let summary = summaryBlock(width: width) {
                let node = paragraph(summary, top: band.bottom, width: width)
                band.nodes.append(node)
                band.bottom += node.frame.height + 1
            }
            if let body = bodyBlock(width: width) {
                let node = paragraph(body, top: band.bottom, width: width)
                band.nodes.append(node)
                band.bottom += node.frame.height
            }
            if let value = banner.value {
                let bar = valueBar(value, top: band.bottom > top ? band.bottom + valueBarGap : top, width: width)
                band.nodes.append(bar)
                band.bottom = bar.frame.maxY
            }
            return band
        }

        /// iOS's progress view under the text, as wide as the text column: the track in a shade of
        /// the material, the fill in the tint.
        private func valueBar(_ value: Int, top: Double, width: Double) -> SceneNode {
            SceneNode(
                name: valueName(id),
                frame: Rect(x: left, y: context.grid.ceil(top), width: width, height: valueBarHeight),
                content: .valueBar(value: fraction(value), color: theme.tint, trackColor: theme.track))
        }

        private func summaryBlock(width: Double) -> TextBlock? {
            guard !banner.summary.isEmpty else { return nil }
            let style = TextStyle(size: textSize, weight: .semibold, color: theme.primaryText, alignment: .left)
            return TextBlock(
                text: String(banner.summary.prefix(maximumCharacters)), style: style, wrapWidth: width,
                maxHeight: linesHeight(summaryLines, style: style))
        }

        /// Nil when the body has no text: an empty paragraph would still take a line.
        private func bodyBlock(width: Double) -> TextBlock? {
            let markup = PangoMarkupEncoder.pango(banner.body, linkColor: theme.tint, limit: maximumCharacters)
            guard !markup.isEmpty else { return nil }
            let style = TextStyle(size: textSize, color: theme.primaryText, alignment: .left, isMarkup: true)
            return TextBlock(
                text: markup, style: style, wrapWidth: width, maxHeight: linesHeight(bodyLines, style: style))
        }

        private func paragraph(_ block: TextBlock, top: Double, width: Double) -> SceneNode {
            let size = context.measure(block)
            return SceneNode(frame: Rect(x: left, y: top, width: width, height: size.height), content: .text(block))
        }

        private func actionRow(_ action: BannerAction, index: Int, top: Double, isPressed: Bool) -> SceneNode {
            let label = TextBlock(
                text: String(action.label.prefix(maximumCharacters)),
                style: TextStyle(size: textSize, color: theme.tint),
                wrapWidth: width - 2 * horizontalPadding, maxHeight: 0)
            return SceneNode(
                name: actionName(id, index), frame: Rect(x: x, y: top, width: width, height: actionHeight),
                fill: isPressed ? theme.pressed : nil, content: .text(label))
        }

        /// Room for `lines` lines of `style`, and less than one more: Pango drops lines that do not fit
        /// the height and ends the last kept one with an ellipsis.
        private func linesHeight(_ lines: Int, style: TextStyle) -> Double {
            let sample = TextBlock(text: "Ag", style: style, wrapWidth: .infinity, maxHeight: 0)
            let line = context.measurer.measure(sample).height
            return (Double(lines) + 0.5) * line
        }
    }
}
