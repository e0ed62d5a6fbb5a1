/// How a HUD appears and disappears in the reference libraries; the backdrop (dim) only ever fades.
public enum HUDTransition: Hashable, Sendable {
    /// SVProgressHUD: alpha only, 0.15 s.
    case fade
    /// MBProgressHUD's zoom-in style: the HUD grows in from 0.5 and leaves growing to 1.5, fading, on
    /// MBProgressHUD's 0.3 s spring with damping ratio 1.
    case zoom

    public static let fadeDuration = 0.15
    public static let zoomDuration = 0.3
    public static let zoomInScale = 0.5
    public static let zoomOutScale = 1.5

    @discardableResult
    public func show(on animator: Animator, hud: String = "card", backdrop: [String] = ["dim"],
                     completion: ((_ finished: Bool) -> Void)? = nil) throws -> AnimationHandle {
        let (duration, curve) = try timing()
        var animations = try ([hud] + backdrop).map {
            try Animation(.alpha, of: $0, from: 0, to: 1, duration: duration, curve: curve)
        }
        if self == .zoom {
            animations.append(try Animation(.scale, of: hud, from: Self.zoomInScale, to: 1, duration: duration, curve: curve))
        }
        return animator.animate(animations, completion: completion)
    }

    /// Leaves from the current values, so hiding a HUD that is still appearing does not jump.
    @discardableResult
    public func hide(on animator: Animator, hud: String = "card", backdrop: [String] = ["dim"],
                     completion: ((_ finished: Bool) -> Void)? = nil) throws -> AnimationHandle {
        let (duration, curve) = try timing()
        var animations = try ([hud] + backdrop).map {
            try Animation(.alpha, of: $0, to: 0, duration: duration, curve: curve)
        }
        if self == .zoom {
            animations.append(try Animation(.scale, of: hud, to: Self.zoomOutScale, duration: duration, curve: curve))
        }
        return animator.animate(animations, completion: completion)
    }

    private func timing() throws -> (duration: Double, curve: TimingCurve) {
        switch self {
        case .fade: (Self.fadeDuration, .easeInOut)
        case .zoom: (Self.zoomDuration, .spring(try SpringTimingCurve(duration: Self.zoomDuration, dampingRatio: 1)))
        }
    }
}
