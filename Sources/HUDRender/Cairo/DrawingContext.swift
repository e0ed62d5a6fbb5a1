import CCairo
import Glibc
import HUDCore

/// A Cairo context drawing in points onto a surface in pixels; owns the `cairo_t`.
/// Painters above this type never see a C pointer.
public final class DrawingContext {
    let cairo: OpaquePointer

    /// Draws on `surface` with user space scaled so that 1 pt = `scale` px.
    public init(surface: CairoImage, scale: Double) {
        cairo = cairo_create(surface.pointer)
        cairo_scale(cairo, scale, scale)
    }

    deinit {
        cairo_destroy(cairo)
    }

    /// Pushes the drawing state (source, transform, clip).
    public func save() { cairo_save(cairo) }
    /// Pops the state `save()` pushed.
    public func restore() { cairo_restore(cairo) }

    /// Runs `body` between save and restore, so state changes cannot leak out.
    public func isolated(_ body: () -> Void) {
        cairo_save(cairo)
        body()
        cairo_restore(cairo)
    }

    /// Sets the source to `color`, its alpha multiplied by `alpha`.
    public func setColor(_ color: Color, alpha: Double = 1) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * alpha)
    }

    /// Fills the whole clip, replacing what is beneath (used for the first layer of a fresh frame).
    public func replaceAll(with color: Color) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        setColor(color)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// Makes the whole clip transparent.
    public func clearAll() {
        replaceAll(with: .clear)
    }

    /// Moves the origin by `dx`, `dy` points.
    public func translate(_ dx: Double, _ dy: Double) { cairo_translate(cairo, dx, dy) }
    /// Scales about the origin for everything drawn afterwards.
    public func scale(_ factor: Double) { cairo_scale(cairo, factor, factor) }

    /// Scales about `anchor` for everything drawn afterwards.
    public func scale(_ factor: Double, about anchor: Point) {
        cairo_translate(cairo, anchor.x, anchor.y)
        cairo_scale(cairo, factor, factor)
        cairo_translate(cairo, -anchor.x, -anchor.y)
    }

    /// Mirrors left and right about the vertical line at `x` for everything drawn afterwards.
    public func flipHorizontally(about x: Double) {
        cairo_translate(cairo, 2 * x, 0)
        cairo_scale(cairo, -1, 1)
    }

    // MARK: Paths

    /// Discards the current path.
    public func newPath() { cairo_new_path(cairo) }
    /// Starts a sub-path without a line from the current point.
    public func newSubPath() { cairo_new_sub_path(cairo) }
    /// Starts a sub-path at `point`.
    public func move(to point: Point) { cairo_move_to(cairo, point.x, point.y) }
    /// Adds a straight line to `point`.
    public func line(to point: Point) { cairo_line_to(cairo, point.x, point.y) }
    /// Closes the current sub-path.
    public func closePath() { cairo_close_path(cairo) }

    /// Adds `rect` as a closed sub-path.
    public func addRect(_ rect: Rect) {
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    }

    /// Angles in radians from 3 o'clock; with y growing downwards, increasing angles turn clockwise.
    public func addArc(center: Point, radius: Double, from start: Double, to end: Double, clockwise: Bool = true) {
        if clockwise {
            cairo_arc(cairo, center.x, center.y, radius, start, end)
        } else {
            cairo_arc_negative(cairo, center.x, center.y, radius, start, end)
        }
    }

    /// Adds a full circle as its own sub-path.
    public func addCircle(center: Point, radius: Double) {
        newSubPath()
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
    }

    /// Fills the path with the source, blending over what is beneath.
    public func fill() { cairo_fill(cairo) }

    /// Fills, replacing what is beneath instead of blending (anti-aliased edges still blend).
    public func fillReplacing() {
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_fill(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }

    /// Fills so that overlapping sub-paths cancel out: a path and an inset copy make a ring.
    public func fillEvenOdd() {
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }
    /// Intersects the clip with the path, consuming the path.
    public func clip() { cairo_clip(cairo) }

    /// Strokes the path `width` points wide; round caps and joins when asked, else butt and miter.
    public func stroke(width: Double, roundCaps: Bool = false) {
        cairo_set_line_width(cairo, width)
        cairo_set_line_cap(cairo, roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo, roundCaps ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cairo)
    }

    // MARK: Sources

    /// Makes the source a colour whose alpha turns around `center` (out to `radius`): 0 at angle
    /// `start`, rising clockwise to `alpha` at `start + sweep` (0 < sweep < 2π), then falling back to 0
    /// over the rest of the turn, so that it has no seam: a jump would show where pixels straddle it.
    /// Cairo has no conic gradient; a fan of thin wedges, one mesh patch each, stands in for one.
    public func setAngularFade(
        center: Point, radius: Double, start: Double, sweep: Double, color: Color,
        alpha: Double
    ) {
        let maximumStep = Double.pi / 12
        // Each wedge's outer edge is a chord: pushed out so that the fan still covers the circle.
        let reach = radius / cos(maximumStep / 2)
        func divisions(_ from: Double, _ to: Double) -> [Double] {
            let count = max(1, Int(((to - from) / maximumStep).rounded(.up)))
            return (0..<count).map { from + (to - from) * Double($0) / Double(count) }
        }
        let angles = divisions(0, sweep) + divisions(sweep, 2 * .pi) + [2 * .pi]
        let pattern = cairo_pattern_create_mesh()
        defer { cairo_pattern_destroy(pattern) }
        for (from, to) in zip(angles, angles.dropFirst()) {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            for angle in [from, to] {
                cairo_mesh_pattern_line_to(
                    pattern, center.x + reach * cos(start + angle),
                    center.y + reach * sin(start + angle))
            }
            // Corners 0 and 3 are both the centre; 1 and 2 the chord's ends.
            for (corner, angle) in [from, from, to, to].enumerated() {
                let rise = angle <= sweep ? angle / sweep : (2 * .pi - angle) / (2 * .pi - sweep)
                let opacity = color.alpha * alpha * rise
                cairo_mesh_pattern_set_corner_color_rgba(
                    pattern, UInt32(corner), color.red, color.green, color.blue,
                    opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        cairo_set_source(cairo, pattern)
    }

    /// Makes the source a radial gradient around `center`: `inner` there, `outer` at `radius` and
    /// beyond (Core Graphics' `drawsAfterEndLocation`, as SVProgressHUD's mask draws it).
    public func setRadialGradient(center: Point, radius: Double, inner: Color, outer: Color, alpha: Double) {
        let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)
        defer { cairo_pattern_destroy(pattern) }
        for (offset, color) in [(0.0, inner), (1.0, outer)] {
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha * alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
    }

    /// Makes the source a linear gradient from `start` to `end`, through `stops` (each an offset 0…1
    /// along the line and its colour), padded beyond both ends.
    public func setLinearGradient(from start: Point, to end: Point, stops: [(Double, Color)], alpha: Double) {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        defer { cairo_pattern_destroy(pattern) }
        for (offset, color) in stops {
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha * alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
    }

    // MARK: Groups

    /// Draws `body` into an offscreen group, then composites it at `alpha`: how a whole subtree fades
    /// without overlapping children showing through each other.
    public func withGroup(alpha: Double, _ body: () -> Void) {
        cairo_push_group(cairo)
        body()
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
    }

    // MARK: Device space

    /// Device pixels per point when the current transform is a plain scale and translation.
    public var uniformDeviceScale: Double? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return matrix.xy == 0 && matrix.yx == 0 && matrix.xx == matrix.yy ? matrix.xx : nil
    }

    /// Where `point` lands in device pixels under the current transform.
    public func deviceLocation(of point: Point) -> Point {
        var x = point.x
        var y = point.y
        cairo_user_to_device(cairo, &x, &y)
        return Point(x: x, y: y)
    }

    /// Composites `surface`, whose top-left pixel belongs at device pixel `origin`, scaled by
    /// `scale` about the device point `anchor`, sampled bilinearly, at `alpha`: a layer rendered once
    /// and shown at any scale, as the X server composes it on screen (XRender, bilinear filter).
    func paintLayer(
        _ surface: CairoImage, origin: (x: Int, y: Int), scale: Double, about anchor: Point, alpha: Double
    ) {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_translate(cairo, anchor.x, anchor.y)
        cairo_scale(cairo, scale, scale)
        cairo_translate(cairo, Double(origin.x) - anchor.x, Double(origin.y) - anchor.y)
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    /// Composites `surface` with its top-left pixel at device pixel (`x`, `y`), 1:1 or, with a
    /// `scale` below 1, shrunk smoothly (a screenshot's thumbnail).
    public func paintPixels(of surface: CairoImage, atDeviceX x: Int, y: Int, alpha: Double, scale: Double = 1) {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_translate(cairo, Double(x), Double(y))
        cairo_scale(cairo, scale, scale)
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        if scale != 1 { cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD) }
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    /// The device pixels `x`, `y`, `width` × `height` of the surface this context draws on (beneath any
    /// group), shrunk by `factor` with averaging; past the surface's edges its edge pixels extend.
    func shrunkCopyOfTarget(x: Int, y: Int, width: Int, height: Int, factor: Int) -> CairoImage? {
        let shrunkWidth = (width + factor - 1) / factor
        let shrunkHeight = (height + factor - 1) / factor
        guard let copy = try? CairoImage(width: shrunkWidth, height: shrunkHeight) else { return nil }
        let target = cairo_get_target(cairo)
        cairo_surface_flush(target)
        let copier = cairo_create(copy.pointer)
        defer { cairo_destroy(copier) }
        cairo_scale(copier, 1 / Double(factor), 1 / Double(factor))
        cairo_set_source_surface(copier, target, Double(-x), Double(-y))
        cairo_pattern_set_extend(cairo_get_source(copier), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(copier), CAIRO_FILTER_GOOD)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_surface_flush(copy.pointer)
        return copy
    }

    /// Paints `surface` enlarged `factor` times, bilinearly, its top-left at device pixel (`x`, `y`),
    /// inside the current clip, at `alpha`: the inverse of `shrunkCopyOfTarget`.
    func paintEnlarged(_ surface: CairoImage, atDeviceX x: Int, y: Int, factor: Int, alpha: Double) {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_translate(cairo, Double(x), Double(y))
        cairo_scale(cairo, Double(factor), Double(factor))
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }
}
