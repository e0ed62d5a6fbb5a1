import CCairo

/// How glyphs are rasterised, pinned in this one place so goldens do not depend on a setting of the
/// machine (its fontconfig, Xft resources or desktop).
///
/// Slight hinting snaps outlines vertically to the pixel grid (stems and x-height land on whole rows,
/// which unhinted text at scale 1 smears over two) without touching their horizontal shapes, and
/// metrics stay unhinted: text measures the same at every scale, so a layout does not change between
/// a 1× and a 2× monitor. Greyscale antialiasing, never subpixel colour fringes: a HUD is composited
/// over any background and may be captured or scaled.
enum TextRenderingOptions {
    /// Sets the options on a Pango context that draws through Cairo.
    static func apply(to pangoContext: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pangoContext, options)
        cairo_font_options_destroy(options)
        // Positions as shaped, in fractions of a point: rounding them to whole points would change
        // text widths with the scale.
        pango_context_set_round_glyph_positions(pangoContext, 0)
    }
}
