import HUDCore

/// Seed 002's CubeHUD: the container fades in (0.1 s), then the indicator grows in from nothing (0.2 s);
/// hiding reverses it (0.5 s, then 0.1 s). A forced hide after `timeout` ends a HUD its caller forgot.
///
/// The seed runs every step through one spring helper; we use UIKit's mapping with damping ratio 0.8 and
/// no initial velocity for all four (docs/design.md §5's "T 0.2, ζ 0.8, v 0" row is the indicator's). The slight
/// overshoot of alpha and scale is clamped when values are applied.
///
/// Stateful (showing, hiding, the timeout timer), so a class; use it on its animator's thread.
package final class CubeHUDTimeline {
    /// Where the HUD is in its show / hide cycle.
    package enum State: Hashable, Sendable {
        /// Off screen; showing, entering or on screen; leaving.
        case hidden, showing, hiding
    }

    /// The container's fade: 0.1 s (seed 002).
    package static let containerFadeDuration = 0.1
    /// The indicator's growth on show: 0.2 s (seed 002).
    package static let indicatorDuration = 0.2
    /// The indicator's shrink on hide: 0.5 s (seed 002).
    package static let indicatorHideDuration = 0.5
    /// The seed's forced hide: 30 s after `show()`.
    package static let defaultTimeout = 30.0
    /// The seed's `CGAffineTransform(scaleX: 0.00001, y: 0.00001)`: "nothing" that still has a direction.
    package static let hiddenScale = 0.00001
    /// ζ 0.8 for every step (docs/design.md §5).
    package static let dampingRatio = 0.8

    /// Drives the container's and the indicator's values.
    package let animator: Animator
    /// Nodes that fade as the container (the seed's whole-monitor black 0.3 view).
    package let container: [String]
    /// The activity indicator node: it spins while shown and grows and shrinks.
    package let indicator: String
    /// Seconds from `show()` to the forced hide; nil never forces it.
    package let timeout: Double?
    /// Changed by `show()`, `hide()` and the forced hide.
    package private(set) var state = State.hidden
    /// Runs after a forced hide has finished (the seed shows an alert there).
    package var onTimeout: (() -> Void)?

    private var timeoutTimer: ClockToken?

    /// Throws `HUDError.invalidDuration` for a NaN, infinite or negative timeout.
    package init(
        animator: Animator, container: [String] = ["dim"], indicator: String = "indicator",
        timeout: Double? = CubeHUDTimeline.defaultTimeout
    ) throws {
        if let timeout, !(timeout.isFinite && timeout >= 0) {
            throw HUDError.invalidDuration(name: "CubeHUD timeout", value: timeout)
        }
        self.animator = animator
        self.container = container
        self.indicator = indicator
        self.timeout = timeout
    }

    /// Shows the HUD; does nothing if it is already showing (as the seed). Called while hiding, it turns
    /// back from where the hide had got to (the hide's completion gets `false`).
    package func show() throws {
        guard state != .showing else { return }
        let fadeIn = try container.map {
            try Animation(.alpha, of: $0, to: 1, curve: spring(Self.containerFadeDuration))
        }
        let growIn = [
            try Animation(.scale, of: indicator, to: 1, curve: spring(Self.indicatorDuration)),
            try Animation(.alpha, of: indicator, to: 1, curve: spring(Self.indicatorDuration)),
        ]
        if state == .hiding {
            cancelAll()
        } else {
            for node in container { animator.setValue(0, for: AnimationKey(node, .alpha)) }
            animator.setValue(0, for: AnimationKey(indicator, .alpha))
            animator.setValue(Self.hiddenScale, for: AnimationKey(indicator, .scale))
        }
        state = .showing
        animator.startSpinner(node: indicator)
        let containerShown = animator.animate(fadeIn)
        animator.animate(after: containerShown, growIn)
        // Armed now rather than after the entrance (as the seed does), so that it fires even if the
        // entrance is interrupted.
        if let timeout {
            timeoutTimer = animator.clock.schedule(at: animator.now + timeout) { [weak self] in
                self?.forceHide()
            }
        }
    }

    /// Hides the HUD from wherever it is; `completion(true)` runs once it is gone (at once if it is hidden
    /// already). A second hide while hiding restarts from the current values; the first one's completion
    /// then gets `false`.
    package func hide(completion: ((_ finished: Bool) -> Void)? = nil) throws {
        guard state != .hidden else {
            completion?(true)
            return
        }
        let shrink = [
            try Animation(.scale, of: indicator, to: Self.hiddenScale, curve: spring(Self.indicatorHideDuration)),
            try Animation(.alpha, of: indicator, to: 0, curve: spring(Self.indicatorHideDuration)),
        ]
        let fadeOut = try container.map {
            try Animation(.alpha, of: $0, to: 0, curve: spring(Self.containerFadeDuration))
        }
        cancelAll()
        state = .hiding
        let shrunk = animator.animate(shrink)
        animator.animate(after: shrunk, fadeOut) { [weak self] finished in
            if finished, let self {
                self.state = .hidden
                self.animator.stopSpinner(node: self.indicator)
            }
            completion?(finished)
        }
    }

    private func forceHide() {
        timeoutTimer = nil
        // Cannot throw: hide's durations are the constants above.
        try? hide { [weak self] finished in
            if finished { self?.onTimeout?() }
        }
    }

    /// Stops the timer and every animation of the HUD's nodes where they are.
    private func cancelAll() {
        if let timeoutTimer { animator.clock.cancel(timeoutTimer) }
        timeoutTimer = nil
        for node in container + [indicator] { animator.cancelAnimations(ofNode: node) }
    }

    private func spring(_ duration: Double) throws -> TimingCurve {
        .spring(try SpringTimingCurve(duration: duration, dampingRatio: Self.dampingRatio))
    }
}
