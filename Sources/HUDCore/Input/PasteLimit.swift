/// How much of a pasted text the focus takes, so a paste is read no further: so many characters, of
/// the first line only (a field) or of every line (an editable text view).
package struct PasteLimit: Hashable, Sendable {
    package let characters: Int
    package let keepsLines: Bool

    package init(characters: Int, keepsLines: Bool) {
        self.characters = characters
        self.keepsLines = keepsLines
    }
}
