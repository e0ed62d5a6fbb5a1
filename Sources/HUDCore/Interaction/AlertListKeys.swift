extension AlertList {
    /// The keys a focused list takes, as GTK's tree view does: Up and Down move the selection a
    /// row, Page Up and Page Down a page of `visibleRows`, Home and End to the first and last row;
    /// Space checks or unchecks the selected row. The list then scrolls to keep the selected row in
    /// view. Returns false for a key the list leaves to the dialog.
    package mutating func respond(to key: KeyInput, visibleRows: Int) -> Bool {
        switch key {
        case .up: select(selectedRow - 1)
        case .down: select(selectedRow + 1)
        case .pageUp: select(selectedRow - max(1, visibleRows))
        case .pageDown: select(selectedRow + max(1, visibleRows))
        case .home: select(0)
        case .end: select(rows.count - 1)
        case .text(" "): toggleSelectedRow()
        default: return false
        }
        keepSelectedRowInView(visibleRows: visibleRows)
        return true
    }
}
