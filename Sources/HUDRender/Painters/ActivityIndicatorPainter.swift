import Glibc
import HUDCore

/// The classic 12-spoke activity indicator. The spoke at `phase` is brightest and the ones
/// behind it fade towards 0.3, like UIActivityIndicatorView; rotation is by whole spokes only,
/// so a spinning HUD needs at most 12 distinct frames a second.
enum ActivityIndicatorPainter {
    static let spokeCount = 12
    static let brightest = 0.95
    static let dimmest = 0.3

    /// Any phase, negative or past 11, as the spoke index 0…11 it shows.
    static func normalized(_ phase: Int) -> Int {
        ((phase % spokeCount) + spokeCount) % spokeCount
    }

    static func draw(
        size: ActivityIndicatorSize, color: Color, phase: Int, in frame: Rect, alpha: Double,
        on context: DrawingContext
    ) {
        let side = min(frame.width, frame.height)
        let inner = side * 0.25
        let outer = side * 0.47
        let width = side * 0.09
        let center = frame.center
        let head = normalized(phase)
        for spoke in 0..<spokeCount {
            // Spokes start at 12 o'clock and go clockwise; `behind` counts how far a spoke trails the head.
            let behind = (head - spoke + spokeCount) % spokeCount
            let spokeAlpha = brightest - (brightest - dimmest) * Double(behind) / Double(spokeCount - 1)
            let angle = Double(spoke) * 2 * .pi / Double(spokeCount) - .pi / 2
            let cosine = cos(angle)
            let sine = sin(angle)
            context.setColor(color, alpha: alpha * spokeAlpha)
            context.newPath()
            context.move(to: Point(x: center.x + cosine * inner, y: center.y + sine * inner))
            context.line(to: Point(x: center.x + cosine * outer, y: center.y + sine * outer))
            context.stroke(width: width, roundCaps: true)
        }
    }
}
