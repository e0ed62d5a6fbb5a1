import Glibc
import HUDKit

/// `zenity --list`'s cells read from stdin, a line each, as they arrive (`ls | zenity --list`, or a
/// slow `find`): the rows already there open the list, and each row shows as soon as its last cell
/// has come, as zenity shows them. Read by the calling process, which shows the list itself.
struct ZenityListStdin: Sendable {
    /// The most of stdin read: 16 MiB, ten times the cells any list of HUDKit's is measured with.
    static let maximumBytes = 16 << 20

    private var input: TextInfoInput
    private let columnCount: Int
    private let hasToggleColumn: Bool
    /// What has come of a line whose end has not.
    private var partialLine = ""
    /// Whole lines not yet a whole row.
    private var pendingCells: [String] = []

    /// Whether `commandLine` reads its rows from stdin: a list with no cells after `--`, stdin not
    /// a terminal.
    static func isRead(by commandLine: ZenityCommandLine) -> Bool {
        commandLine.dialog == .list && commandLine.cells.isEmpty && isatty(STDIN_FILENO) == 0
    }

    init(_ commandLine: ZenityCommandLine, descriptor: Int32 = STDIN_FILENO) {
        var input = TextInfoInput(descriptor: descriptor, limit: Self.maximumBytes)
        input.dialog = "list"
        self.input = input
        columnCount = max(1, commandLine.all("column").count)
        hasToggleColumn = commandLine.has("checklist") || commandLine.has("radiolist")
    }

    /// The cells of the whole rows already there, without waiting: the list opens with them.
    mutating func readyCells() -> [String] {
        take(input.ready())
        let whole = pendingCells.count - pendingCells.count % columnCount
        defer { pendingCells.removeFirst(whole) }
        return Array(pendingCells[..<whole])
    }

    /// The next rows, waiting for them, and those their toggle column checks (indices into them);
    /// at the end, a last row short of cells filled with empty ones; nil after that.
    mutating func nextRows() -> (rows: [[String]], checked: Set<Int>)? {
        while true {
            guard let more = input.next() else {
                if !partialLine.isEmpty { pendingCells.append(partialLine) }
                partialLine = ""
                guard !pendingCells.isEmpty else { return nil }
                defer { pendingCells = [] }
                return ZenityList.rows(of: pendingCells, columnCount: columnCount, hasToggleColumn: hasToggleColumn)
            }
            take(more)
            let whole = pendingCells.count - pendingCells.count % columnCount
            guard whole > 0 else { continue }
            defer { pendingCells.removeFirst(whole) }
            return ZenityList.rows(
                of: Array(pendingCells[..<whole]), columnCount: columnCount, hasToggleColumn: hasToggleColumn)
        }
    }

    /// `text`'s whole lines become cells; the rest waits for its line's end.
    private mutating func take(_ text: String) {
        var lines = (partialLine + text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        partialLine = lines.removeLast()
        pendingCells += lines
    }
}
