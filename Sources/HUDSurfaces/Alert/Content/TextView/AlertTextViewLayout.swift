import HUDCore

/// An alert's text view (`AlertTextView`): a box in a text field's colours holding the text,
/// literal and wrapped at the box's width, scrolled by `scrollOffset` (kept within the text), and
/// the checkbox row under it; an editable view's caret and selection as the alert's fields draw
/// theirs. Only the paragraphs in view are laid out as nodes, and only those down to the view
/// measured, so a long file opens without a shaped megabyte.
package struct AlertTextViewLayout {
    /// Point size of the text.
    package static let textSize = 13.0
    /// Between the box's edges and its text.
    package static let padding = 6.0
    /// The box's corner radius, a text field's.
    package static let cornerRadius = 4.0
    /// Between the box and the checkbox row.
    package static let checkboxGap = 12.0
    /// The checkbox's side.
    package static let checkboxSize = 16.0
    /// The checkbox's corner radius.
    package static let checkboxCornerRadius = 4.0
    /// Between the checkbox and its label.
    package static let checkboxLabelGap = 8.0
    /// What an arrow scrolls: about a line of 13 pt text.
    package static let lineStep = 16.0
    /// A byte's estimated width in ems, for a paragraph out of view: about a Latin letter's, and a
    /// little over a third of a CJK character's three bytes.
    package static let estimatedAdvance = 0.5
    /// What a notch of the wheel scrolls: three lines, as GTK scrolls a text view.
    package static let wheelStep = 3 * lineStep

    /// The node names input and tests address.
    package static let boxName = "textView"
    package static let documentName = "textViewDocument"
    package static let checkboxName = "checkbox"

    package let view: AlertTextView

    package init(_ view: AlertTextView) {
        self.view = view
    }

    /// The box, and the checkbox row under it when there is one.
    package var height: Double {
        view.size.height + (view.checkbox == nil ? 0 : Self.checkboxGap + Self.checkboxSize)
    }

    /// The nodes with the box's top left corner at `origin`.
    package func nodes(at origin: Point, theme: Theme, context: LayoutContext) -> [SceneNode] {
        let box = Rect(x: origin.x, y: origin.y, width: view.size.width, height: view.size.height)
        let style = TextStyle(
            size: view.font?.size ?? Self.textSize, weight: view.font?.isBold == true ? .bold : .regular,
            color: theme.fieldText, alignment: .left, family: view.font?.family ?? .sansSerif,
            isItalic: view.font?.isItalic ?? false)
        let wrapWidth = box.width - 2 * Self.padding
        let paragraphs = paragraphs(style: style, wrapWidth: wrapWidth, boxHeight: box.height, context: context)
        let documentHeight = paragraphs.reduce(0) { $0 + $1.height }
        let caret = caretInDocument(paragraphs, context: context)
        var offset = view.scrollOffset
        if view.followsCaret, let caret {
            // Just enough to bring the caret in, with the box's padding about it.
            offset = min(max(offset, caret.maxY + Self.padding - box.height), caret.minY - Self.padding)
        }
        offset = Self.clamped(offset, documentHeight: documentHeight, boxHeight: box.height)
        var children = [
            SceneNode(
                name: Self.documentName,
                frame: Rect(x: box.minX, y: box.minY - offset, width: box.width, height: documentHeight))
        ]
        var top = box.minY + Self.padding - offset
        for paragraph in paragraphs {
            defer { top += paragraph.height }
            guard top + paragraph.height > box.minY, top < box.maxY else { continue }
            let frame = Rect(x: box.minX + Self.padding, y: top, width: wrapWidth, height: paragraph.height)
            children += selectionNodes(paragraph, in: frame, tint: theme.tint, context: context)
            children.append(SceneNode(frame: frame, content: .text(paragraph.block)))
        }
        if let caret, view.showsCaret {
            children.append(
                SceneNode(
                    name: "caret",
                    frame: Rect(
                        x: max(box.minX + Self.padding, box.minX + caret.minX - EditedFieldLine.caretWidth / 2),
                        y: box.minY + caret.minY - offset, width: EditedFieldLine.caretWidth, height: caret.height),
                    fill: theme.tint))
        }
        var boxNode = SceneNode(
            name: Self.boxName, frame: box, cornerRadii: .all(Self.cornerRadius), fill: theme.fieldBackground,
            stroke: Stroke(color: theme.fieldBorder, width: context.grid.hairline), role: .content(0),
            children: children)
        boxNode.clipsChildren = true
        return [boxNode] + checkboxNodes(under: box, theme: theme, context: context)
    }

    /// The text's paragraphs (its lines between line feeds), each wrapped at `wrapWidth`. Those from
    /// the top to a box's height below the view, and to the caret while the view follows it, are
    /// measured; the height of those after is estimated from their length, so a long text is not
    /// shaped whole to show its start, and its estimates only set how far it scrolls until they
    /// come into view.
    private func paragraphs(style: TextStyle, wrapWidth: Double, boxHeight: Double, context: LayoutContext)
        -> [Paragraph]
    {
        let lineHeight = context.measure(TextBlock(text: " ", style: style, wrapWidth: wrapWidth)).height
        let measuredDepth = view.scrollOffset + 2 * boxHeight
        let followedCaret = view.followsCaret ? view.editor?.selection.caret : nil
        var start = 0
        var top = 0.0
        return view.text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            // An empty line is as tall as a line of text.
            let block = TextBlock(text: paragraph.isEmpty ? " " : String(paragraph), style: style, wrapWidth: wrapWidth)
            let length = view.isEditable ? paragraph.count : 0
            let height =
                top < measuredDepth || (followedCaret.map { $0 >= start } ?? false)
                ? context.measure(block).height
                : lineHeight
                    * max(
                        1,
                        (Double(paragraph.utf8.count) * Self.estimatedAdvance * style.size / wrapWidth).rounded(.up))
            defer {
                start += length + 1
                top += height
            }
            return Paragraph(block: block, height: height, start: start, length: length)
        }
    }

    /// One line of the text between line feeds, wrapped at the box's width: `length` graphemes from
    /// the grapheme at `start` (counted in an editable view only).
    private struct Paragraph {
        let block: TextBlock
        let height: Double
        let start: Int
        let length: Int
    }

    /// An editable view's caret relative to the box's top left corner with the text unscrolled.
    private func caretInDocument(_ paragraphs: [Paragraph], context: LayoutContext) -> Rect? {
        guard let caret = view.editor?.selection.caret else { return nil }
        var top = Self.padding
        for paragraph in paragraphs {
            if caret <= paragraph.start + paragraph.length {
                let rect = context.caret(at: caret - paragraph.start, in: paragraph.block)
                return Rect(x: Self.padding + rect.minX, y: top + rect.minY, width: 0, height: rect.height)
            }
            top += paragraph.height
        }
        return nil
    }

    /// The selection's part in `paragraph`, drawn in `frame`: one tinted band a row it covers
    /// (its line feed as far as the row's end).
    private func selectionNodes(_ paragraph: Paragraph, in frame: Rect, tint: Color, context: LayoutContext)
        -> [SceneNode]
    {
        guard let range = view.editor?.selection.range, !range.isEmpty,
            range.lowerBound <= paragraph.start + paragraph.length, range.upperBound > paragraph.start
        else { return [] }
        let from = context.caret(at: max(0, range.lowerBound - paragraph.start), in: paragraph.block)
        let toEnd = range.upperBound > paragraph.start + paragraph.length
        let to = context.caret(at: min(paragraph.length, range.upperBound - paragraph.start), in: paragraph.block)
        let right = toEnd ? frame.width : to.minX
        let bands =
            from.minY == to.minY
            ? [Rect(x: from.minX, y: from.minY, width: right - from.minX, height: from.height)]
            : [
                Rect(x: from.minX, y: from.minY, width: frame.width - from.minX, height: from.height),
                Rect(x: 0, y: from.maxY, width: frame.width, height: to.minY - from.maxY),
                Rect(x: 0, y: to.minY, width: right, height: to.height),
            ]
        return bands.filter { $0.width > 0 && $0.height > 0 }.map { band in
            SceneNode(
                name: "selection", frame: band.offsetBy(dx: frame.minX, dy: frame.minY),
                fill: tint.withAlpha(EditedFieldLine.selectionAlpha))
        }
    }

    /// How far the text may scroll: its end at the box's bottom, past its padding.
    package static func clamped(_ offset: Double, documentHeight: Double, boxHeight: Double) -> Double {
        min(max(offset, 0), max(0, documentHeight + 2 * padding - boxHeight))
    }

    private func checkboxNodes(under box: Rect, theme: Theme, context: LayoutContext) -> [SceneNode] {
        guard let label = view.checkbox else { return [] }
        let top = box.maxY + Self.checkboxGap
        let square = Rect(x: box.minX, y: top, width: Self.checkboxSize, height: Self.checkboxSize)
        let block = TextBlock(
            text: label, style: TextStyle(size: Self.textSize, color: theme.alertMessage, alignment: .left),
            wrapWidth: box.width - Self.checkboxSize - Self.checkboxLabelGap, maxHeight: 0)
        let size = context.measure(block)
        let labelFrame = Rect(
            x: square.maxX + Self.checkboxLabelGap, y: square.midY - size.height / 2, width: size.width,
            height: size.height)
        let mark = SceneNode(
            name: "checkmark", frame: square.insetBy(dx: 3, dy: 3),
            content: .glyph(.checkmark, color: .white, lineWidth: 2))
        let checkbox = SceneNode(
            name: Self.checkboxName, frame: square, cornerRadii: .all(Self.checkboxCornerRadius),
            fill: view.isChecked ? theme.tint : theme.fieldBackground,
            stroke: Stroke(color: view.isChecked ? theme.tint : theme.fieldBorder, width: context.grid.hairline),
            children: view.isChecked ? [mark] : [])
        // The label takes clicks as the box does, as GTK's check button's label does.
        return [
            SceneNode(
                name: "checkboxRow",
                frame: Rect(x: square.minX, y: top, width: labelFrame.maxX - square.minX, height: square.height),
                role: .content(1),
                children: [checkbox, SceneNode(name: "checkboxLabel", frame: labelFrame, content: .text(block))])
        ]
    }
}
