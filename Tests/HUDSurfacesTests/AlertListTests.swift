import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Alert list")
struct AlertListTests {
    static func alert(_ list: AlertList) throws -> Overlay {
        var model = try AlertModel(
            title: "Pick", message: "Select items from the list below.",
            actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")], preferredActionIndex: 1)
        model.content = .list(list)
        return .alert(model)
    }

    static func rows(_ count: Int) -> [[String]] {
        (1...count).map { ["a\($0)", "b\($0)"] }
    }

    /// The interaction on `list`'s alert, pressing keys on the scene laid out from its state.
    struct Keyboard {
        let interaction: OverlayInteraction
        /// The stage clock the presses are timed by.
        let clock = ManualClock()

        init(_ list: AlertList) throws {
            interaction = OverlayInteraction(overlay: try AlertListTests.alert(list), clock: { [clock] in clock.now })
        }

        var scene: Scene { OverlayLayout.scene(for: interaction.overlayForLayout(), in: context()) }

        @discardableResult
        func press(_ keys: KeyInput...) -> InteractionOutcome {
            keys.map { interaction.handle(.key($0), in: scene) }.last ?? .unchanged
        }

        @discardableResult
        func press(_ strokes: KeyStroke...) -> InteractionOutcome {
            strokes.map { interaction.handle(.keyStroke($0), in: scene) }.last ?? .unchanged
        }

        /// A click (press and release) on a row: the press's outcome.
        @discardableResult
        func click(row: Int) throws -> InteractionOutcome {
            let point = try #require(scene.node(named: "listRow\(row)")).frame.center
            let outcome = interaction.handle(.pointer(.pressed(point)), in: scene)
            _ = interaction.handle(.pointer(.released(point)), in: scene)
            return outcome
        }

        /// The chosen rows Return answers with.
        func answer() -> [Int]? {
            Self.rows(answering: press(.returnKey))
        }

        /// The chosen rows of an OK answer.
        static func rows(answering outcome: InteractionOutcome) -> [Int]? {
            guard case .finished(let response) = outcome, response.actionIndex == 1,
                case .rows(let rows, _)? = response.content
            else { return nil }
            return rows
        }
    }

    @Test func cellsFillShortRowsAndTheFirstRowStartsSelected() {
        let list = AlertList(columns: ["A", "B"], rows: [["1", "2"], ["3"]])
        #expect(list.rows == [["1", "2"], ["3", ""]])
        #expect(list.selectedRow == 0 && list.chosenRows == [0])
    }

    @Test func arrowsPagesHomeAndEndMoveTheSelectionAndReturnAnswersIt() throws {
        let keys = try Keyboard(AlertList(columns: ["A", "B"], rows: Self.rows(20)))
        #expect(keys.interaction.focus == .content(0))
        keys.press(.down, .down)
        #expect(keys.interaction.list?.selectedRow == 2)
        keys.press(.up)
        #expect(keys.interaction.list?.selectedRow == 1)
        keys.press(.pageDown)
        #expect(keys.interaction.list?.selectedRow == 6, "a page is the five whole rows shown")
        keys.press(.end)
        #expect(keys.interaction.list?.selectedRow == 19)
        keys.press(.down)
        #expect(keys.interaction.list?.selectedRow == 19)
        keys.press(.home, .up)
        #expect(keys.interaction.list?.selectedRow == 0)
        keys.press(.pageDown, .pageDown)
        #expect(keys.answer() == [10])
    }

    /// Rows that arrive while the list is up (zenity's stdin) are laid out and reached by the keys,
    /// and the row the keys chose stays chosen; a list that opened empty takes the keys once it has
    /// rows.
    @Test func rowsAddedWhileTheListIsUpAreShownAndReachedByTheKeys() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: [["a1"]]))
        keys.interaction.append(.rows([["a2"], ["a3"]], marked: []))
        #expect(keys.scene.node(named: "listRow2") != nil)
        keys.press(.down)
        keys.interaction.append(.rows([["a4"]], marked: []))
        #expect(keys.interaction.list?.selectedRow == 1)
        keys.press(.end)
        #expect(keys.answer() == [3])

        let empty = try Keyboard(AlertList(columns: ["A"], rows: []))
        empty.interaction.append(.rows([["b1"], ["b2"]], marked: []))
        empty.press(.down)
        #expect(empty.answer() == [1])
    }

    @Test func escapeCancelsWithoutRows() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: [["x"]]))
        guard case .finished(let response) = keys.press(.escape) else {
            Issue.record("Escape did not answer")
            return
        }
        #expect(response.isCancel && response.actionIndex == 0)
    }

    @Test func theSelectedRowIsKeptInViewAsTheListScrolls() throws {
        let keys = try Keyboard(AlertList(columns: ["A", "B"], rows: Self.rows(20)))
        #expect(AlertListLayout.visibleRows(in: keys.scene) == 5)
        for _ in 0..<7 { keys.press(.down) }
        #expect(keys.interaction.list?.firstShownRow == 3)
        let box = try #require(keys.scene.node(named: "list"))
        let row = try #require(box.node(named: "listRow7"))
        #expect(row.frame.maxY <= box.frame.maxY && row.frame.minY >= box.frame.minY)
        #expect(box.node(named: "listRow2") == nil, "rows scrolled above are not drawn")
        keys.press(.up, .up, .up, .up, .up)
        #expect(keys.interaction.list?.firstShownRow == 2)
    }

    @Test func spaceChecksAndUnchecksInACheckList() throws {
        let keys = try Keyboard(
            AlertList(columns: ["A", "B"], rows: Self.rows(4), choice: .check, markedRows: [0, 2]))
        keys.press(.text(" "), .down, .text(" "), .down, .down, .text(" "))
        #expect(keys.answer() == [1, 2, 3])
    }

    @Test func spaceChoosesTheOneRowOfARadioList() throws {
        let keys = try Keyboard(
            AlertList(columns: ["A"], rows: [["x"], ["y"], ["z"]], choice: .radio, markedRows: [0]))
        keys.press(.down, .down, .text(" "))
        #expect(keys.answer() == [2])
    }

    @Test func aMultipleListSelectsWhatTheArrowsReachAndCtrlSpaceTogglesIt() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: [["x"], ["y"], ["z"]], choice: .multiple))
        #expect(keys.interaction.list?.chosenRows == [0])
        keys.press(.down)
        #expect(keys.interaction.list?.chosenRows == [1])
        keys.press(KeyStroke(.text(" "), modifiers: .control))
        keys.press(.tab, .tab)
        #expect(keys.answer() == [])
    }

    /// GTK's tree view in multiple selection: Ctrl with the arrows moves the cursor row alone,
    /// Ctrl+Space toggles it, Shift with the arrows selects from the anchor, Space selects the
    /// cursor row alone (each checked against zenity in ZenityListCompatibilityTests).
    @Test func aMultipleListTakesGTKsCtrlShiftAndSpace() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: Self.rows(5), choice: .multiple))
        keys.press(KeyStroke(.down, modifiers: .control), KeyStroke(.down, modifiers: .control))
        #expect(keys.interaction.list?.selectedRow == 2 && keys.interaction.list?.chosenRows == [0])
        keys.press(KeyStroke(.text(" "), modifiers: .control))
        #expect(keys.interaction.list?.chosenRows == [0, 2])
        keys.press(KeyStroke(.down, modifiers: .shift), KeyStroke(.down, modifiers: .shift))
        #expect(keys.interaction.list?.chosenRows == [2, 3, 4], "Shift selects from the row last toggled")
        keys.press(KeyStroke(.up, modifiers: .control))
        #expect(keys.interaction.list?.selectedRow == 3 && keys.interaction.list?.chosenRows == [2, 3, 4])
        keys.press(KeyStroke(.text(" ")))
        #expect(keys.interaction.list?.chosenRows == [3], "Space selects the cursor row alone")
        keys.press(KeyStroke(.home, modifiers: .shift))
        #expect(keys.interaction.list?.chosenRows == [0, 1, 2, 3])
        keys.press(.tab, .tab)
        #expect(keys.answer() == [0, 1, 2, 3], "OK answers the selection")
    }

    @Test func returnOnAMultipleListAnswersTheKeyboardsRowAlone() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: Self.rows(3), choice: .multiple))
        keys.press(KeyStroke(.down, modifiers: .control), KeyStroke(.text(" "), modifiers: .control))
        #expect(keys.interaction.list?.chosenRows == [0, 1])
        #expect(keys.answer() == [1], "as GTK's Return selects the cursor row alone before activating it")
    }

    @Test func ctrlAndTheArrowsLeaveAPlainListAlone() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: Self.rows(3)))
        keys.press(KeyStroke(.down, modifiers: .control))
        #expect(keys.interaction.list?.selectedRow == 0)
    }

    @Test func aClickSelectsARow() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: [["x"], ["y"], ["z"]]))
        #expect(Keyboard.rows(answering: try keys.click(row: 2)) == nil)
        #expect(keys.answer() == [2])
    }

    @Test(arguments: [AlertList.Choice.single, .multiple])
    func aDoubleClickOnARowAnswersWithIt(_ choice: AlertList.Choice) throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: Self.rows(3), choice: choice))
        try keys.click(row: 1)
        keys.clock.advance(by: 0.3)
        #expect(Keyboard.rows(answering: try keys.click(row: 1)) == [1])
    }

    @Test func clicksFurtherApartThanTheDoubleClickTimeOrOnTwoRowsDoNotAnswer() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: Self.rows(3)))
        try keys.click(row: 1)
        keys.clock.advance(by: 0.45)
        #expect(Keyboard.rows(answering: try keys.click(row: 1)) == nil, "past 400 ms")
        keys.clock.advance(by: 0.1)
        #expect(Keyboard.rows(answering: try keys.click(row: 2)) == nil, "another row")
        keys.clock.advance(by: 0.1)
        #expect(Keyboard.rows(answering: try keys.click(row: 2)) == [2])
    }

    /// GTK activates a check or radio list's row on a single click, toggling it; a double click
    /// toggles it twice and answers nothing.
    @Test func aClickTogglesACheckListRowAndADoubleClickTogglesItBack() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: Self.rows(3), choice: .check, markedRows: [2]))
        try keys.click(row: 1)
        #expect(keys.interaction.list?.chosenRows == [1, 2])
        keys.clock.advance(by: 1)
        try keys.click(row: 0)
        keys.clock.advance(by: 0.2)
        #expect(Keyboard.rows(answering: try keys.click(row: 0)) == nil)
        #expect(keys.answer() == [1, 2])
    }

    @Test func aClickChoosesARadioListsRow() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: Self.rows(3), choice: .radio, markedRows: [2]))
        try keys.click(row: 0)
        keys.clock.advance(by: 0.2)
        try keys.click(row: 0)
        #expect(keys.answer() == [0])
    }

    @Test func aDoubleClickIsTwoPressesOnOneTargetWithin400Milliseconds() {
        var clicks = DoubleClick()
        let presses = [(1, 10.0), (1, 10.35), (1, 10.5), (2, 10.6), (2, 11.1)].map { target, time in
            clicks.isSecondPress(on: target, at: time)
        }
        #expect(presses == [false, true, false, false, false], "a third press starts afresh; 500 ms is too long")
    }

    static func editable(_ rows: Int) -> AlertList {
        var list = AlertList(columns: ["A", "B"], rows: Self.rows(rows))
        list.isEditable = true
        return list
    }

    /// zenity's `--editable`: Return edits the keyboard's row's first cell, its text selected;
    /// typing replaces it, Return keeps it, and OK answers the edited cells.
    @Test func returnEditsACellOfAnEditableListAndReturnKeepsTheEdit() throws {
        let keys = try Keyboard(Self.editable(3))
        keys.press(.down)
        #expect(keys.press(.returnKey) == .redraw, "Return edits, it does not answer")
        #expect(keys.interaction.list?.editedCell?.row == 1 && keys.interaction.list?.editedCell?.column == 0)
        keys.press(.text("z"), .text("z"))
        let cell = try #require(keys.scene.node(named: "listRow1")?.node(named: "cell0"))
        #expect(cell.stroke != nil, "the edited cell is drawn as a focused field")
        keys.press(.returnKey)
        #expect(keys.interaction.list?.editedCell == nil)
        keys.press(.tab, .tab)
        guard case .finished(let response) = keys.press(.returnKey), case .rows(let rows, let cells)? = response.content
        else {
            Issue.record("OK did not answer with the rows")
            return
        }
        #expect(rows == [1] && cells[1] == ["zz", "b2"] && cells[0] == ["a1", "b1"])
    }

    @Test func aClickOnOKKeepsTheEditInProgress() throws {
        let keys = try Keyboard(Self.editable(2))
        keys.press(.returnKey, .text("z"))
        let ok = try #require(keys.scene.node(named: "button1")).frame.center
        _ = keys.interaction.handle(.pointer(.pressed(ok)), in: keys.scene)
        let outcome = keys.interaction.handle(.pointer(.released(ok)), in: keys.scene)
        guard case .finished(let response) = outcome, case .rows(_, let cells)? = response.content else {
            Issue.record("OK did not answer")
            return
        }
        #expect(cells[0] == ["z", "b1"])
    }

    @Test func escapeGivesUpTheEditNotTheDialog() throws {
        let keys = try Keyboard(Self.editable(2))
        keys.press(.returnKey, .text("z"))
        #expect(keys.press(.escape) == .redraw)
        #expect(keys.interaction.list?.editedCell == nil && keys.interaction.list?.rows[0] == ["a1", "b1"])
    }

    @Test func aClickOnTheKeyboardsRowEditsItAndAClickElsewhereKeepsTheEdit() throws {
        let keys = try Keyboard(Self.editable(3))
        try keys.click(row: 2)
        #expect(keys.interaction.list?.editedCell == nil, "the first click selects")
        keys.clock.advance(by: 1)
        try keys.click(row: 2)
        #expect(keys.interaction.list?.editedCell?.row == 2)
        keys.press(.text("q"))
        keys.clock.advance(by: 1)
        try keys.click(row: 0)
        #expect(keys.interaction.list?.rows[2] == ["q", "b3"] && keys.interaction.list?.selectedRow == 0)
    }

    @Test func tabGoesFromTheListToCancelThenOK() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: [["x"]]))
        keys.press(.tab)
        #expect(keys.interaction.focus == .button(0))
        keys.press(.tab)
        #expect(keys.interaction.focus == .button(1))
        keys.press(.tab)
        #expect(keys.interaction.focus == .content(0))
    }

    @Test func rowsAre44PointsUnderAHeaderAndCheckedRowsCarryACheckmark() throws {
        let list = AlertList(columns: ["Name", "Size"], rows: Self.rows(3), choice: .check, markedRows: [1])
        let scene = OverlayLayout.scene(for: try Self.alert(list), in: context())
        let box = try #require(scene.node(named: "list"))
        let row = try #require(box.node(named: "listRow0"))
        #expect(row.frame.height == 44 && box.frame.height == 3 * 44)
        #expect(scene.node(named: "listHeader0")?.frame.maxY == box.frame.minY)
        #expect(box.node(named: "listRow1")?.node(named: "checkmark") != nil)
        #expect(row.node(named: "checkmark") == nil)
        #expect(row.fill != nil && box.node(named: "listRow1")?.fill == nil, "the selected row is filled")
        #expect(box.node(named: "listRow1")?.node(named: "rowSeparator") != nil)
    }

    @Test func hiddenHeaderAndColumnsAreNotDrawn() throws {
        var list = AlertList(columns: ["Name", "Size"], rows: Self.rows(3))
        list.showsHeader = false
        list.hiddenColumns = [1]
        let scene = OverlayLayout.scene(for: try Self.alert(list), in: context())
        #expect(scene.node(named: "listHeader0") == nil)
        #expect(scene.node(named: "cell1") == nil && scene.node(named: "cell0") != nil)
    }

    @Test func theCardWidensForItsColumnsUpToAMaximumOrTheWidthAskedFor() throws {
        func cardWidth(_ list: AlertList) throws -> Double {
            try #require(OverlayLayout.scene(for: try Self.alert(list), in: context()).node(named: "card")).frame.width
        }
        #expect(try cardWidth(AlertList(columns: ["A"], rows: [["x"]])) == 270)
        let wide = String(repeating: "w", count: 40)
        #expect(try cardWidth(AlertList(columns: ["A", "B"], rows: [[wide, "x"]])) > 270)
        #expect(try cardWidth(AlertList(columns: ["A", "B", "C"], rows: [[wide, wide, wide]])) == 560)
        var asked = AlertList(columns: ["A"], rows: [["x"]])
        asked.cardWidth = 400
        #expect(try cardWidth(asked) == 400)
    }

    @Test func aScreenReaderMeetsAListOfItemsSelectedAndChecked() throws {
        let keys = try Keyboard(
            AlertList(columns: ["A", "B"], rows: Self.rows(3), choice: .check, markedRows: [2]))
        keys.press(.down)
        let tree = OverlayAccessibility.tree(
            of: keys.interaction.overlayForLayout(), in: keys.scene, focus: keys.interaction.focus)
        let list = try #require(tree.children.first { $0.role == .list })
        #expect(list.states.contains(.focused))
        #expect(list.children.map(\.role) == [.listItem, .listItem, .listItem])
        #expect(list.children.map(\.name) == ["a1 b1", "a2 b2", "a3 b3"])
        #expect(list.children[1].states.contains(.selected) && !list.children[0].states.contains(.selected))
        #expect(list.children[2].states.isSuperset(of: [.checkable, .checked]))
        #expect(!list.children[1].states.contains(.checked))
        #expect(tree.children.firstIndex { $0.role == .list }! < tree.children.firstIndex { $0.role == .pushButton }!)
    }
}
