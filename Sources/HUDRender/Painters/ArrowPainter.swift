import HUDCore

/// A popover's arrow: a filled triangle, its tip at the middle of the frame's top or bottom edge.
enum ArrowPainter {
    static func draw(pointsUp: Bool, color: Color, in frame: Rect, alpha: Double, on context: DrawingContext) {
        let (tipY, baseY) = pointsUp ? (frame.minY, frame.maxY) : (frame.maxY, frame.minY)
        context.setColor(color, alpha: alpha)
        context.newPath()
        context.move(to: Point(x: frame.minX, y: baseY))
        context.line(to: Point(x: frame.midX, y: tipY))
        context.line(to: Point(x: frame.maxX, y: baseY))
        context.closePath()
        context.fill()
    }
}
