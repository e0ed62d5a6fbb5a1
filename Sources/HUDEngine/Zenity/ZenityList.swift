import Glibc
import HUDDaemonLink
import HUDKit
import HUDSystem

/// zenity's `--list` as an alert's list: its cells filled row by row into `--column`s, the first
/// column of a `--checklist` or `--radiolist` being TRUE or FALSE (drawn as a checkmark), and what
/// OK prints: each chosen row's `--print-column`s (1-based, comma-separated, or ALL), all joined
/// by `--separator`, as zenity prints them.
struct ZenityList: Sendable {
    let list: AlertList
    /// Whether zenity's first column is the check or radio column.
    private let hasToggleColumn: Bool
    /// The printed columns, 0-based, in zenity's columns.
    private let printColumns: [Int]
    private let separator: String

    init(_ commandLine: ZenityCommandLine) throws(ZenityUsageError) {
        let columns = commandLine.all("column")
        guard !columns.isEmpty else {
            throw ZenityUsageError(message: "No column titles specified for List dialog.")
        }
        if commandLine.has("checklist"), commandLine.has("radiolist") {
            throw ZenityUsageError(message: "You should use only one List dialog type.")
        }
        let hasToggleColumn = commandLine.has("checklist") || commandLine.has("radiolist")
        self.hasToggleColumn = hasToggleColumn
        let choice: AlertList.Choice =
            commandLine.has("checklist")
            ? .check : commandLine.has("radiolist") ? .radio : commandLine.has("multiple") ? .multiple : .single
        let skipped = hasToggleColumn ? 1 : 0
        let (rows, checked) = Self.rows(
            of: commandLine.cells, columnCount: columns.count, hasToggleColumn: hasToggleColumn)
        var list = AlertList(
            columns: Array(columns.dropFirst(skipped)), rows: rows, choice: choice, markedRows: checked)
        list.hiddenColumns = Set(
            Self.columnIndexes(commandLine.value("hide-column") ?? "", count: columns.count).map { $0 - skipped }
                .filter { $0 >= 0 })
        list.showsHeader = !commandLine.has("hide-header")
        list.isEditable = commandLine.has("editable")
        list.searchesWithin = commandLine.has("mid-search")
        list.cardWidth = commandLine.integer("width").flatMap { $0 > 0 ? Double($0) : nil }
        list.cardHeight = commandLine.integer("height").flatMap { $0 > 0 ? Double($0) : nil }
        self.list = list
        let printed = commandLine.value("print-column")
        printColumns =
            printed?.lowercased() == "all"
            ? Array(skipped..<columns.count)
            : printed.map { Self.columnIndexes($0, count: columns.count) } ?? [skipped]
        separator = ZenityText.compressed(commandLine.value("separator") ?? "|")
    }

    /// `cells` filled row by row into `columnCount` columns (a last row short of cells filled with
    /// empty ones), as zenity fills them, and the rows a toggle column checks (TRUE, in any case);
    /// the toggle column itself is left out of the rows.
    static func rows(of cells: [String], columnCount: Int, hasToggleColumn: Bool) -> (
        rows: [[String]], checked: Set<Int>
    ) {
        let rows = stride(from: 0, to: cells.count, by: columnCount).map { start in
            let row = Array(cells[start..<min(start + columnCount, cells.count)])
            return row + Array(repeating: "", count: columnCount - row.count)
        }
        guard hasToggleColumn else { return (rows, []) }
        return (rows.map { Array($0.dropFirst()) }, Set(rows.indices.filter { rows[$0][0].lowercased() == "true" }))
    }

    /// What OK prints for the chosen rows (in list order) of `cells`, the list's rows as it holds
    /// them (`--editable`'s edits among them): nothing when none is chosen.
    func printed(_ chosen: [Int], cells: [[String]]) -> String? {
        let skipped = hasToggleColumn ? 1 : 0
        let values = chosen.filter(cells.indices.contains).flatMap { row in
            printColumns.map { column in hasToggleColumn && column == 0 ? "TRUE" : cells[row][column - skipped] }
        }
        return values.isEmpty ? nil : values.joined(separator: separator) + "\n"
    }

    /// zenity's column lists ("2,3"): 1-based numbers within the columns, as 0-based indexes; the
    /// rest (0, words, numbers past the last column) are left out, as zenity's `atoi` leaves them.
    static func columnIndexes(_ text: String, count: Int) -> [Int] {
        text.split(separator: ",", omittingEmptySubsequences: false).compactMap { word in
            let digits = word.drop { $0 == " " }.prefix { $0.isASCII && $0.isNumber }
            guard let number = Int(digits), (1...count).contains(number) else { return nil }
            return number - 1
        }
    }
}
