import Glibc
import HUDCore

/// The determinate indicators (MBProgressHUD's round, annular and bar, JGProgressHUD's pie) and
/// SVProgressHUD's ring spinner, as vector paths. The track is painted first and the value over it.
enum ProgressPainter {
    /// Where the round styles start and which way they grow: from 12 o'clock, clockwise.
    static let topAngle = -Double.pi / 2
    /// The bar's fill sits this far inside its border.
    static let barGap = 1.0
    /// How much of the turn the ring's fading tail covers (SVProgressHUD's stroke spans about this).
    static let ringSweep = 1.5 * Double.pi

    static func draw(
        _ style: ProgressStyle, value: Double, color: Color, trackColor: Color, in frame: Rect,
        alpha: Double, on context: DrawingContext
    ) {
        let fraction = ProgressStyle.clamped(value)
        let line = ProgressStyle.lineWidth
        let center = frame.center
        let radius = min(frame.width, frame.height) / 2
        switch style {
        case .round:
            disc(center: center, radius: radius - line, color: trackColor, alpha: alpha, on: context)
            context.setColor(color, alpha: alpha)
            context.newPath()
            context.addCircle(center: center, radius: radius - line / 2)
            context.stroke(width: line)
            wedge(
                center: center, radius: radius - 2 * line, fraction: fraction, color: color, alpha: alpha, on: context)
        case .annular:
            context.setColor(trackColor, alpha: alpha)
            context.newPath()
            context.addCircle(center: center, radius: radius - line / 2)
            context.stroke(width: line)
            guard fraction > 0 else { return }
            context.setColor(color, alpha: alpha)
            context.newPath()
            context.addArc(center: center, radius: radius - line / 2, from: topAngle, to: topAngle + 2 * .pi * fraction)
            context.stroke(width: line)
        case .bar:
            drawBar(fraction: fraction, color: color, trackColor: trackColor, in: frame, alpha: alpha, on: context)
        case .pie:
            disc(center: center, radius: radius, color: trackColor, alpha: alpha, on: context)
            wedge(center: center, radius: radius, fraction: fraction, color: color, alpha: alpha, on: context)
        }
    }

    /// A capsule outline with the track inside it, and the fill growing from the left a gap inside that.
    private static func drawBar(
        fraction: Double, color: Color, trackColor: Color, in frame: Rect, alpha: Double,
        on context: DrawingContext
    ) {
        let line = ProgressStyle.lineWidth
        func capsule(_ rect: Rect) -> CornerRadii { .all(rect.height / 2) }
        let inside = frame.insetBy(dx: line, dy: line)
        context.setColor(trackColor, alpha: alpha)
        context.newPath()
        context.addRoundedRect(inside, radii: capsule(inside))
        context.fill()
        let border = frame.insetBy(dx: line / 2, dy: line / 2)
        context.setColor(color, alpha: alpha)
        context.newPath()
        context.addRoundedRect(border, radii: capsule(border))
        context.stroke(width: line)
        guard fraction > 0 else { return }
        let track = inside.insetBy(dx: barGap, dy: barGap)
        let fill = Rect(origin: track.origin, size: Size(width: track.width * fraction, height: track.height))
        context.newPath()
        context.addRoundedRect(fill, radii: capsule(fill))
        context.fill()
    }

    private static func disc(center: Point, radius: Double, color: Color, alpha: Double, on context: DrawingContext) {
        context.setColor(color, alpha: alpha)
        context.newPath()
        context.addCircle(center: center, radius: radius)
        context.fill()
    }

    private static func wedge(
        center: Point, radius: Double, fraction: Double, color: Color, alpha: Double,
        on context: DrawingContext
    ) {
        guard fraction > 0 else { return }
        context.setColor(color, alpha: alpha)
        context.newPath()
        context.move(to: center)
        context.addArc(center: center, radius: radius, from: topAngle, to: topAngle + 2 * .pi * fraction)
        context.closePath()
        context.fill()
    }

    /// SVProgressHUD's flat ring: an arc with a round head `phase` 60ths of a turn past 12 o'clock and
    /// a tail that fades out behind it (the library's angle mask), filling the frame.
    static func drawRing(
        color: Color, lineWidth: Double, phase: Int, in frame: Rect, alpha: Double,
        on context: DrawingContext
    ) {
        let center = frame.center
        let radius = min(frame.width, frame.height) / 2 - lineWidth / 2
        let head = topAngle + 2 * .pi * Double(phase) / Double(Animator.ringSteps)
        let tail = head - ringSweep
        let half = lineWidth / 2
        context.setAngularFade(
            center: center, radius: radius + lineWidth, start: tail, sweep: ringSweep,
            color: color, alpha: alpha)
        // The stroke's outline as one filled path: a butt tail (invisible anyway) and a round head,
        // which reaches a few degrees into the fall after the peak: too few to show.
        context.newPath()
        context.addArc(center: center, radius: radius + half, from: tail, to: head)
        context.addArc(
            center: Point(x: center.x + radius * cos(head), y: center.y + radius * sin(head)),
            radius: half, from: head, to: head + .pi)
        context.addArc(center: center, radius: radius - half, from: head, to: tail, clockwise: false)
        context.closePath()
        context.fill()
    }
}
