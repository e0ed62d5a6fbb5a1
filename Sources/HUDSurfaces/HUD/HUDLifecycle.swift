import HUDCore

/// When a HUD is on screen, with MBProgressHUD's semantics and without its users' most reported
/// bugs. Pure timing on a `FrameClock`; what "show" and "hide" draw is the owner's business.
///
/// - grace time: a HUD is shown only if the task outlives it; a hide during grace shows nothing.
/// - minimum show time: a hide before it has elapsed is deferred by the rest, so a HUD never blinks.
/// - hide after a delay: a newer `show` cancels it, so a stale delayed hide never removes a newer HUD.
/// - forced hide: after `timeout` on screen the HUD hides by itself and `onTimeout` runs (seed 002;
///   the seed's timer was never scheduled, ours fires).
///
/// Not `Sendable`: use it on its clock's thread.
public final class HUDLifecycle {
    /// Where the HUD is in its life.
    package enum State: Hashable, Sendable {
        /// Off screen, with nothing pending.
        case hidden
        /// Asked to show, waiting for the grace time to pass.
        case waiting
        /// On screen (or entering).
        case visible
        /// The exit animation is running; `didFinishHiding()` ends it.
        case hiding
    }

    /// MBProgressHUD's grace time, minimum show time and forced-hide timeout.
    public struct Timing: Hashable, Sendable {
        /// Seconds a task must run before the HUD shows; 0 shows at once.
        public var graceTime: Double
        /// Seconds the HUD stays up at least once shown, so it never blinks.
        public var minimumShowTime: Double
        /// Seconds on screen before a forced hide; nil never forces one.
        public var timeout: Double?

        /// All zero or nil by default: shown at once, hidden at once, never forced.
        public init(graceTime: Double = 0, minimumShowTime: Double = 0, timeout: Double? = nil) {
            self.graceTime = graceTime
            self.minimumShowTime = minimumShowTime
            self.timeout = timeout
        }

        func validated() throws(HUDError) -> Timing {
            try HUDLifecycle.validate(graceTime, "grace time")
            try HUDLifecycle.validate(minimumShowTime, "minimum show time")
            if let timeout { try HUDLifecycle.validate(timeout, "timeout") }
            return self
        }
    }

    /// Times the grace, minimum show and timeout periods.
    package let clock: any FrameClock
    /// Validated when the lifecycle is created.
    package let timing: Timing
    /// Changed by `show()`, `hide(afterDelay:)`, the timers and `didFinishHiding()`.
    package private(set) var state = State.hidden
    /// Put the HUD on screen (or bring it back while it was leaving).
    package var onShow: () -> Void = {}
    /// Start the HUD's exit; call `didFinishHiding()` when it has ended.
    package var onHide: () -> Void = {}
    /// The forced hide happened.
    package var onTimeout: () -> Void = {}

    private var shownAt: Double?
    private var pendingHide: ClockToken?
    private var graceTimer: ClockToken?
    private var timeoutTimer: ClockToken?

    /// Throws `HUDError.invalidDuration` for a NaN, infinite or negative time.
    package init(clock: any FrameClock, timing: Timing = Timing()) throws(HUDError) {
        self.clock = clock
        self.timing = try timing.validated()
    }

    /// Asks for the HUD to be on screen. Showing it again cancels any pending hide.
    package func show() {
        cancel(&pendingHide)
        switch state {
        case .hidden where timing.graceTime > 0:
            state = .waiting
            graceTimer = clock.schedule(at: clock.now + timing.graceTime) { [weak self] in
                self?.graceTimer = nil
                self?.becomeVisible()
            }
        case .hidden, .hiding:
            becomeVisible()
        case .waiting, .visible:
            break
        }
    }

    /// Asks for the HUD to leave now, or after `delay` seconds unless it is shown again meanwhile.
    package func hide(afterDelay delay: Double = 0) throws(HUDError) {
        try Self.validate(delay, "hide delay")
        cancel(&pendingHide)
        if delay > 0 {
            pendingHide = clock.schedule(at: clock.now + delay) { [weak self] in
                self?.pendingHide = nil
                self?.hideNow()
            }
        } else {
            hideNow()
        }
    }

    /// The exit animation has ended.
    /// The HUD was taken away by something else (hide all, a signal): every pending hide, grace
    /// time and timeout is forgotten, as after a hide of its own.
    package func didHideElsewhere() {
        cancel(&pendingHide)
        cancel(&graceTimer)
        cancel(&timeoutTimer)
        state = .hidden
        shownAt = nil
    }

    package func didFinishHiding() {
        guard state == .hiding else { return }
        state = .hidden
        shownAt = nil
    }

    private func hideNow(ignoringMinimumShowTime: Bool = false) {
        switch state {
        case .waiting:
            cancel(&graceTimer)
            state = .hidden
        case .visible:
            let remaining = (shownAt ?? clock.now) + timing.minimumShowTime - clock.now
            if !ignoringMinimumShowTime, remaining > Animator.timeTolerance {
                pendingHide = clock.schedule(at: clock.now + remaining) { [weak self] in
                    self?.pendingHide = nil
                    self?.hideNow()
                }
                return
            }
            cancel(&timeoutTimer)
            state = .hiding
            onHide()
        case .hidden, .hiding:
            break
        }
    }

    private func becomeVisible() {
        let returning = state == .hiding
        state = .visible
        if !returning { shownAt = clock.now }
        if let timeout = timing.timeout, timeoutTimer == nil {
            timeoutTimer = clock.schedule(at: clock.now + timeout) { [weak self] in
                guard let self else { return }
                timeoutTimer = nil
                cancel(&pendingHide)
                hideNow(ignoringMinimumShowTime: true)
                onTimeout()
            }
        }
        onShow()
    }

    private func cancel(_ token: inout ClockToken?) {
        if let pending = token { clock.cancel(pending) }
        token = nil
    }

    static func validate(_ seconds: Double, _ name: String) throws(HUDError) {
        guard seconds.isFinite, seconds >= 0 else { throw .invalidDuration(name: name, value: seconds) }
    }
}
