import HUDCore

/// A form's rows between an alert's message and its buttons, as an iOS grouped form at the alert's
/// 13 pt: one rounded box of 32 pt rows, each with its label at the leading edge and its field
/// after the widest label, a hairline between rows from the labels' edge. A text row edits as the
/// alert's fields do; a picker shows its chosen value and a chevron in the tint; a date row its date
/// on a grey button, as iOS 14's compact date picker, and once opened the month calendar beneath it
/// (alone in the box); a table row its rows beneath the label, under their header. Past `shownRows`
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
    /// A table row's rows in view; more scroll with the chosen one.
    package static let tableRows = 4
    /// A table's row, and its header's.
    package static let tableRowHeight = 26.0
    /// The date button's height, and the room either side of its date.
    package static let dateButtonHeight = 24.0
    package static let dateButtonInset = 8.0
    /// The date button's grey, UIKit's tertiary system fill.
    package static let dateButtonFill = Color(r255: 118, g255: 118, b255: 128, alpha: 0.12)

    let form: AlertForm
    /// The row with the keyboard focus, drawn with the focus border and, for a text row, the caret.
    let focusedRow: Int?
    /// The focused text row's caret and selection; nil puts the caret after its text.
    let selection: FieldSelection?

    /// The box's height: its rows in view.
    var height: Double {
        shown.map(rowHeight).reduce(0, +)
    }

    /// The rows in view, top to bottom: an open calendar's row alone.
    private var shown: Range<Int> {
        if let open = form.expandedRow, form.rows.indices.contains(open) { return open..<(open + 1) }
        let first = min(max(form.firstShownRow, 0), max(0, form.rows.count - Self.shownRows))
        return first..<min(form.rows.count, first + Self.shownRows)
    }

    /// A row's height: a table's holds its header and rows under the label, an open date row its
    /// calendar.
    private func rowHeight(_ index: Int) -> Double {
        switch form.rows[index].kind {
        case .table(let header, let cells, _):
            let lines = min(cells.count, Self.tableRows) + (header == nil ? 0 : 1)
            return Self.rowHeight + Double(lines) * Self.tableRowHeight + Self.rowInset / 2
        case .date where form.expandedRow == index:
            return Self.rowHeight + AlertDatePickerLayout.height + Self.rowInset / 2
        default:
            return Self.rowHeight
        }
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
        var top = box.minY
        for index in shown {
            let frame = Rect(x: box.minX, y: top, width: box.width, height: rowHeight(index))
            top = frame.maxY
            let row = form.rows[index]
            let isFocused = index == focusedRow
            let label = SceneNode(
                name: "label",
                frame: Rect(x: box.minX + Self.rowInset, y: frame.minY, width: labelWidth, height: Self.rowHeight),
                content: .text(TextBlock(text: row.label, style: labelStyle, wrapWidth: labelWidth, maxHeight: 0)))
            let fieldFrame = Rect(
                x: fieldX, y: frame.minY, width: box.maxX - Self.rowInset - fieldX, height: Self.rowHeight)
            let below = Rect(
                x: box.minX + Self.rowInset, y: frame.minY + Self.rowHeight, width: box.width - 2 * Self.rowInset,
                height: frame.height - Self.rowHeight - Self.rowInset / 2)
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
                        + field(
                            row, index: index, in: fieldFrame, below: below, isFocused: isFocused, theme: theme,
                            context: context)))
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
        if form.rows.count > shown.count, form.expandedRow == nil {
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

    /// A text row's field, a picker's value and chevron, a date row's button (and its open
    /// calendar `below`), a table row's table `below`.
    private func field(
        _ row: AlertForm.Row, index: Int, in frame: Rect, below: Rect, isFocused: Bool, theme: Theme,
        context: LayoutContext
    ) -> [SceneNode] {
        switch row.kind {
        case .text, .secureText:
            return SystemAlertLayout.fieldText(
                row.value, placeholder: "", isSecure: row.kind == .secureText, in: frame, isFocused: isFocused,
                selection: selection, theme: theme, context: context)
        case .date(let first, let days):
            return dateButton(row.value, in: frame, isOpen: form.expandedRow == index, theme: theme, context: context)
                + (form.expandedRow == index
                    ? [
                        calendar(
                            AlertDatePicker(day: first.adding(days: days.firstIndex(of: row.value) ?? 0)),
                            in: below, index: index, theme: theme, context: context)
                    ] : [])
        case .table(let header, let cells, let values):
            return table(
                header: header, cells: cells, chosen: values.firstIndex(of: row.value), in: below, theme: theme,
                context: context)
        case .picker:
            return picker(row.value, in: frame, theme: theme, context: context)
        }
    }

    /// iOS 14's compact date picker: the date on a grey rounded button at the row's trailing end,
    /// in the tint while its calendar is open.
    private func dateButton(
        _ date: String, in frame: Rect, isOpen: Bool, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        let style = TextStyle(size: SystemAlertLayout.messageSize, color: isOpen ? theme.tint : theme.fieldText)
        let measured = context.measure(TextBlock(text: date, style: style, wrapWidth: frame.width, maxHeight: 0))
        let width = min(measured.width.rounded(.up) + 2 * Self.dateButtonInset, frame.width)
        let button = Rect(
            x: frame.maxX - width, y: frame.midY - Self.dateButtonHeight / 2, width: width,
            height: Self.dateButtonHeight)
        return [
            SceneNode(
                name: "dateButton", frame: button, cornerRadii: .all(6), fill: Self.dateButtonFill,
                children: [
                    SceneNode(
                        name: "text", frame: button,
                        content: .text(TextBlock(text: date, style: style, wrapWidth: button.width, maxHeight: 0)))
                ])
        ]
    }

    /// The same month calendar as `--calendar`'s, pressed as the row (`.textField`).
    private func calendar(
        _ picker: AlertDatePicker, in frame: Rect, index: Int, theme: Theme, context: LayoutContext
    ) -> SceneNode {
        var node = AlertDatePickerLayout(picker: picker).node(in: frame, theme: theme, context: context)
        node.role = .textField(index)
        return node
    }

    /// The table's header in small grey capitals, if it has one, and up to `tableRows` of its rows
    /// (the chosen one in view, filled grey), their cells in equal columns.
    private func table(
        header: [String]?, cells: [[String]], chosen: Int?, in frame: Rect, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        let columns = max(header?.count ?? 0, cells.map(\.count).max() ?? 1, 1)
        let columnWidth = frame.width / Double(columns)
        var nodes: [SceneNode] = []
        var y = frame.minY
        func line(_ name: String, _ texts: [String], style: TextStyle, fill: Color?) {
            let rowFrame = Rect(x: frame.minX, y: y, width: frame.width, height: Self.tableRowHeight)
            let cellNodes = texts.enumerated().map { column, text in
                let cell = Rect(
                    x: frame.minX + Double(column) * columnWidth + Self.rowInset / 2, y: y,
                    width: columnWidth - Self.rowInset, height: Self.tableRowHeight)
                return SceneNode(
                    frame: cell,
                    content: .text(TextBlock(text: text, style: style, wrapWidth: cell.width, maxHeight: 0)))
            }
            nodes.append(SceneNode(name: name, frame: rowFrame, cornerRadii: .all(5), fill: fill, children: cellNodes))
            y += Self.tableRowHeight
        }
        if let header {
            line(
                "formTableHeader", header.map { $0.uppercased() },
                style: TextStyle(
                    size: AlertListLayout.headerSize - 2, weight: .semibold, color: theme.fieldPlaceholder,
                    alignment: .left),
                fill: nil)
        }
        let first = min(max((chosen ?? 0) - Self.tableRows + 1, 0), max(cells.count - Self.tableRows, 0))
        let cellStyle = TextStyle(size: SystemAlertLayout.messageSize, color: theme.fieldText, alignment: .left)
        for row in first..<min(cells.count, first + Self.tableRows) {
            line(
                "formTableRow\(row)", cells[row], style: cellStyle,
                fill: row == chosen ? AlertListLayout.selectedRowFill(theme) : nil)
        }
        return nodes
    }

    /// A picker's value and chevron in the tint.
    private func picker(_ value: String, in frame: Rect, theme: Theme, context: LayoutContext) -> [SceneNode] {
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
                        text: value,
                        style: TextStyle(size: SystemAlertLayout.messageSize, color: theme.tint, alignment: .left),
                        wrapWidth: valueFrame.width, maxHeight: 0))),
            SceneNode(
                name: "chevron",
                frame: Rect(x: frame.maxX - chevronWidth, y: frame.minY, width: chevronWidth, height: frame.height),
                content: .text(chevron)),
        ]
    }
}
