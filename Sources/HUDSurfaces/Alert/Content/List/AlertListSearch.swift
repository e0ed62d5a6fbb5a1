import HUDCore

/// Typing in a focused list finds a row, as GTK's tree view's interactive search does: the first
/// row whose first column starts with what was typed, ignoring case (anywhere in it with
/// `searchesWithin`), is selected and scrolled to. Backspace shortens the text; Escape clears it
/// before it would cancel the dialog; a key that moves the selection ends the search.
extension AlertList {
    /// The search's answer to `stroke`; nil when the stroke is not the search's.
    mutating func search(_ stroke: KeyStroke) -> Bool? {
        guard stroke.modifiers.isDisjoint(with: .command) else { return nil }
        switch stroke.key {
        case .text(let typed) where !(typed == " " && searchText.isEmpty):
            find(searchText + typed)
        case .backspace where !searchText.isEmpty:
            find(String(searchText.dropLast()))
        case .escape where !searchText.isEmpty:
            searchText = ""
        default:
            return nil
        }
        return true
    }

    /// Selects the first row that `text` finds, if one does; the text stays either way.
    private mutating func find(_ text: String) {
        searchText = text
        let wanted = text.lowercased()
        guard !wanted.isEmpty,
            let row = rows.indices.first(where: { row in
                let cell = rows[row][0].lowercased()
                return searchesWithin ? cell.contains(wanted) : cell.hasPrefix(wanted)
            })
        else { return }
        select(row)
    }
}
