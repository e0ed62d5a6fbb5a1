import HUDCore

/// Success, error and info marks as vector strokes with round caps (no image files), placed in a
/// unit square and scaled to the glyph's frame.
enum GlyphPainter {
    static func draw(
        _ glyph: Glyph, color: Color, lineWidth: Double, in frame: Rect, alpha: Double,
        on context: DrawingContext
    ) {
        let side = min(frame.width, frame.height)
        let origin = Point(x: frame.midX - side / 2, y: frame.midY - side / 2)
        func at(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x * side, y: origin.y + y * side) }

        context.setColor(color, alpha: alpha)
        context.newPath()
        switch glyph {
        case .checkmark:
            context.move(to: at(0.14, 0.52))
            context.line(to: at(0.38, 0.76))
            context.line(to: at(0.86, 0.26))
        case .cross:
            context.move(to: at(0.2, 0.2))
            context.line(to: at(0.8, 0.8))
            context.move(to: at(0.8, 0.2))
            context.line(to: at(0.2, 0.8))
        case .info:
            context.addCircle(center: at(0.5, 0.5), radius: side / 2 - lineWidth / 2)
            context.move(to: at(0.5, 0.45))
            context.line(to: at(0.5, 0.74))
            context.move(to: at(0.5, 0.28))
            context.line(to: at(0.5, 0.28))
        }
        context.stroke(width: lineWidth, roundCaps: true)
    }
}
