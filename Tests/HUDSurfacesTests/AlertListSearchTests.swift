import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// Typing in a focused list finds a row, as GTK's interactive search does in zenity's list.
@Suite("Typing to find a row")
struct AlertListSearchTests {
    static let files = [
        ["Photos", "1"], ["Documents", "2"], ["Projects", "3"], ["photo booth", "4"], ["Music", "5"],
    ]

    static func type(_ text: String, into list: inout AlertList) {
        for character in text {
            let taken = list.respond(to: KeyStroke(.text(String(character))), visibleRows: 3)
            #expect(taken)
        }
    }

    static func press(_ stroke: KeyStroke, on list: inout AlertList) -> Bool {
        list.respond(to: stroke, visibleRows: 3)
    }

    @Test func typedTextSelectsTheFirstRowItStartsIgnoringCase() {
        var list = AlertList(columns: ["Name", "Size"], rows: Self.files)
        Self.type("pr", into: &list)
        #expect(list.selectedRow == 2 && list.searchText == "pr")
        let shortened = Self.press(KeyStroke(.backspace), on: &list)
        #expect(shortened)
        #expect(list.selectedRow == 0 && list.searchText == "p")
        // Nothing found: the selection stays where it was, the text as typed.
        Self.type("x", into: &list)
        #expect(list.selectedRow == 0 && list.searchText == "px")
    }

    @Test func midSearchFindsTheTextAnywhere() {
        var list = AlertList(columns: ["Name"], rows: Self.files.map { [$0[0]] })
        list.searchesWithin = true
        Self.type("BOOTH", into: &list)
        #expect(list.selectedRow == 3)
        var plain = AlertList(columns: ["Name"], rows: Self.files.map { [$0[0]] })
        Self.type("booth", into: &plain)
        #expect(plain.selectedRow == 0)
    }

    @Test func escapeClearsTheSearchBeforeItCancelsAndArrowsEndIt() {
        var list = AlertList(columns: ["Name"], rows: Self.files.map { [$0[0]] })
        Self.type("mu", into: &list)
        let cleared = Self.press(KeyStroke(.escape), on: &list)
        #expect(cleared)
        #expect(list.searchText.isEmpty && list.selectedRow == 4)
        let cancels = !Self.press(KeyStroke(.escape), on: &list)
        #expect(cancels)
        Self.type("d", into: &list)
        let moved = Self.press(KeyStroke(.down), on: &list)
        #expect(moved)
        #expect(list.searchText.isEmpty && list.selectedRow == 2)
    }

    @Test func spaceStillChecksWhileNothingIsTyped() {
        var list = AlertList(columns: ["Name"], rows: Self.files.map { [$0[0]] }, choice: .check)
        let checked = Self.press(KeyStroke(.text(" ")), on: &list)
        #expect(checked)
        #expect(list.isMarked(0) && list.searchText.isEmpty)
        Self.type("photo b", into: &list)
        #expect(list.selectedRow == 3 && list.searchText == "photo b")
        #expect(!list.isMarked(3))
    }

    /// The search field shows what was typed, in the column titles' place, and goes with the search.
    @Test func theSearchFieldShowsWhileSearching() throws {
        var list = AlertList(columns: ["Name"], rows: Self.files.map { [$0[0]] })
        Self.type("Mu", into: &list)
        var model = try AlertModel(title: "Open", actions: [AlertAction(title: "OK")])
        model.content = .list(list)
        let scene = OverlayLayout.scene(for: .alert(model), in: context())
        let field = try #require(scene.node(named: "listSearch"))
        let box = try #require(scene.node(named: "list")?.frame)
        #expect(field.frame.maxY <= box.minY && field.frame.width == box.width)
        guard case .text(let block)? = field.node(named: "listSearchText")?.content else {
            Issue.record("no text")
            return
        }
        #expect(block.text == "Mu")
        let tree = OverlayAccessibility.tree(of: .alert(model), in: scene)
        let entry = try #require(tree.children.first { $0.role == .list }?.children.last)
        #expect(entry.role == .entry && entry.name == "Search" && entry.text == "Mu")
        _ = list.respond(to: KeyStroke(.escape), visibleRows: 3)
        model.content = .list(list)
        #expect(OverlayLayout.scene(for: .alert(model), in: context()).node(named: "listSearch") == nil)
    }
}
