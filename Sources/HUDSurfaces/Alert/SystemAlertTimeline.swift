import HUDCore

/// The system look's entrance (UIAlertController, docs/design.md §2.6): a critically damped spring from scale 1.2
/// while the alert and its dim fade in.
package enum SystemAlertTimeline {
    /// The alert's scale as it starts to settle in: 1.2 (docs/design.md §2.6).
    package static let entranceScale = 1.2
    /// Stiffness 522.35, damping 45.71 (est.): critically damped, settles in 0.404 s without overshoot,
    /// so it can drive alpha as well.
    package static let entranceSpring = SpringTimingCurve(stiffness: 522.35, damping: 45.71)
    /// Not in docs/design.md: a plain fade, our estimate of UIKit's dismissal.
    package static let dismissDuration = 0.2

    /// Springs the card in from 1.2 while it and `dim` fade in; `completion(true)` once settled.
    @discardableResult
    package static func show(
        on animator: Animator, card: String = "card", dim: String = "dim",
        completion: ((_ finished: Bool) -> Void)? = nil
    ) throws -> AnimationHandle {
        let curve = TimingCurve.spring(entranceSpring)
        let animations = [
            try Animation(.scale, of: card, from: entranceScale, to: 1, curve: curve),
            try Animation(.alpha, of: card, from: 0, to: 1, curve: curve),
            try Animation(.alpha, of: dim, from: 0, to: 1, curve: curve),
        ]
        return animator.animate(animations, completion: completion)
    }

    /// Fades every node in `overlay` out from its current alpha; remove the overlay in the completion.
    @discardableResult
    package static func dismiss(
        on animator: Animator, overlay: [String] = ["dim", "card"],
        completion: ((_ finished: Bool) -> Void)? = nil
    ) throws -> AnimationHandle {
        let animations = try overlay.map {
            try Animation(.alpha, of: $0, to: 0, duration: dismissDuration, curve: .easeOut)
        }
        return animator.animate(animations, completion: completion)
    }
}
