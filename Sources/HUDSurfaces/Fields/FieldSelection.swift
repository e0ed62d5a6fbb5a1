import HUDCore

/// Where a text field's caret is and where its selection started, as counts of graphemes (Swift
/// `Character`s) from the start of its text: a caret can only sit between graphemes. The selection
/// runs between the two; when they meet there is only the caret.
package struct FieldSelection: Hashable, Sendable {
    /// Where typing lands, and the end Shift and the arrows move.
    package var caret: Int
    /// The end of the selection that stays put while Shift and the arrows move the caret.
    package var anchor: Int

    /// `anchor` nil: the caret alone.
    package init(caret: Int, anchor: Int? = nil) {
        self.caret = caret
        self.anchor = anchor ?? caret
    }

    /// The selected graphemes, from the earlier end to the later one.
    package var range: Range<Int> {
        min(caret, anchor)..<max(caret, anchor)
    }

    /// Nothing is selected: there is only the caret.
    package var isEmpty: Bool {
        caret == anchor
    }
}
