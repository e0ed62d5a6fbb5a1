/// Measures wrapped text. Layout depends only on this protocol, so it is tested without Pango;
/// the renderer's implementation must agree exactly with how it later draws the same block.
package protocol TextMeasuring {
    /// The logical size of `block` once wrapped at its width and cut to its height.
    func measure(_ block: TextBlock) -> Size
}
