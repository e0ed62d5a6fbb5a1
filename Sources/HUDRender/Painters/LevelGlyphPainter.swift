import CCairo
import Glibc
import HUDCore

/// The level HUD's speaker and sun (docs/design.md §2.9), filled shapes and round-capped strokes in a
/// unit square scaled to the frame, as `GlyphPainter` draws the status marks. The speaker keeps its
/// place whatever its waves, so a level going up adds waves beside it instead of moving it.
enum LevelGlyphPainter {
    /// The waves' and the slash's width, of the glyph's side.
    static let strokeWidth = 0.055
    /// Clear on each side of the slash, of the glyph's side, so it reads apart from the speaker.
    static let slashGap = 0.04

    static func draw(_ glyph: LevelGlyph, color: Color, in frame: Rect, alpha: Double, on context: DrawingContext) {
        let side = min(frame.width, frame.height)
        let origin = Point(x: frame.midX - side / 2, y: frame.midY - side / 2)
        func at(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x * side, y: origin.y + y * side) }

        context.setColor(color, alpha: alpha)
        switch glyph {
        case .speaker(let waves):
            speaker(at, on: context)
            context.fill()
            context.newPath()
            // Arcs about the cone's mouth, a quarter turn each, the nearest first.
            for radius in [0.17, 0.3, 0.43].prefix(max(0, min(3, waves))) {
                context.newSubPath()
                context.addArc(center: at(0.42, 0.5), radius: radius * side, from: -.pi / 4, to: .pi / 4)
            }
            context.stroke(width: strokeWidth * side, roundCaps: true)
        case .mutedSpeaker:
            let start = at(0.16, 0.18)
            let end = at(0.84, 0.82)
            context.isolated {
                // Everything but a band along the slash: the speaker is cut where the slash crosses it.
                context.newPath()
                context.addRect(frame.insetBy(dx: -side, dy: -side))
                band(from: start, to: end, halfWidth: (strokeWidth / 2 + slashGap) * side, on: context)
                cairo_set_fill_rule(context.cairo, CAIRO_FILL_RULE_EVEN_ODD)
                context.clip()
                cairo_set_fill_rule(context.cairo, CAIRO_FILL_RULE_WINDING)
                speaker(at, on: context)
                context.fill()
            }
            context.newPath()
            context.move(to: start)
            context.line(to: end)
            context.stroke(width: strokeWidth * side, roundCaps: true)
        case .sun:
            context.newPath()
            context.addCircle(center: at(0.5, 0.5), radius: 0.17 * side)
            context.fill()
            context.newPath()
            for ray in 0..<8 {
                let angle = Double(ray) * .pi / 4
                context.move(to: at(0.5 + 0.28 * cos(angle), 0.5 + 0.28 * sin(angle)))
                context.line(to: at(0.5 + 0.41 * cos(angle), 0.5 + 0.41 * sin(angle)))
            }
            context.stroke(width: 0.06 * side, roundCaps: true)
        }
    }

    /// The speaker's box and cone as one closed path, left of the glyph's middle.
    private static func speaker(_ at: (Double, Double) -> Point, on context: DrawingContext) {
        let outline = [(0.14, 0.38), (0.28, 0.38), (0.46, 0.2), (0.46, 0.8), (0.28, 0.62), (0.14, 0.62)]
        context.newPath()
        context.move(to: at(outline[0].0, outline[0].1))
        for point in outline.dropFirst() { context.line(to: at(point.0, point.1)) }
        context.closePath()
    }

    /// A rectangle `halfWidth` either side of the segment, reaching `halfWidth` past its ends (the caps).
    private static func band(from start: Point, to end: Point, halfWidth: Double, on context: DrawingContext) {
        let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        guard length > 0 else { return }
        let along = Point(x: (end.x - start.x) / length * halfWidth, y: (end.y - start.y) / length * halfWidth)
        let across = Point(x: -along.y, y: along.x)
        context.newSubPath()
        context.move(to: Point(x: start.x - along.x + across.x, y: start.y - along.y + across.y))
        context.line(to: Point(x: end.x + along.x + across.x, y: end.y + along.y + across.y))
        context.line(to: Point(x: end.x + along.x - across.x, y: end.y + along.y - across.y))
        context.line(to: Point(x: start.x - along.x - across.x, y: start.y - along.y - across.y))
        context.closePath()
    }
}
