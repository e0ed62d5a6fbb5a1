import HUDCore

/// How a HUD appears and disappears in the reference libraries; the backdrop (dim) only ever fades.
public enum HUDTransition: Hashable, Sendable, CaseIterable {
    /// SVProgressHUD: alpha only, 0.15 s.
    case fade
    /// MBProgressHUD's zoom-in style: the HUD grows in from 0.5 and leaves growing to 1.5, fading, on
    /// MBProgressHUD's 0.3 s spring with damping ratio 1.
    case zoom
    /// Seed 001's card motion for a HUD: in from 0.9 on the 0.25 s spring (damping 0.8, velocity 1)
    /// while fading in; out to 0.9 while fading, 0.15 s.
    case spring

    /// The fade's length: SVProgressHUD's 0.15 s (docs/design.md §3).
    public static let fadeDuration = 0.15
    /// The zoom's length: MBProgressHUD's 0.3 s.
    public static let zoomDuration = 0.3
    /// Where a zooming HUD grows in from (docs/design.md §3).
    public static let zoomInScale = 0.5
    /// Where a zooming HUD grows out to (docs/design.md §3).
    public static let zoomOutScale = 1.5

    /// One direction of a transition: where the scale starts or ends (nil: alpha only) and how long.
    private struct Leg {
        let scale: Double?
        let duration: Double
        let curve: TimingCurve
    }

    /// Brings `hud` and its `backdrop` in; `completion(true)` runs once they have settled.
    @discardableResult
    package func show(
        on animator: Animator, hud: String = "card", backdrop: [String] = ["dim"],
        completion: ((_ finished: Bool) -> Void)? = nil
    ) throws -> AnimationHandle {
        let leg = try entrance()
        var animations = try ([hud] + backdrop).map {
            try Animation(.alpha, of: $0, from: 0, to: 1, duration: leg.duration, curve: leg.curve)
        }
        if let scale = leg.scale {
            animations.append(
                try Animation(.scale, of: hud, from: scale, to: 1, duration: leg.duration, curve: leg.curve))
        }
        return animator.animate(animations, completion: completion)
    }

    /// Leaves from the current values, so hiding a HUD that is still appearing does not jump.
    @discardableResult
    package func hide(
        on animator: Animator, hud: String = "card", backdrop: [String] = ["dim"],
        completion: ((_ finished: Bool) -> Void)? = nil
    ) throws -> AnimationHandle {
        let leg = try exit()
        var animations = try ([hud] + backdrop).map {
            try Animation(.alpha, of: $0, to: 0, duration: leg.duration, curve: leg.curve)
        }
        if let scale = leg.scale {
            animations.append(try Animation(.scale, of: hud, to: scale, duration: leg.duration, curve: leg.curve))
        }
        return animator.animate(animations, completion: completion)
    }

    private func entrance() throws -> Leg {
        switch self {
        case .fade: Leg(scale: nil, duration: Self.fadeDuration, curve: .easeInOut)
        case .zoom: Leg(scale: Self.zoomInScale, duration: Self.zoomDuration, curve: try zoomSpring())
        case .spring:
            Leg(
                scale: CardAlertTimeline.hiddenScale, duration: 0.25, curve: .spring(try CardAlertTimeline.showSpring())
            )
        }
    }

    private func exit() throws -> Leg {
        switch self {
        case .fade: Leg(scale: nil, duration: Self.fadeDuration, curve: .easeInOut)
        case .zoom: Leg(scale: Self.zoomOutScale, duration: Self.zoomDuration, curve: try zoomSpring())
        case .spring:
            Leg(scale: CardAlertTimeline.hiddenScale, duration: CardAlertTimeline.dismissDuration, curve: .easeInOut)
        }
    }

    private func zoomSpring() throws -> TimingCurve {
        .spring(try SpringTimingCurve(duration: Self.zoomDuration, dampingRatio: 1))
    }
}
