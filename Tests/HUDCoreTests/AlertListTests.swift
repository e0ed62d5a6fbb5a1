import Testing

@testable import HUDCore

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

        init(_ list: AlertList) throws {
            interaction = OverlayInteraction(overlay: try AlertListTests.alert(list))
        }

        var scene: Scene { OverlayLayout.scene(for: interaction.overlayForLayout(), in: context()) }

        @discardableResult
        func press(_ keys: KeyInput...) -> InteractionOutcome {
            keys.map { interaction.handle(.key($0), in: scene) }.last ?? .unchanged
        }

        /// The chosen rows Return answers with.
        func answer() -> [Int]? {
            guard case .finished(let response) = press(.returnKey), response.actionIndex == 1,
                case .rows(let rows)? = response.content
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

    @Test func aMultipleListSelectsWhatTheArrowsReachAndSpaceTogglesIt() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: [["x"], ["y"], ["z"]], choice: .multiple))
        #expect(keys.interaction.list?.chosenRows == [0])
        keys.press(.down)
        #expect(keys.interaction.list?.chosenRows == [1])
        keys.press(.text(" "))
        #expect(keys.answer() == [])
    }

    @Test func aClickSelectsARow() throws {
        let keys = try Keyboard(AlertList(columns: ["A"], rows: [["x"], ["y"], ["z"]]))
        let row = try #require(keys.scene.node(named: "listRow2"))
        _ = keys.interaction.handle(.pointer(.pressed(row.frame.center)), in: keys.scene)
        _ = keys.interaction.handle(.pointer(.released(row.frame.center)), in: keys.scene)
        #expect(keys.answer() == [2])
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
