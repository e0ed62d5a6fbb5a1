import HUDCore

/// SVProgressHUD's gradient mask: centred in `frame`, reaching `outer` at the distance of the
/// frame's shorter side, so a landscape monitor's left and right edges are fully `outer`.
enum RadialGradientPainter {
    static func draw(inner: Color, outer: Color, in frame: Rect, alpha: Double, on context: DrawingContext) {
        context.setRadialGradient(
            center: frame.center, radius: min(frame.width, frame.height),
            inner: inner, outer: outer, alpha: alpha)
        context.newPath()
        context.addRect(frame)
        context.fill()
    }
}
