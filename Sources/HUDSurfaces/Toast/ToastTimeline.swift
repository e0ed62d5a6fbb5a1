import HUDCore

/// Seed 000 §1's text toast: the card fades in (0.3 s), holds, fades out (0.3 s) and is removed.
/// The animator needs no frames during the hold.
package struct ToastTimeline: Hashable, Sendable {
    /// Each fade's length: 0.3 s (seed 000).
    package static let fadeDuration = 0.3
    /// Both fades ease in and out.
    package static let curve = TimingCurve.easeInOut
    /// HUDManager's hold (seed 000).
    package static let defaultHold = 1.5

    /// The name of the node that fades.
    package let node: String
    /// Seconds at full opacity between the fades.
    package let hold: Double

    /// Throws `HUDError.invalidDuration` for a NaN, infinite or negative hold.
    package init(hold: Double = ToastTimeline.defaultHold, node: String = "card") throws {
        guard hold.isFinite, hold >= 0 else { throw HUDError.invalidDuration(name: "toast hold", value: hold) }
        self.node = node
        self.hold = hold
    }

    /// A hold long enough to read `text`.
    package init(text: String, node: String = "card") {
        self.node = node
        self.hold = ReadingTime.seconds(for: text)
    }

    /// Starts the toast, or restarts it if one is showing: the running timeline is cancelled (its
    /// `removed` gets `false`) and alpha starts again from 0, so two toasts never stack.
    /// `shown(true)` runs once it has faded in; `removed(true)` once the fade-out has ended: close the
    /// window then.
    @discardableResult
    package func start(
        on animator: Animator, removed: ((_ finished: Bool) -> Void)? = nil,
        shown: ((_ finished: Bool) -> Void)? = nil
    ) throws -> AnimationHandle {
        let fadeIn = try Animation(.alpha, of: node, from: 0, to: 1, duration: Self.fadeDuration, curve: Self.curve)
        let fadeOut = try Animation(
            .alpha, of: node, to: 0, duration: Self.fadeDuration, delay: hold, curve: Self.curve)
        animator.cancelAnimations(ofNode: node)
        let shown = animator.animate(fadeIn, completion: shown)
        return animator.animate(after: shown, fadeOut, completion: removed)
    }
}
