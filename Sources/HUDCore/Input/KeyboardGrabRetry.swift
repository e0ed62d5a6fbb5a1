/// How an alert takes the keyboard when a window manager holds it: an override-redirect window is
/// never given the focus, so it must grab the keyboard, and a grab fails while another client's
/// grab is active (Alt held during openbox's Alt+Tab, an i3 binding's keys still down). The alert
/// keeps trying for as long as it is up, soon at first and then more slowly, and says once why no
/// key reaches it. Stepped by the overlay's clock, so tests drive it with a `ManualClock`.
///
/// Not `Sendable`: use it on its clock's thread.
package final class KeyboardGrabRetry {
    /// Retry interval while the holder is likely a key binding about to be released.
    package static let quickInterval = 0.05
    /// Retry interval after `patience`: the holder is in no hurry (a switcher held open).
    package static let slowInterval = 0.25
    /// After this long without the keyboard, warn (once) and retry slowly.
    package static let patience = 1.0
    /// What the warning says.
    package static let warning = "the window manager holds the keyboard; click the alert or release the keys"

    /// Whether the keyboard is ours.
    package private(set) var hasKeyboard = false
    /// Whether the warning has been given.
    package private(set) var hasWarned = false
    private let clock: any FrameClock
    private let grab: () -> Bool
    private let warn: (String) -> Void
    private var start = 0.0
    private var failures = 0
    private var pending: ClockToken?

    /// `grab` tries once and says whether it got the keyboard; `warn` reports the warning.
    package init(clock: any FrameClock, grab: @escaping () -> Bool, warn: @escaping (String) -> Void) {
        self.clock = clock
        self.grab = grab
        self.warn = warn
    }

    deinit {
        stop()
    }

    /// Tries now, then keeps trying until the keyboard is ours or `stop()` is called.
    package func begin() {
        stop()
        start = clock.now
        failures = 0
        attempt()
    }

    /// Gives up: the alert has gone.
    package func stop() {
        if let pending { clock.cancel(pending) }
        pending = nil
    }

    /// When to try again after `failures` failed attempts, in seconds after the first one: on a
    /// grid of `quickInterval` until `patience`, then every `slowInterval` (counted, not summed, so
    /// the attempt due at `patience` is not lost to rounding).
    package static func retryTime(afterFailures failures: Int) -> Double {
        let quickAttempts = Int((patience / quickInterval).rounded())
        return failures <= quickAttempts
            ? Double(failures) * quickInterval
            : patience + Double(failures - quickAttempts) * slowInterval
    }

    private func attempt() {
        pending = nil
        hasKeyboard = grab()
        guard !hasKeyboard else { return }
        if clock.now - start >= Self.patience, !hasWarned {
            hasWarned = true
            warn(Self.warning)
        }
        failures += 1
        // A loop that woke late skips the attempts it missed rather than making them in a burst.
        while start + Self.retryTime(afterFailures: failures) < clock.now { failures += 1 }
        pending = clock.schedule(at: start + Self.retryTime(afterFailures: failures)) { [weak self] in self?.attempt() }
    }
}
