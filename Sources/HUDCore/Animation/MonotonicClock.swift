/// The real `FrameClock`: monotonic time, frames at 60 Hz only while someone asks for them.
///
/// It never wakes by itself. The event loop sleeps in `poll()` until `nextDeadline` (or input) and
/// then calls `fireDue()`; with nothing pending it sleeps until input arrives, so a static overlay
/// costs no CPU. The time source can be replaced, which is how tests step it without sleeping.
///
/// Not `Sendable`; use it on the event-loop thread.
package final class MonotonicClock: FrameClock {
    private let source: () -> Double
    private var queue: ClockQueue
    /// While due work runs, the instant it was due: a frame it requests then belongs to that
    /// instant's tick and is served in the same wake-up.
    private var firingTime: Double?

    /// `source` returns seconds on a monotonic scale; by default, the system's continuous clock.
    package init(framesPerSecond: Double = 60, source: (() -> Double)? = nil) {
        queue = ClockQueue(framesPerSecond: framesPerSecond)
        if let source {
            self.source = source
        } else {
            let clock = ContinuousClock()
            let origin = clock.now
            self.source = { origin.duration(to: clock.now).inSeconds }
        }
    }

    /// Seconds from the time source; only differences matter.
    package var now: Double { source() }
    /// Frames fall on multiples of 1 / this.
    package var framesPerSecond: Double { queue.framesPerSecond }

    /// Runs `action` once, when `fireDue()` is called at or after `time`.
    @discardableResult
    package func schedule(at time: Double, _ action: @escaping () -> Void) -> ClockToken {
        queue.schedule(at: time, action)
    }

    /// Runs `callback` on the next frame tick; a request made while due work runs joins that tick.
    @discardableResult
    package func requestFrame(_ callback: @escaping (Double) -> Void) -> ClockToken {
        queue.requestFrame(at: firingTime ?? now, callback)
    }

    /// Forgets a timer or frame request that has not run yet.
    package func cancel(_ token: ClockToken) {
        queue.cancel(token)
    }

    /// When the next timer or frame is due; nil with nothing pending.
    package var nextDeadline: Double? { queue.nextDeadline(after: now) }

    /// How long the event loop may sleep: nil for "until input", 0 when work is already due.
    package var sleepDuration: Double? {
        let time = now
        return queue.nextDeadline(after: time).map { max(0, $0 - time) }
    }

    /// How long an event loop's `poll` may wait: whole milliseconds rounded up, at most a minute; -1
    /// until input. With nothing due, `idle` runs first; a timer it sets bounds the wait too, and
    /// when it set none, `sleeping` runs last, just before the loop sleeps.
    package func pollTimeout(idle: () -> Void, sleeping: () -> Void) -> Int32 {
        var timeout = pollMilliseconds
        guard timeout < 0 else { return timeout }
        idle()
        timeout = pollMilliseconds
        if timeout < 0 { sleeping() }
        return timeout
    }

    private var pollMilliseconds: Int32 {
        sleepDuration.map { Int32(min(($0 * 1000).rounded(.up), 60_000)) } ?? -1
    }

    /// Runs every timer and frame due by now, in order; work they schedule for now runs too, and work
    /// for a later frame waits for the next wake-up. Frames carry the present time, even when the loop
    /// woke late. Returns how many frames were delivered.
    @discardableResult
    package func fireDue() -> Int {
        let time = now
        var frames = 0
        defer { firingTime = nil }
        while let (due, work) = queue.takeNext(dueBy: time, now: time) {
            switch work {
            case .timer(let action):
                firingTime = due
                action()
                firingTime = nil
            case .frame(let callbacks):
                frames += 1
                for callback in callbacks { callback(time) }
            }
        }
        return frames
    }
}
