import HUDCore

/// The level HUD's life (docs/design.md §2.9): it fades in, stays `hideDelay` seconds after it was
/// last shown or updated, fades out and is removed. A show while it is up never enters again: it
/// fades back up from where it is (nothing to do when fully shown) and counts the stay from now.
package struct LevelHUDTimeline: Hashable, Sendable {
    /// The fade in: the HUDs' short fade, so a key press answers at once.
    package static let fadeInDuration = HUDTransition.fadeDuration
    /// The fade out: the toast's, a calmer leave for something nobody dismissed.
    package static let fadeOutDuration = ToastTimeline.fadeDuration
    /// Both fades ease in and out.
    package static let curve = TimingCurve.easeInOut

    /// Seconds from the last show or update to the start of the fade out.
    package let hideDelay: Double
    /// The nodes that fade: the card, and a mask when the placement asks for one.
    package let nodes: [String]

    /// Throws `HUDError.invalidDuration` for a NaN, infinite or negative delay.
    package init(hideDelay: Double, nodes: [String] = ["card"]) throws {
        guard hideDelay.isFinite, hideDelay >= 0 else {
            throw HUDError.invalidDuration(name: "level HUD hide delay", value: hideDelay)
        }
        self.hideDelay = hideDelay
        self.nodes = nodes
    }

    /// Starts the stay: from alpha 0 when `entering`, else from the alpha on screen, the fade out
    /// waiting for `hideDelay` from now. The running stay is cancelled (its `removed` gets `false`).
    /// `shown(true)` runs once fully shown; `removed(true)` once faded out: close the window then.
    @discardableResult
    package func start(
        on animator: Animator, entering: Bool, removed: ((_ finished: Bool) -> Void)? = nil,
        shown: ((_ finished: Bool) -> Void)? = nil
    ) throws -> AnimationHandle {
        let first = nodes.first ?? "card"
        for node in nodes { animator.cancelAnimations(ofNode: node) }
        let alpha = entering ? 0 : animator.value(of: AnimationKey(first, .alpha))
        // A stay restarted halfway through a fade takes only what is left of the fade in.
        let fadeIn = Self.fadeInDuration * min(1, max(0, 1 - alpha))
        let ins = try nodes.map {
            try Animation(.alpha, of: $0, from: entering ? 0 : nil, to: 1, duration: fadeIn, curve: Self.curve)
        }
        let outs = try nodes.map {
            try Animation(
                .alpha, of: $0, to: 0, duration: Self.fadeOutDuration, delay: max(0, hideDelay - fadeIn),
                curve: Self.curve)
        }
        let fadedIn = animator.animate(ins, completion: shown)
        return animator.animate(after: fadedIn, outs, completion: removed)
    }

    /// Fades out now, from wherever the stay has got to: a hide before the delay is up.
    @discardableResult
    package func dismiss(on animator: Animator, completion: ((_ finished: Bool) -> Void)? = nil) throws
        -> AnimationHandle
    {
        for node in nodes { animator.cancelAnimations(ofNode: node) }
        let outs = try nodes.map {
            try Animation(.alpha, of: $0, to: 0, duration: Self.fadeOutDuration, curve: Self.curve)
        }
        return animator.animate(outs, completion: completion)
    }
}
