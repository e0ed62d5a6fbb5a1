import HUDCore

/// The action sheet's entrance. UIKit slides the sheet up from the bottom edge, but the animator moves
/// only alpha and scale, and scaling a sheet about its centre would pull its edges off their margins;
/// so the groups and the dim fade in together on the system alert's critically damped spring (0.404 s,
/// no overshoot, so it can drive alpha). The sheet leaves as an alert does
/// (`SystemAlertTimeline.dismiss`).
package enum ActionSheetTimeline {
    /// Fades every node in `overlay` in: pass the scene's top-level names (the dim, "card", "cancelCard").
    @discardableResult
    package static func show(
        on animator: Animator, overlay: [String] = ["dim", "card", "cancelCard"],
        completion: ((_ finished: Bool) -> Void)? = nil
    ) throws -> AnimationHandle {
        let curve = TimingCurve.spring(SystemAlertTimeline.entranceSpring)
        let animations = try overlay.map { try Animation(.alpha, of: $0, from: 0, to: 1, curve: curve) }
        return animator.animate(animations, completion: completion)
    }
}
