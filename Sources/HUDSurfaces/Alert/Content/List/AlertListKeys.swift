import HUDCore

extension AlertList {
    /// The keys a focused list takes, as GTK's tree view does: Up and Down move the selection a
    /// row, Page Up and Page Down a page of `visibleRows`, Home and End to the first and last row;
    /// Space checks or unchecks the selected row. A multiple list takes GTK's modifiers too: Ctrl
    /// with those keys moves the keyboard's row and leaves the selection, Shift selects the rows
    /// from the anchor to where it goes, Ctrl+Space adds or removes the keyboard's row, and Space
    /// selects it alone. Typed text finds a row (`search`). The list then scrolls to keep the
    /// keyboard's row in view. Returns false for
    /// a key the list leaves to the dialog.
    package mutating func respond(to stroke: KeyStroke, visibleRows: Int) -> Bool {
        if editedCell != nil {
            edit(with: stroke)
            return true
        }
        if isEditable, stroke.key == .returnKey, stroke.modifiers.isDisjoint(with: .command) {
            startEditing()
            return editedCell != nil
        }
        if let searched = search(stroke) {
            keepSelectedRowInView(visibleRows: visibleRows)
            return searched
        }
        // Any other key ends a search.
        searchText = ""
        let page = max(1, visibleRows)
        let multiple = choice == .multiple
        let control = stroke.modifiers.contains(.control)
        let shift = stroke.modifiers.contains(.shift)
        guard stroke.modifiers.isDisjoint(with: KeyModifiers.command.subtracting(.control)), multiple || !control
        else { return false }
        let target: Int? =
            switch stroke.key {
            case .up: selectedRow - 1
            case .down: selectedRow + 1
            case .pageUp: selectedRow - page
            case .pageDown: selectedRow + page
            case .home: 0
            case .end: rows.count - 1
            default: nil
            }
        if let target {
            if multiple && control {
                moveKeyboard(to: target)
            } else if multiple && shift {
                extendSelection(to: target)
            } else {
                select(target)
            }
        } else if stroke.key == .text(" ") {
            if multiple && !control { select(selectedRow) } else { toggleSelectedRow() }
        } else {
            return false
        }
        keepSelectedRowInView(visibleRows: visibleRows)
        return true
    }

    /// A press on `row`: the keyboard goes there, and a check or radio list toggles it, as GTK's
    /// tree view activates a check list's row on a single click. A press on the keyboard's row of
    /// an editable list edits its cell, as GTK's does.
    package mutating func click(_ row: Int) {
        if editedCell != nil { commitEdit() }
        if isEditable, row == selectedRow, !rows.isEmpty { return startEditing() }
        select(row)
        if choice == .check || choice == .radio { toggleSelectedRow() }
    }

    /// Whether a double click on a row answers the list, as GTK's row activation does: a plain
    /// or multiple list's; a check or radio list's clicks each toggle the row instead.
    package var doubleClickAnswers: Bool {
        choice == .single || choice == .multiple
    }
}
