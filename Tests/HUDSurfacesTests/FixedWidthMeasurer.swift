@testable import HUDCore
@testable import HUDSurfaces

/// A predictable stand-in for Pango: every character is `0.5 × size` wide, lines are
/// `1.2 × size` high plus line spacing, and text wraps greedily by character at `wrapWidth`.
struct FixedWidthMeasurer: TextMeasuring {
    func measure(_ block: TextBlock) -> Size {
        let advance = block.style.size * 0.5
        let lineHeight = block.style.size * 1.2
        let perLine = block.wrapWidth < 1e6 ? max(1, Int(block.wrapWidth / advance)) : 1_000_000
        var lines = block.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { max(1, ($0.count + perLine - 1) / perLine) }.reduce(0, +)
        if let maxHeight = block.maxHeight {
            let fitting =
                maxHeight <= 0 ? 1 : Int((maxHeight + block.style.lineSpacing) / (lineHeight + block.style.lineSpacing))
            lines = min(lines, max(1, fitting))
        }
        let longest = block.text.split(separator: "\n").map(\.count).max() ?? 0
        let width = min(Double(longest) * advance, Double(perLine) * advance)
        return Size(width: width, height: Double(lines) * lineHeight + Double(lines - 1) * block.style.lineSpacing)
    }

    /// Within one paragraph: the row the greedy wrap puts the grapheme on, at its column.
    func caret(at offset: Int, in block: TextBlock) -> Rect {
        let advance = block.style.size * 0.5
        let lineHeight = block.style.size * 1.2
        let perLine = block.wrapWidth < 1e6 ? max(1, Int(block.wrapWidth / advance)) : 1_000_000
        // After a full row's last grapheme the caret stays on that row, as Pango's does at a wrap.
        let row = offset > 0 && offset % perLine == 0 ? offset / perLine - 1 : offset / perLine
        return Rect(
            x: Double(offset - row * perLine) * advance, y: Double(row) * (lineHeight + block.style.lineSpacing),
            width: 0, height: lineHeight)
    }
}

func context(width: Double = 800, height: Double = 600, scale: Double = 1, appearance: Appearance? = nil)
    -> LayoutContext
{
    // The canvas sizes used in tests are valid by construction.
    try! LayoutContext(
        canvas: Size(width: width, height: height), scale: scale, appearance: appearance,
        measurer: FixedWidthMeasurer())
}
