/// How an animation's progress (0 at its start, 1 at its end) follows the elapsed fraction of its duration.
package enum TimingCurve: Hashable, Sendable {
    /// Progress equals the elapsed fraction.
    case linear
    /// A CSS / Core Animation curve.
    case cubicBezier(CubicBezier)
    /// A spring animation may overshoot (progress above 1) before it settles.
    case spring(SpringTimingCurve)

    /// UIKit's `.curveEaseIn`.
    package static let easeIn = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 1, 1))
    /// UIKit's `.curveEaseOut`.
    package static let easeOut = TimingCurve.cubicBezier(CubicBezier(0, 0, 0.58, 1))
    /// UIKit's `.curveEaseInOut`, the default curve of `UIView.animate`.
    package static let easeInOut = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))

    /// UIKit's default duration for animations that do not name one.
    package static let defaultDuration = 0.25

    /// Progress after `fraction` (0…1) of the duration; exactly 0 at or before the start and exactly 1 at
    /// or after the end, so an animation always lands on its target value.
    package func progress(atFraction fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        switch self {
        case .linear: return fraction
        case .cubicBezier(let bezier): return bezier.progress(atFraction: fraction)
        case .spring(let spring): return spring.progress(atTime: fraction * spring.settlingDuration)
        }
    }

    /// The duration an animation takes when it names none: a spring's settling duration (its shape is
    /// fixed in seconds), otherwise `defaultDuration`.
    package var naturalDuration: Double {
        if case .spring(let spring) = self { return spring.settlingDuration }
        return Self.defaultDuration
    }
}
