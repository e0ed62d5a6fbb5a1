import HUDCore

/// An `AlertList` drawn as an iOS inset grouped table inside the alert card: 44 pt rows of 17 pt
/// cells in one rounded box with a hairline between rows, the column titles above it in 13 pt grey
/// (an iOS section header), the selected row filled grey, and a checkmark in the tint on the right
/// of checked rows. The first column is drawn in the text colour, the others in grey, each as wide
/// as its widest cell, cut with an ellipsis when the card is too narrow for all of them.
///
/// The card widens to fit the columns, from the alert's 270 pt up to `maxCardWidth`, unless the
/// list asks for a width (zenity's `--width`). At most `maxShownRows` rows show, fewer on a short
/// monitor or when the list asks for a height (zenity's `--height`); past that the rows scroll from
/// `AlertList.firstShownRow`, and half a row shows under the last whole one so that the scrolling
/// is seen.
package struct AlertListLayout {
    /// Height of one row (UITableView's default).
    package static let rowHeight = 44.0
    /// Point size of a cell's text.
    package static let cellSize = 17.0
    /// Point size of the column titles.
    package static let headerSize = 13.0
    /// Height of the column titles' line above the box.
    package static let headerHeight = 24.0
    /// Between the box's sides and the first cell or the checkmark, and between two columns.
    package static let cellInset = 12.0
    /// The box's corner radius.
    package static let cornerRadius = 8.0
    /// The search field, over the grey of iOS's tertiary fill (118, 118, 128 at 12 %): in the column
    /// titles' line, or this far in from the box's sides and foot.
    package static let searchInset = 8.0
    static let searchFill = Color(hex: 0x767680).withAlpha(0.12)
    /// A selected row's grey: the pressed button's, twice as strong (a table's in a form too).
    static func selectedRowFill(_ theme: Theme) -> Color {
        theme.alertButtonPressed.withAlpha(2 * theme.alertButtonPressed.alpha)
    }
    /// The checkmark's side, and the room it takes at a row's right.
    package static let checkmarkSide = 14.0
    /// The widest the card grows for its columns by itself.
    package static let maxCardWidth = 560.0
    /// The most rows shown before the list scrolls: five whole rows and half of the sixth.
    package static let maxShownRows = 5.5

    /// The list being laid out.
    package let list: AlertList
    /// The alert's colours.
    package let theme: Theme
    /// The monitor's measurer and pixel grid.
    package let context: LayoutContext

    package init(list: AlertList, theme: Theme, context: LayoutContext) {
        self.list = list
        self.theme = theme
        self.context = context
    }

    /// The card's width: what the columns need, between the alert's 270 pt and `maxCardWidth`, or
    /// the width asked for; never wider than the monitor allows.
    package var cardWidth: Double {
        let wanted =
            list.cardWidth
            ?? min(
                Self.maxCardWidth,
                max(SystemAlertLayout.width, naturalColumnWidths.reduce(0, +) + chrome + 2 * SystemAlertLayout.inset))
        return max(SystemAlertLayout.width, min(wanted, context.canvas.width - 2 * context.margin))
    }

    /// The card's height the list asks for, if any.
    package var cardHeight: Double? { list.cardHeight }

    /// The height of the header and the box, with at most `available` points for both.
    package func height(available: Double) -> Double {
        headerHeight + viewportHeight(available: available - headerHeight)
    }

    /// How many whole rows the scrolling area of `scene`'s list shows: what Page Up and Page Down
    /// move by, and what keeps the selected row in view.
    package static func visibleRows(in scene: Scene) -> Int {
        guard let box = scene.nodes.lazy.compactMap({ $0.node(named: "list") }).first else { return 1 }
        return max(1, Int((box.frame.height / rowHeight).rounded(.down)))
    }

    /// The header and the box, their top-left at `origin`, `width` wide and `height` (from
    /// `height(available:)`) tall.
    package func nodes(origin: Point, width: Double, height: Double) -> [SceneNode] {
        let box = Rect(
            x: origin.x, y: origin.y + headerHeight, width: width, height: height - headerHeight)
        let columns = columnFrames(width: width)
        var nodes: [SceneNode] = []
        let searching = !list.searchText.isEmpty
        if headerHeight > 0, !searching {
            let style = TextStyle(size: Self.headerSize, color: theme.fieldPlaceholder, alignment: .left)
            nodes += zip(list.shownColumns, columns).map { column, frame in
                SceneNode(
                    name: "listHeader\(column)",
                    frame: Rect(x: origin.x + frame.minX, y: origin.y, width: frame.width, height: headerHeight),
                    content: .text(
                        TextBlock(text: list.columns[column], style: style, wrapWidth: frame.width, maxHeight: 0)))
            }
        }
        let top = box.minY - Double(list.firstShownRow) * Self.rowHeight
        let first = list.firstShownRow
        let last = min(list.rows.count, first + Int((box.height / Self.rowHeight).rounded(.up)))
        let rows = (first..<max(first, last)).map { row in
            rowNode(
                row,
                frame: Rect(x: box.minX, y: top + Double(row) * Self.rowHeight, width: width, height: Self.rowHeight),
                columns: columns)
        }
        var group = SceneNode(
            name: "list", frame: box, cornerRadii: .all(Self.cornerRadius), fill: theme.fieldBackground,
            stroke: Stroke(color: theme.fieldBorder, width: context.grid.hairline), children: rows)
        group.clipsChildren = true
        guard searching else { return nodes + [group] }
        // In the column titles' place; without them, floating at the foot of the rows, where GTK's
        // tree view pops its search entry up.
        let field =
            headerHeight > 0
            ? Rect(x: box.minX, y: origin.y, width: box.width, height: headerHeight - Self.searchInset / 2)
            : Rect(
                x: box.minX + Self.searchInset, y: box.maxY - Self.searchInset - Self.headerHeight,
                width: box.width - 2 * Self.searchInset, height: Self.headerHeight)
        return nodes + [group, searchField(in: context.grid.snap(field))]
    }

    /// What was typed to find a row, in an iOS search field, the caret after it.
    private func searchField(in frame: Rect) -> SceneNode {
        let style = TextStyle(size: Self.headerSize, color: theme.fieldText, alignment: .left)
        let text = TextBlock(
            text: list.searchText, style: style, wrapWidth: frame.width - 2 * Self.cellInset, maxHeight: 0)
        let size = context.measure(text)
        let textFrame = Rect(
            x: frame.minX + Self.cellInset, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        return SceneNode(
            name: "listSearch", frame: frame, cornerRadii: .all(frame.height / 3), fill: theme.fieldBackground,
            stroke: Stroke(color: theme.fieldBorder, width: context.grid.hairline),
            children: [
                SceneNode(frame: frame, cornerRadii: .all(frame.height / 3), fill: Self.searchFill),
                SceneNode(name: "listSearchText", frame: textFrame, content: .text(text)),
                SceneNode(
                    name: "caret",
                    frame: Rect(
                        x: min(textFrame.maxX, frame.maxX - Self.cellInset), y: textFrame.minY,
                        width: EditedFieldLine.caretWidth, height: size.height),
                    fill: theme.tint),
            ])
    }

    private func rowNode(_ row: Int, frame: Rect, columns: [Rect]) -> SceneNode {
        var children = zip(list.shownColumns, columns).enumerated().map { position, shown in
            let (column, cell) = shown
            let style = TextStyle(
                size: Self.cellSize, color: position == 0 ? theme.fieldText : theme.fieldPlaceholder, alignment: .left)
            let cellFrame = Rect(x: frame.minX + cell.minX, y: frame.minY, width: cell.width, height: frame.height)
            if let edited = list.editedCell, edited.row == row, edited.column == column {
                return editedCellNode(edited.editor, style: style, in: cellFrame, column: column)
            }
            return SceneNode(
                name: "cell\(column)", frame: cellFrame,
                content: .text(
                    TextBlock(text: list.rows[row][column], style: style, wrapWidth: cell.width, maxHeight: 0)))
        }
        if list.isMarked(row) {
            let side = Self.checkmarkSide
            children.append(
                SceneNode(
                    name: "checkmark",
                    frame: Rect(
                        x: frame.maxX - Self.cellInset - side, y: frame.midY - side / 2, width: side, height: side),
                    content: .glyph(.checkmark, color: theme.tint, lineWidth: 2)))
        }
        if row > 0 {
            // iOS insets a row's separator to its text.
            children.append(
                SceneNode(
                    name: "rowSeparator",
                    frame: Rect(
                        x: frame.minX + Self.cellInset, y: frame.minY - context.grid.hairline / 2,
                        width: frame.width - Self.cellInset, height: context.grid.hairline),
                    fill: theme.alertSeparator))
        }
        let selected = row == list.selectedRow
        return SceneNode(
            name: "listRow\(row)", frame: frame,
            fill: selected ? Self.selectedRowFill(theme) : nil,
            role: .listRow(row), children: children)
    }

    /// The cell being edited: its text as a focused field draws it (caret, selection, scrolling),
    /// on the field's background under a tinted border.
    private func editedCellNode(_ editor: TextFieldEditor, style: TextStyle, in frame: Rect, column: Int) -> SceneNode {
        let line =
            editor.text.isEmpty
            ? EditedFieldLine.caretBeforePlaceholder(
                TextBlock(text: "", style: style, wrapWidth: frame.width, maxHeight: 0), in: frame, tint: theme.tint,
                context: context)
            : EditedFieldLine.node(
                editor.text, style: TextStyle(size: Self.cellSize, color: theme.fieldText, alignment: .left), in: frame,
                selection: editor.selection, tint: theme.tint, context: context)
        let box = frame.insetBy(dx: -Self.editInset, dy: Self.editInset)
        return SceneNode(
            name: "cell\(column)", frame: box, cornerRadii: .all(Self.editInset), fill: theme.fieldBackground,
            stroke: Stroke(color: theme.tint, width: context.grid.hairline), children: [line])
    }

    /// Between an edited cell's text and its border, across and down.
    private static let editInset = 4.0

    private var headerHeight: Double {
        list.showsHeader && !list.shownColumns.isEmpty ? Self.headerHeight : 0
    }

    /// The room a row takes besides its cells: the insets, and the checkmark's column.
    private var chrome: Double {
        let gaps = Double(max(0, list.shownColumns.count - 1)) * Self.cellInset
        let accessory = list.choice == .single ? 0 : Self.checkmarkSide + Self.cellInset
        return 2 * Self.cellInset + gaps + accessory
    }

    /// Up to `maxShownRows` rows; as many as `available` holds when the list asks for a height.
    private func viewportHeight(available: Double) -> Double {
        let count = Double(list.rows.count)
        let shown = list.cardHeight == nil ? min(count, Self.maxShownRows) : count
        return max(Self.rowHeight, min(max(1, shown) * Self.rowHeight, available))
    }

    /// Each shown column's widest cell or title, measured on one line.
    private var naturalColumnWidths: [Double] {
        let cell = TextStyle(size: Self.cellSize, color: theme.fieldText, alignment: .left)
        let header = TextStyle(size: Self.headerSize, color: theme.fieldPlaceholder, alignment: .left)
        return list.shownColumns.map { column in
            func width(_ text: String, _ style: TextStyle) -> Double {
                context.measure(TextBlock(text: text, style: style, wrapWidth: .greatestFiniteMagnitude, maxHeight: 0))
                    .width
            }
            // Measuring every row of a long list would cost more than it shows: the first rows decide.
            let cells = list.rows.prefix(Self.measuredRows).map { width($0[column], cell) }
            return max(list.showsHeader ? width(list.columns[column], header) : 0, cells.max() ?? 0)
        }
    }

    /// The rows measured for the columns' widths.
    private static let measuredRows = 200

    /// Each shown column's cell frame within a row `width` wide (x from the row's left): as wide as
    /// its content, all narrowed alike when they do not fit, the last taking what is left.
    private func columnFrames(width: Double) -> [Rect] {
        let natural = naturalColumnWidths
        let room = max(0, width - chrome)
        let total = natural.reduce(0, +)
        let factor = total > room && total > 0 ? room / total : 1
        var x = Self.cellInset
        var used = 0.0
        return natural.indices.map { index in
            let cellWidth = index == natural.count - 1 ? max(0, room - used) : natural[index] * factor
            defer {
                x += cellWidth + Self.cellInset
                used += cellWidth
            }
            return Rect(x: x, y: 0, width: cellWidth, height: Self.rowHeight)
        }
    }
}
