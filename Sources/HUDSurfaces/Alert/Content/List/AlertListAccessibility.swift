import HUDCore

/// What a screen reader is told of an alert's list: a `list` whose rows are `list item`s, each
/// named by its shown cells, `selected` on the keyboard's row, and `checkable` (and `checked`
/// when checked) in a check, radio or multiple-selection list. Rows scrolled out of the list are
/// there too, without `showing`, as GTK's tree view gives them. While typed text finds a row, its
/// search field is an entry named "Search", holding the text, after the rows.
enum AlertListAccessibility {
    static func node(of list: AlertList, in scene: Scene, isFocused: Bool) -> AccessibleNode {
        let box = scene.nodes.lazy.compactMap { $0.node(named: "list") }.first
        let frame = box?.frame ?? Rect(origin: .zero, size: scene.size)
        let items = list.rows.indices.map { row in
            let drawn = box?.node(named: "listRow\(row)")
            var states: Set<AccessibleState> = [.enabled, .sensitive, .focusable]
            if let drawn, drawn.frame.intersects(frame) { states.formUnion([.showing, .visible]) }
            if row == list.selectedRow { states.insert(.selected) }
            if list.choice != .single { states.insert(.checkable) }
            if list.isMarked(row) { states.insert(.checked) }
            return AccessibleNode(
                role: .listItem, name: list.shownColumns.map { list.rows[row][$0] }.joined(separator: " "),
                states: states, extents: drawn?.frame ?? frame)
        }
        let search = scene.nodes.lazy.compactMap { $0.node(named: "listSearch") }.first.map { field in
            OverlayAccessibility.entry(
                named: scene.words("Search"), text: list.searchText, isSecure: false,
                selection: FieldSelection(caret: list.searchText.count), isFocused: false, extents: field.frame)
        }
        var states: Set<AccessibleState> = [.showing, .visible, .enabled, .sensitive, .focusable]
        if isFocused { states.insert(.focused) }
        return AccessibleNode(
            role: .list, name: list.columns.joined(separator: " "), states: states, extents: frame,
            children: items + (search.map { [$0] } ?? []))
    }
}
