import HUDCore

/// A list of rows in an alert, an iOS grouped table: rows of cells under optional column titles,
/// one row selected at a time (the keyboard's), and, depending on `choice`, rows checked or
/// selected together. Cells are literal text.
public struct AlertList: Hashable, Sendable {
    /// How the rows are chosen.
    public enum Choice: Hashable, Sendable, CaseIterable {
        /// The selected row is the answer.
        case single
        /// Several rows are selected together, as in GTK's tree view: Ctrl with the arrows moves the
        /// keyboard's row alone, Ctrl+Space adds or removes it, Shift with the arrows selects the rows
        /// from the last one selected alone.
        case multiple
        /// Checked rows carry a checkmark; Space checks or unchecks the selected row.
        case check
        /// One checked row carries a checkmark; Space checks the selected row instead.
        case radio
    }

    /// The column titles, one per cell of a row.
    public let columns: [String]
    /// The rows' cells, as edited (`isEditable`); each row has as many as there are columns.
    public private(set) var rows: [[String]]
    /// How the rows are chosen.
    public let choice: Choice
    /// Columns not drawn (indices into `columns`); their cells still count in the answer.
    public var hiddenColumns: Set<Int> = []
    /// Whether the column titles are drawn above the rows.
    public var showsHeader = true
    /// The card's width, in points, instead of the one that fits the columns (zenity's `--width`).
    public var cardWidth: Double?
    /// The card's height, in points: the rows take what the rest leaves (zenity's `--height`).
    public var cardHeight: Double?
    /// The row the keyboard is on, drawn highlighted; in a multiple list it may lie outside the
    /// selection (`markedRows`).
    public private(set) var selectedRow = 0
    /// Where Shift with the arrows selects from in a multiple list: the row last selected alone or
    /// added with Ctrl+Space.
    private var anchorRow = 0
    /// The checked rows (check and radio lists) or the rows selected together (multiple). A radio
    /// list given several checked rows keeps them until Space checks one, as GTK's does.
    public private(set) var markedRows: Set<Int> = []
    /// The first row drawn at the top of the list's scrolling area.
    public private(set) var firstShownRow = 0
    /// Whether the user may edit the cells (zenity's `--editable`): Return or a click on the
    /// keyboard's row edits its first shown cell.
    public var isEditable = false
    /// The cell being edited, and its text as typed so far.
    package private(set) var editedCell: EditedCell?
    /// What has been typed to find a row (GTK's interactive search), shown in a search field while
    /// it is not empty.
    package internal(set) var searchText = ""
    /// Whether typed text finds a row whose first column holds it anywhere (zenity's
    /// `--mid-search`), not only at its start.
    package var searchesWithin = false

    /// A cell being edited: its row, its column and its field.
    package struct EditedCell: Hashable, Sendable {
        package let row: Int
        package let column: Int
        package var editor: TextFieldEditor
    }

    /// Rows shorter than `columns` are filled with empty cells and longer ones cut, as zenity fills
    /// cells row by row; no columns at all is one untitled column.
    public init(columns: [String], rows: [[String]], choice: Choice = .single, markedRows: Set<Int> = []) {
        let columns = columns.isEmpty ? [""] : columns
        self.columns = columns
        self.rows = rows.map { Array(($0 + Array(repeating: "", count: columns.count)).prefix(columns.count)) }
        self.choice = choice
        // A multiple-selection list starts with the keyboard's row selected, as GTK's does.
        self.markedRows = choice == .multiple && !rows.isEmpty ? [0] : markedRows.filter(rows.indices.contains)
    }

    /// `more` rows after the rows (zenity's stdin as it arrives), filled or cut to the columns as
    /// the first were, `marked` (indices into `more`) checked or selected. A multiple list's first
    /// row is selected once it exists, as when it was there from the start.
    package mutating func append(rows more: [[String]], marked: Set<Int>) {
        let start = rows.count
        rows += more.map { Array(($0 + Array(repeating: "", count: columns.count)).prefix(columns.count)) }
        markedRows.formUnion(marked.filter(more.indices.contains).map { $0 + start })
        if choice == .multiple, start == 0, !more.isEmpty { markedRows.insert(0) }
    }

    /// The columns drawn, in order.
    public var shownColumns: [Int] {
        columns.indices.filter { !hiddenColumns.contains($0) }
    }

    /// Whether a row is drawn with a checkmark.
    public func isMarked(_ row: Int) -> Bool {
        choice == .single ? false : markedRows.contains(row)
    }

    /// The answer: the chosen rows in list order.
    public var chosenRows: [Int] {
        switch choice {
        case .single: rows.isEmpty ? [] : [selectedRow]
        case .multiple, .check, .radio: markedRows.sorted()
        }
    }

    /// Moves the keyboard to `row` (clamped to the rows); a multiple-selection list selects it alone,
    /// as a plain arrow does in GTK's tree view.
    public mutating func select(_ row: Int) {
        guard !rows.isEmpty else { return }
        moveKeyboard(to: row)
        anchorRow = selectedRow
        if choice == .multiple { markedRows = [selectedRow] }
    }

    /// Ctrl with an arrow in a multiple list: the keyboard's row moves, the selection stays.
    public mutating func moveKeyboard(to row: Int) {
        guard !rows.isEmpty else { return }
        selectedRow = min(max(0, row), rows.count - 1)
    }

    /// Shift with an arrow in a multiple list: the keyboard's row moves to `row` and the selection
    /// becomes the rows from the anchor (the row last selected alone or toggled) to it.
    public mutating func extendSelection(to row: Int) {
        guard !rows.isEmpty else { return }
        moveKeyboard(to: row)
        markedRows = Set(min(anchorRow, selectedRow)...max(anchorRow, selectedRow))
    }

    /// Space (Ctrl+Space in a multiple list): checks or unchecks the selected row (a radio list
    /// checks it, unchecking the others; a multiple list adds it to the selection or takes it out).
    public mutating func toggleSelectedRow() {
        guard !rows.isEmpty else { return }
        switch choice {
        case .single: break
        case .radio: markedRows = [selectedRow]
        case .multiple, .check:
            anchorRow = selectedRow
            if markedRows.remove(selectedRow) == nil { markedRows.insert(selectedRow) }
        }
    }

    /// Edits the keyboard's row's first shown cell, its text selected so that typing replaces it.
    package mutating func startEditing() {
        guard let column = shownColumns.first, rows.indices.contains(selectedRow) else { return }
        var editor = TextFieldEditor(text: rows[selectedRow][column], limit: Self.maxCellLength)
        editor.apply(.selectAll)
        editedCell = EditedCell(row: selectedRow, column: column, editor: editor)
    }

    /// A key while a cell is edited: Return keeps the text, Escape gives the edit up (not the
    /// dialog), the field's keys edit it; the rest do nothing until the edit ends.
    package mutating func edit(with stroke: KeyStroke) {
        switch stroke.meaningToDialog {
        case .returnKey: commitEdit()
        case .escape: editedCell = nil
        default:
            if case .edit(let edit)? = stroke.fieldCommand(editing: editedCell?.editor.text ?? "") {
                editedCell?.editor.apply(edit)
            }
        }
    }

    /// Ends the edit, keeping its text in the cell.
    package mutating func commitEdit() {
        guard let cell = editedCell else { return }
        rows[cell.row][cell.column] = cell.editor.text
        editedCell = nil
    }

    /// The longest text a cell takes as it is edited.
    package static let maxCellLength = 1000

    /// Scrolls as little as keeps the selected row among the `visibleRows` drawn.
    package mutating func keepSelectedRowInView(visibleRows: Int) {
        let visible = max(1, visibleRows)
        firstShownRow = min(max(firstShownRow, selectedRow - visible + 1), selectedRow)
        firstShownRow = max(0, min(firstShownRow, rows.count - visible))
    }
}
