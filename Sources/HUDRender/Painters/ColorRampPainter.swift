import HUDCore

/// A colour picker's track, swatch and spectrum as gradients clipped to the node's rounded frame:
/// a translucent ramp over a grey and white checkerboard, as UIKit shows opacity; the spectrum as
/// a row of hues with white fading out above the middle and black fading in below it.
enum ColorRampPainter {
    /// The checkerboard's square.
    static let checkSide = 6.0
    /// The checkerboard's darker squares, on white.
    static let checkColor = Color(white: 0.8)

    static func draw(_ ramp: ColorRamp, in frame: Rect, radii: CornerRadii, alpha: Double, on context: DrawingContext) {
        context.isolated {
            context.newPath()
            context.addRoundedRect(frame, radii: radii)
            context.clip()
            switch ramp {
            case .linear(let start, let end):
                if start.alpha < 1 || end.alpha < 1 { drawChecks(in: frame, alpha: alpha, on: context) }
                fill(
                    frame, from: Point(x: frame.minX, y: frame.minY), to: Point(x: frame.maxX, y: frame.minY),
                    stops: [(0, start), (1, end)], alpha: alpha, on: context)
            case .spectrum:
                // Linear shading between the six pure hues is exactly HSB's hue at full saturation.
                let hues = (0...6).map {
                    (Double($0) / 6, Color(hue: Double($0 % 6) / 6, saturation: 1, brightness: 1))
                }
                fill(
                    frame, from: Point(x: frame.minX, y: frame.minY), to: Point(x: frame.maxX, y: frame.minY),
                    stops: hues, alpha: alpha, on: context)
                fill(
                    frame, from: Point(x: frame.minX, y: frame.minY), to: Point(x: frame.minX, y: frame.maxY),
                    stops: [
                        (0, .white), (0.5, Color.white.withAlpha(0)), (0.5, Color.black.withAlpha(0)), (1, .black),
                    ],
                    alpha: alpha, on: context)
            }
        }
    }

    private static func fill(
        _ frame: Rect, from start: Point, to end: Point, stops: [(Double, Color)], alpha: Double,
        on context: DrawingContext
    ) {
        context.setLinearGradient(from: start, to: end, stops: stops, alpha: alpha)
        context.newPath()
        context.addRect(frame)
        context.fill()
    }

    private static func drawChecks(in frame: Rect, alpha: Double, on context: DrawingContext) {
        context.setColor(.white, alpha: alpha)
        context.newPath()
        context.addRect(frame)
        context.fill()
        context.setColor(checkColor, alpha: alpha)
        context.newPath()
        let columns = Int((frame.width / checkSide).rounded(.up))
        let rows = Int((frame.height / checkSide).rounded(.up))
        for row in 0..<rows {
            for column in 0..<columns where (row + column) % 2 == 0 {
                context.addRect(
                    Rect(
                        x: frame.minX + Double(column) * checkSide, y: frame.minY + Double(row) * checkSide,
                        width: checkSide, height: checkSide))
            }
        }
        context.fill()
    }
}
