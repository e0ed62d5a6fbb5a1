import Testing

@testable import HUDEngine

/// zenity's `--list` command line read into the alert's list, and what OK prints of it.
@Suite("hud zenity --list")
struct ZenityListTests {
    static func list(_ words: [String]) throws -> ZenityList {
        try ZenityList(try ZenityCommandLine(["--list"] + words))
    }

    /// What OK prints for `chosen` of the list's own rows.
    static func printed(_ list: ZenityList, _ chosen: [Int]) -> String? {
        list.printed(chosen, cells: list.list.rows)
    }

    @Test func cellsFillTheColumnsRowByRow() throws {
        let list = try Self.list(["--column=A", "--column", "B", "a1", "b1", "a2", "b2", "a3"])
        #expect(list.list.columns == ["A", "B"])
        #expect(list.list.rows == [["a1", "b1"], ["a2", "b2"], ["a3", ""]])
        #expect(list.printed([1], cells: list.list.rows) == "a2\n")
    }

    @Test func printColumnsAndSeparator() throws {
        let words = ["--column=A", "--column=B", "a1", "b1", "a2", "b2"]
        #expect(try Self.printed(Self.list(words + ["--print-column=ALL", "--separator=:"]), [1]) == "a2:b2\n")
        #expect(try Self.printed(Self.list(words + ["--print-column=2,1"]), [0]) == "b1|a1\n")
        #expect(try Self.printed(Self.list(words + ["--print-column=7"]), [0]) == nil)
    }

    @Test func aCheckListsFirstColumnChecksRowsAndCountsInPrintColumn() throws {
        let words = ["--checklist", "--column=P", "--column=A", "--column=B", "TRUE", "a1", "b1", "false", "a2", "b2"]
        let list = try Self.list(words)
        #expect(list.list.choice == .check && list.list.columns == ["A", "B"])
        #expect(list.list.chosenRows == [0])
        #expect(list.printed([0, 1], cells: list.list.rows) == "a1|a2\n")
        #expect(try Self.printed(Self.list(words + ["--print-column=ALL"]), [0]) == "a1|b1\n")
        #expect(try Self.printed(Self.list(words + ["--print-column=1,3"]), [0]) == "TRUE|b1\n")
        #expect(try Self.list(words + ["--hide-column=3"]).list.hiddenColumns == [1])
    }

    @Test func wordsAfterTwoDashesAreCellsEvenWhenTheyLookLikeOptions() throws {
        let list = try Self.list(["--column=A", "--", "--bogus", "x"])
        #expect(list.list.rows == [["--bogus"], ["x"]])
    }

    @Test(arguments: [
        (["a", "b"], "No column titles specified for List dialog."),
        (["--checklist", "--radiolist", "--column=A"], "You should use only one List dialog type."),
    ])
    func mistakesAreZenitysLines(words: [String], message: String) {
        #expect(throws: ZenityUsageError(message: message)) { try Self.list(words) }
    }

    @Test func onlyAListTakesCells() {
        #expect(throws: ZenityUsageError.unknownOption) { try ZenityCommandLine(["--info", "x"]) }
    }
}
