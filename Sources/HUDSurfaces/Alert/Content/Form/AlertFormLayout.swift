import HUDCore

/// A form's rows between an alert's message and its buttons, as an iOS grouped form at the alert's
/// 13 pt: one rounded box of 32 pt rows, each with its label at the leading edge and its field
/// after the widest label, a hairline between rows from the labels' edge. A text row edits as the
/// alert's fields do; a picker shows its chosen value and a chevron in the tint. Past `shownRows`
/// rows the box shows `shownRows` of them from `AlertForm.firstShownRow`, with a scroll indicator.
package struct AlertFormLayout {
    /// A form's alert is wider than the 270 pt alert, for its labels beside its fields.
    package static let alertWidth = 320.0
    /// Height of one row.
    package static let rowHeight = 32.0
    /// The most rows in view; more scroll.
    package static let shownRows = 6
    /// Between the box's sides and a label or a field's end.
    package static let rowInset = 10.0
    /// Between the label column and the fields.
    package static let labelToField = 10.0
    /// The label column takes at most this share of the box; a longer label is cut with an ellipsis.
    package static let maxLabelShare = 0.4
    /// The picker's mark: the pop-up button's chevron.
    package static let chevron = "⌄"
    /// The scroll indicator's width, and its gap from the box's trailing edge.
    package static let indicatorWidth = 3.0

    let form: AlertForm
    /// The row with the keyboard focus, drawn with the focus border and, for a text row, the caret.
    let focusedRow: Int?
    /// The focused text row's caret and selection; nil puts the caret after its text.
    let selection: FieldSelection?

    /// The box's height: its rows, up to `shownRows`.
    var height: Double {
        Double(min(form.rows.count, Self.shownRows)) * Self.rowHeight
    }

    /// The rows in view, top to bottom.
    private var shown: Range<Int> {
        let first = min(max(form.firstShownRow, 0), max(0, form.rows.count - Self.shownRows))
        return first..<min(form.rows.count, first + Self.shownRows)
    }

    /// The box ("form") holding the rows in view ("field0"…, by the row's index), in `box`.
    func nodes(in box: Rect, theme: Theme, context: LayoutContext) -> [SceneNode] {
        guard !form.rows.isEmpty else { return [] }
        let labelStyle = TextStyle(size: SystemAlertLayout.messageSize, color: theme.fieldText, alignment: .left)
        let widest =
            form.rows.map { row in
                context.measure(
                    TextBlock(text: row.label, style: labelStyle, wrapWidth: .greatestFiniteMagnitude, maxHeight: 0)
                ).width
            }.max() ?? 0
        let labelWidth = min(widest.rounded(.up), (box.width * Self.maxLabelShare).rounded())
        let fieldX = box.minX + Self.rowInset + (labelWidth > 0 ? labelWidth + Self.labelToField : 0)
        let r = SystemAlertLayout.fieldCornerRadius
        var children: [SceneNode] = []
        for index in shown {
            let frame = Rect(
                x: box.minX, y: box.minY + Double(index - shown.lowerBound) * Self.rowHeight, width: box.width,
                height: Self.rowHeight)
            let row = form.rows[index]
            let isFocused = index == focusedRow
            let label = SceneNode(
                name: "label",
                frame: Rect(x: box.minX + Self.rowInset, y: frame.minY, width: labelWidth, height: frame.height),
                content: .text(TextBlock(text: row.label, style: labelStyle, wrapWidth: labelWidth, maxHeight: 0)))
            let fieldFrame = Rect(
                x: fieldX, y: frame.minY, width: box.maxX - Self.rowInset - fieldX, height: frame.height)
            let isFirst = index == shown.lowerBound
            let isLast = index == shown.upperBound - 1
            children.append(
                SceneNode(
                    name: "field\(index)", frame: frame,
                    cornerRadii: CornerRadii(
                        topLeft: isFirst ? r : 0, topRight: isFirst ? r : 0, bottomRight: isLast ? r : 0,
                        bottomLeft: isLast ? r : 0),
                    stroke: Stroke(color: isFocused ? theme.tint : .clear, width: context.grid.hairline),
                    role: .textField(index),
                    children: [label]
                        + field(row, in: fieldFrame, isFocused: isFocused, theme: theme, context: context)))
            if !isFirst {
                children.append(
                    SceneNode(
                        name: "rowSeparator",
                        frame: Rect(
                            x: box.minX + Self.rowInset, y: frame.minY - context.grid.hairline / 2,
                            width: box.maxX - box.minX - Self.rowInset, height: context.grid.hairline),
                        fill: theme.fieldBorder))
            }
        }
        if form.rows.count > shown.count {
            let share = box.height / Double(form.rows.count)
            children.append(
                SceneNode(
                    name: "scrollIndicator",
                    frame: Rect(
                        x: box.maxX - 2 * Self.indicatorWidth, y: box.minY + Double(shown.lowerBound) * share,
                        width: Self.indicatorWidth, height: Double(shown.count) * share),
                    cornerRadii: .all(Self.indicatorWidth / 2), fill: theme.fieldPlaceholder))
        }
        return [
            SceneNode(
                name: "form", frame: box, cornerRadii: .all(r), fill: theme.fieldBackground,
                stroke: Stroke(color: theme.fieldBorder, width: context.grid.hairline), children: children)
        ]
    }

    /// A text row's field, or a picker's value and chevron.
    private func field(
        _ row: AlertForm.Row, in frame: Rect, isFocused: Bool, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        guard case .picker = row.kind else {
            return SystemAlertLayout.fieldText(
                row.value, placeholder: "", isSecure: row.kind == .secureText, in: frame, isFocused: isFocused,
                selection: selection, theme: theme, context: context)
        }
        let chevronStyle = TextStyle(size: SystemAlertLayout.messageSize, color: theme.tint, alignment: .left)
        let chevron = TextBlock(text: Self.chevron, style: chevronStyle, wrapWidth: frame.width, maxHeight: 0)
        let chevronWidth = context.measure(chevron).width.rounded(.up)
        let valueFrame = Rect(
            x: frame.minX, y: frame.minY, width: max(0, frame.width - chevronWidth - Self.labelToField),
            height: frame.height)
        return [
            SceneNode(
                name: "text", frame: valueFrame,
                content: .text(
                    TextBlock(
                        text: row.value,
                        style: TextStyle(size: SystemAlertLayout.messageSize, color: theme.tint, alignment: .left),
                        wrapWidth: valueFrame.width, maxHeight: 0))),
            SceneNode(
                name: "chevron",
                frame: Rect(x: frame.maxX - chevronWidth, y: frame.minY, width: chevronWidth, height: frame.height),
                content: .text(chevron)),
        ]
    }
}
