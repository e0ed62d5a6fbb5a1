import CCairo
import HUDCore

/// One `TextBlock` shaped by Pango, ready to measure and to draw any number of times.
/// Owns its `PangoLayout`.
final class TextLayout {
    private let layout: OpaquePointer
    /// The logical rectangle in points, relative to the layout's origin.
    let logicalRect: Rect

    init(_ block: TextBlock, fonts: FontLibrary) {
        layout = pango_layout_new(fonts.pangoContext)
        let style = block.style
        let description = pango_font_description_from_string(fonts.families)
        pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, Self.pangoWeight(style.weight))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        if block.wrapWidth.isFinite, block.wrapWidth < Double(Int32.max / PANGO_SCALE) {
            pango_layout_set_width(layout, Int32(max(1, block.wrapWidth) * Double(PANGO_SCALE)))
        }
        pango_layout_set_wrap(layout, style.lineBreak == .character ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, style.alignment == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
        pango_layout_set_spacing(layout, Int32(style.lineSpacing * Double(PANGO_SCALE)))
        if let maxHeight = block.maxHeight {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            if maxHeight <= 0 {
                pango_layout_set_single_paragraph_mode(layout, 1)
                pango_layout_set_height(layout, -1)
            } else {
                pango_layout_set_height(layout, Int32(min(maxHeight, 100_000) * Double(PANGO_SCALE)))
            }
        }
        Self.setText(block.text, markup: style.isMarkup, on: layout)
        Self.disableHyphens(on: layout)

        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let unit = Double(PANGO_SCALE)
        logicalRect = Rect(
            x: Double(logical.x) / unit, y: Double(logical.y) / unit,
            width: Double(logical.width) / unit, height: Double(logical.height) / unit)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Where the text lands in `frame`: its logical rectangle centred (left-aligned text: flush
    /// with the frame's left edge, still centred vertically).
    func placement(in frame: Rect, alignment: TextAlignment) -> Rect {
        let x = alignment == .center ? frame.midX - logicalRect.width / 2 : frame.minX
        return Rect(x: x, y: frame.midY - logicalRect.height / 2, width: logicalRect.width, height: logicalRect.height)
    }

    func draw(in frame: Rect, alignment: TextAlignment, color: Color, alpha: Double, on context: DrawingContext) {
        let placed = placement(in: frame, alignment: alignment)
        context.isolated {
            context.setColor(color, alpha: alpha)
            context.move(to: Point(x: placed.minX - logicalRect.minX, y: placed.minY - logicalRect.minY))
            pango_cairo_show_layout(context.cairo, layout)
        }
    }

    /// Markup that does not parse is shown literally rather than failing or vanishing.
    private static func setText(_ text: String, markup: Bool, on layout: OpaquePointer) {
        if markup, pango_parse_markup(text, -1, 0, nil, nil, nil, nil) != 0 {
            pango_layout_set_markup(layout, text, -1)
        } else {
            pango_layout_set_text(layout, text, -1)
        }
    }

    /// Pango hyphenates words it breaks; UIKit's character wrapping does not, and neither do we.
    private static func disableHyphens(on layout: OpaquePointer) {
        let attributes = pango_layout_get_attributes(layout).map { pango_attr_list_copy($0) } ?? pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
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
