import HUDCore

/// Seed 001's card alert: the card springs from 0.9 to full size; dismissal shrinks it back to 0.9 while
/// the whole overlay fades out.
package enum CardAlertTimeline {
    /// The card's scale before it springs in and after it shrinks out: 0.9 (seed 001).
    package static let hiddenScale = 0.9
    /// The dismissal's length: 0.15 s (docs/design.md §2.5).
    package static let dismissDuration = 0.15

    /// The seed's `animateWithDuration:0.25 usingSpringWithDamping:0.8 initialSpringVelocity:1`.
    package static func showSpring() throws -> SpringTimingCurve {
        try SpringTimingCurve(duration: 0.25, dampingRatio: 0.8, initialVelocity: 1)
    }

    /// Shows the card at full opacity from scale 0.9 over `dim` at full strength. The seed adds its
    /// dim view without animation, and so do we: only the card moves, so each frame of the spring
    /// repaints the card's region rather than the whole monitor.
    @discardableResult
    package static func show(
        on animator: Animator, card: String = "card", dim: String = "dim",
        completion: ((_ finished: Bool) -> Void)? = nil
    ) throws -> AnimationHandle {
        let spring = try Animation(.scale, of: card, from: hiddenScale, to: 1, curve: .spring(showSpring()))
        animator.setValue(1, for: AnimationKey(card, .alpha))
        animator.setValue(1, for: AnimationKey(dim, .alpha))
        return animator.animate(spring, completion: completion)
    }

    /// Shrinks the card back to 0.9 and fades every node in `overlay` out (pass the scene's top-level node
    /// names, `scene.nodes.compactMap(\.name)`), from wherever the show had got to. Remove the overlay in
    /// the completion.
    @discardableResult
    package static func dismiss(
        on animator: Animator, card: String = "card", overlay: [String] = ["dim", "card"],
        completion: ((_ finished: Bool) -> Void)? = nil
    ) throws -> AnimationHandle {
        var animations = [try Animation(.scale, of: card, to: hiddenScale, duration: dismissDuration)]
        for node in overlay {
            animations.append(try Animation(.alpha, of: node, to: 0, duration: dismissDuration))
        }
        return animator.animate(animations, completion: completion)
    }
}
