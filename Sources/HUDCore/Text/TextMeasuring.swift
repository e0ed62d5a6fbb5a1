/// Measures wrapped text. Layout depends only on this protocol, so it is tested without Pango;
/// the renderer's implementation must agree exactly with how it later draws the same block.
package protocol TextMeasuring {
    /// The logical size of `block` once wrapped at its width and cut to its height.
    func measure(_ block: TextBlock) -> Size
    /// Where the caret stands before the grapheme at `offset` of `block` once wrapped (after its
    /// last at its length): a line tall and no wider, relative to the block's top left corner.
    func caret(at offset: Int, in block: TextBlock) -> Rect
}
