import HUDCore

/// docs/design.md §2.7: a determinate indicator glides to a new value in 0.3 s, easing out, so an update shows
/// at once and settles gently instead of jumping (MBProgressHUD animates its progress the same way).
package enum ProgressTimeline {
    /// The glide's length: 0.3 s (docs/design.md §2.7).
    package static let duration = 0.3
    /// The glide eases out, landing gently.
    package static let curve = TimingCurve.easeOut

    /// Moves the indicator of `node` to `value` (clamped to 0…1). `shown` is the scene on screen
    /// (`AnimatedOverlayScene.currentScene`): the glide starts from the value it draws, so a new value
    /// arriving mid-glide continues from where the indicator is, and the first glide starts from the
    /// laid-out value rather than from the animator's resting 0.
    @discardableResult
    package static func animate(
        to value: Double, on animator: Animator, node: String = "progress",
        from shown: Scene?
    ) throws -> AnimationHandle {
        var start: Double?
        if case .progress(_, let shownValue, _, _)? = shown?.node(named: node)?.content {
            start = ProgressStyle.clamped(shownValue)
        }
        return animator.animate(
            try Animation(
                .progress, of: node, from: start, to: ProgressStyle.clamped(value),
                duration: duration, curve: curve))
    }
}
