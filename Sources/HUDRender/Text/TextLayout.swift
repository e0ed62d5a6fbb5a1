import CCairo
import HUDCore

/// One `TextBlock` shaped by Pango, ready to measure and to draw any number of times.
/// Owns its `PangoLayout`.
final class TextLayout {
    /// The Pango layout, which tests ask for the faces it loaded.
    let pangoLayout: OpaquePointer
    /// The logical rectangle in points, relative to the layout's origin.
    let logicalRect: Rect

    init(_ block: TextBlock, fonts: FontLibrary) {
        (pangoLayout, logicalRect) = FontEngineLock.withLock { Self.shape(block, fonts: fonts) }
    }

    /// A layout of `block` and its logical rectangle in points; fonts are loaded as it is shaped.
    private static func shape(_ block: TextBlock, fonts: FontLibrary) -> (OpaquePointer, Rect) {
        let pangoLayout = pango_layout_new(fonts.pangoContext)!
        let style = block.style
        let description = pango_font_description_from_string(fonts.families(for: style.family))
        pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, pangoWeight(style.weight))
        if style.isItalic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        pango_layout_set_font_description(pangoLayout, description)
        pango_font_description_free(description)

        if block.wrapWidth.isFinite, block.wrapWidth < Double(Int32.max / PANGO_SCALE) {
            pango_layout_set_width(pangoLayout, Int32(max(1, block.wrapWidth) * Double(PANGO_SCALE)))
        }
        pango_layout_set_wrap(pangoLayout, style.lineBreak == .character ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        pango_layout_set_spacing(pangoLayout, Int32(style.lineSpacing * Double(PANGO_SCALE)))
        if let maxHeight = block.maxHeight {
            pango_layout_set_ellipsize(pangoLayout, PANGO_ELLIPSIZE_END)
            if maxHeight <= 0 {
                pango_layout_set_single_paragraph_mode(pangoLayout, 1)
                pango_layout_set_height(pangoLayout, -1)
            } else {
                pango_layout_set_height(pangoLayout, Int32(min(maxHeight, 100_000) * Double(PANGO_SCALE)))
            }
        }
        setText(block.text, markup: style.isMarkup, on: pangoLayout)
        setAlignment(style.alignment, on: pangoLayout)
        addAttributes(
            letterSpacing: style.family == .sansSerif ? fonts.letterSpacing(atSize: style.size) : 0, on: pangoLayout)

        var logical = PangoRectangle()
        pango_layout_get_extents(pangoLayout, nil, &logical)
        let unit = Double(PANGO_SCALE)
        let logicalRect = Rect(
            x: Double(logical.x) / unit, y: Double(logical.y) / unit,
            width: Double(logical.width) / unit, height: Double(logical.height) / unit)
        return (pangoLayout, logicalRect)
    }

    deinit {
        // The layout's fonts may go with it.
        FontEngineLock.withLock { g_object_unref(UnsafeMutableRawPointer(pangoLayout)) }
    }

    /// Where the text lands in `frame`: its logical rectangle centred (left- or right-aligned text:
    /// flush with that edge of the frame, still centred vertically).
    func placement(in frame: Rect, alignment: TextAlignment) -> Rect {
        let x =
            switch alignment {
            case .left: frame.minX
            case .center: frame.midX - logicalRect.width / 2
            case .right: frame.maxX - logicalRect.width
            }
        return Rect(x: x, y: frame.midY - logicalRect.height / 2, width: logicalRect.width, height: logicalRect.height)
    }

    func draw(in frame: Rect, alignment: TextAlignment, color: Color, alpha: Double, on context: DrawingContext) {
        let placed = placement(in: frame, alignment: alignment)
        context.isolated {
            context.setColor(color, alpha: alpha)
            context.move(to: Point(x: placed.minX - logicalRect.minX, y: placed.minY - logicalRect.minY))
            FontEngineLock.withLock { pango_cairo_show_layout(context.cairo, pangoLayout) }
        }
    }

    /// The caret before the byte at `index` of the text, relative to the logical rectangle's top
    /// left corner (where `draw` puts the text), no wider than a line.
    func caret(atByte index: Int) -> Rect {
        var strong = PangoRectangle()
        FontEngineLock.withLock { pango_layout_get_cursor_pos(pangoLayout, Int32(clamping: index), &strong, nil) }
        let unit = Double(PANGO_SCALE)
        return Rect(
            x: Double(strong.x) / unit - logicalRect.minX, y: Double(strong.y) / unit - logicalRect.minY, width: 0,
            height: Double(strong.height) / unit)
    }

    /// Aligns each line to the side `alignment` names. Pango reads left and right as the paragraph's
    /// start and end, swapping them for a right-to-left paragraph; the surface decides the side (a
    /// right-to-left language's layout mirrors it), so a right-to-left paragraph is given the other.
    private static func setAlignment(_ alignment: TextAlignment, on layout: OpaquePointer) {
        let side = pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL ? alignment.mirrored : alignment
        let pangoAlignment: PangoAlignment =
            switch side {
            case .left: PANGO_ALIGN_LEFT
            case .center: PANGO_ALIGN_CENTER
            case .right: PANGO_ALIGN_RIGHT
            }
        pango_layout_set_alignment(layout, pangoAlignment)
    }

    /// Markup that does not parse is shown literally rather than failing or vanishing.
    private static func setText(_ text: String, markup: Bool, on layout: OpaquePointer) {
        if markup, pango_parse_markup(text, -1, 0, nil, nil, nil, nil) != 0 {
            pango_layout_set_markup(layout, text, -1)
        } else {
            pango_layout_set_text(layout, text, -1)
        }
    }

    /// The tracking, over markup's own attributes; and no hyphens: Pango hyphenates words it breaks,
    /// UIKit's character wrapping does not, and neither do we.
    private static func addAttributes(letterSpacing: Double, on layout: OpaquePointer) {
        let attributes = pango_layout_get_attributes(layout).map { pango_attr_list_copy($0) } ?? pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if letterSpacing != 0 {
            pango_attr_list_insert_before(
                attributes, pango_attr_letter_spacing_new(Int32((letterSpacing * Double(PANGO_SCALE)).rounded())))
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    private static func pangoWeight(_ weight: FontWeight) -> PangoWeight {
        switch weight {
        case .regular: PANGO_WEIGHT_NORMAL
        case .semibold: PANGO_WEIGHT_SEMIBOLD
        case .bold: PANGO_WEIGHT_BOLD
        }
    }
}
