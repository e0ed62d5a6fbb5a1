import HUDCore

/// Shapes each distinct `TextBlock` once: layout measures through it and the renderer draws
/// from it, so a block is measured and drawn by the very same Pango layout, and a repaint
/// (an animation frame) does no text shaping at all.
package final class TextLayoutCache: TextMeasuring {
    /// The pinned fonts every layout uses.
    package let fonts: FontLibrary
    private var layouts: [TextBlock: TextLayout] = [:]
    /// Old entries are dropped wholesale past this count; a HUD uses a handful.
    private let capacity = 256
    /// Sizes measured, kept longer than layouts: a long text view measures every paragraph of its
    /// text at each relayout (a key that scrolls it), and draws only the few in view.
    private var sizes: [TextBlock: Size] = [:]
    /// Sizes are dropped wholesale past this count: a megabyte of short lines.
    private let sizeCapacity = 1 << 16

    /// An empty cache shaping text in `fonts`.
    package init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// The block's logical size in points, as it will be drawn.
    package func measure(_ block: TextBlock) -> Size {
        if let size = sizes[block] { return size }
        if sizes.count >= sizeCapacity { sizes.removeAll(keepingCapacity: true) }
        let size = layout(for: block).logicalRect.size
        sizes[block] = size
        return size
    }

    /// Where Pango's strong cursor stands before the grapheme, from the layout it draws.
    package func caret(at offset: Int, in block: TextBlock) -> Rect {
        layout(for: block).caret(atByte: block.text.prefix(max(0, offset)).utf8.count)
    }

    func layout(for block: TextBlock) -> TextLayout {
        if let cached = layouts[block] { return cached }
        if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
        let layout = TextLayout(block, fonts: fonts)
        layouts[block] = layout
        return layout
    }

    /// Drops every layout, and the table's storage with them: once nothing is on screen, none is
    /// worth keeping (a burst of distinct notifications would otherwise leave up to `capacity`).
    func trim() {
        layouts = [:]
        sizes = [:]
    }
}
