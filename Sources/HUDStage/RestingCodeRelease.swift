import HUDCore
import HUDSystem

/// Gives the executable's code back (`ExecutableCode`) once a stage has rested a while, when the
/// process has asked for it. Given back, the next thing shown maps its code again, 0.4–1.6 ms of
/// page faults: a burst of calls keeps the code, the quiet after it does not. The loop gives it
/// back as the last thing before it sleeps (`sleeping()`): each page of code run after it would
/// come back with its neighbours (the kernel maps 64 kB around a fault). Use it on the loop's thread.
package final class RestingCodeRelease {
    /// Seconds of rest before the code goes: longer than the gaps in a burst of calls (a script's
    /// progress, a held volume key), short beside a session's quiet.
    package static let delay = 5.0

    private let clock: any FrameClock
    private let isWanted: () -> Bool
    private let giveBack: () -> Void
    private var pending: ClockToken?
    private var isDue = false
    /// Given back since something last showed: a longer rest has nothing more to give.
    private var isGivenBack = false

    package init(
        clock: any FrameClock,
        isWanted: @escaping () -> Bool = { ExecutableCode.isGivenBackAtRest },
        giveBack: @escaping () -> Void = { ExecutableCode.giveBackResidentPages() }
    ) {
        self.clock = clock
        self.isWanted = isWanted
        self.giveBack = giveBack
    }

    /// Nothing is shown: the code goes `delay` seconds from now, unless something shows first. Call
    /// it each time the loop finds nothing shown; it counts from the first.
    package func rest() {
        guard pending == nil, !isDue, !isGivenBack, isWanted() else { return }
        // The timer only wakes the loop, which comes back to sleep at once.
        pending = clock.schedule(at: clock.now + Self.delay) { [weak self] in
            self?.pending = nil
            self?.isDue = true
        }
    }

    /// The loop is about to sleep with nothing due: the code goes if the rest has lasted.
    package func sleeping() {
        guard isDue else { return }
        isDue = false
        isGivenBack = true
        giveBack()
    }

    /// Something shows: its code stays while it does.
    package func wake() {
        if let pending { clock.cancel(pending) }
        pending = nil
        isDue = false
        isGivenBack = false
    }
}
