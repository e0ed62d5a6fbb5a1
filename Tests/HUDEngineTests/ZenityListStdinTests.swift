import Glibc
import HUDKit
import Testing

@testable import HUDEngine

/// `zenity --list`'s rows from stdin: those already there open the list, each later row comes as its
/// last cell's line ends, and the input's end fills a last row short of cells.
@Suite("list's stdin, row by row")
struct ZenityListStdinTests {
    private static func pipeEnds() -> (reader: Int32, writer: Int32) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        #expect(Glibc.write(descriptor, bytes, bytes.count) == bytes.count)
    }

    @Test func wholeRowsOpenTheListAndTheRestComeRowByRow() throws {
        let (reader, writer) = Self.pipeEnds()
        defer { close(reader) }
        var stdin = ZenityListStdin(
            try ZenityCommandLine(["--list", "--column", "Name", "--column", "Size"]), descriptor: reader)
        Self.write("a.txt\n4 KB\nb.txt\n", to: writer)
        #expect(stdin.readyCells() == ["a.txt", "4 KB"], "b.txt's row waits for its size")
        Self.write("8 K", to: writer)
        Self.write("B\nc.txt\n", to: writer)
        let next = stdin.nextRows()
        let second = try #require(next)
        #expect(second.rows == [["b.txt", "8 KB"]])
        close(writer)
        let end = stdin.nextRows()
        let last = try #require(end)
        #expect(last.rows == [["c.txt", ""]], "the end fills the last row")
        #expect(stdin.nextRows() == nil)
    }

    @Test func aChecklistsFirstColumnChecksTheRowsThatCome() throws {
        let (reader, writer) = Self.pipeEnds()
        defer { close(reader) }
        var stdin = ZenityListStdin(
            try ZenityCommandLine(["--list", "--checklist", "--column", "", "--column", "Package"]),
            descriptor: reader)
        #expect(stdin.readyCells().isEmpty)
        Self.write("FALSE\ncurl\nTRUE\nwget\n", to: writer)
        close(writer)
        let read = stdin.nextRows()
        let rows = try #require(read)
        #expect(rows.rows == [["curl"], ["wget"]])
        #expect(rows.checked == [1])
        #expect(stdin.nextRows() == nil)
    }

    /// Appended to a list on screen, rows keep what the user did: the selection stays, a multiple
    /// list's first row is selected once it exists, and checked rows count from where they land.
    @Test func appendedRowsLandAfterTheRowsShown() {
        var single = AlertList(columns: ["Name"], rows: [["a"]])
        single.select(0)
        single.append(rows: [["b"], ["c"]], marked: [])
        #expect(single.rows == [["a"], ["b"], ["c"]])
        #expect(single.chosenRows == [0])

        var multiple = AlertList(columns: ["Name"], rows: [], choice: .multiple)
        #expect(multiple.chosenRows.isEmpty)
        multiple.append(rows: [["a"], ["b"]], marked: [])
        #expect(multiple.chosenRows == [0])

        var check = AlertList(columns: ["Name", "Size"], rows: [["a", "1"]], choice: .check, markedRows: [0])
        check.append(rows: [["b"], ["c", "3", "extra"]], marked: [1])
        #expect(check.rows == [["a", "1"], ["b", ""], ["c", "3"]])
        #expect(check.chosenRows == [0, 2])
    }
}
