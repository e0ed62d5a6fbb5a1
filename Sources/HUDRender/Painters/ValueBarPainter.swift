import HUDCore

/// A banner's value bar, as iOS's progress view draws it: a capsule track, and the fill clipped to
/// it, so a small value shows a sliver of the round end rather than a whole cap.
enum ValueBarPainter {
    static func draw(
        value: Double, color: Color, trackColor: Color, in frame: Rect, alpha: Double,
        on context: DrawingContext
    ) {
        let capsule = CornerRadii.all(frame.height / 2)
        context.setColor(trackColor, alpha: alpha)
        context.newPath()
        context.addRoundedRect(frame, radii: capsule)
        context.fill()
        let fraction = ProgressStyle.clamped(value)
        guard fraction > 0 else { return }
        context.isolated {
            context.newPath()
            context.addRoundedRect(frame, radii: capsule)
            context.clip()
            context.setColor(color, alpha: alpha)
            context.newPath()
            context.addRoundedRect(
                Rect(x: frame.minX, y: frame.minY, width: frame.width * fraction, height: frame.height), radii: capsule)
            context.fill()
        }
    }
}
