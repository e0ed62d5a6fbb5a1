/// A `FrameClock` whose time moves only when a test (or headless rendering) says so, firing due timers
/// and frames in time order, each at its own instant.
///
/// Not `Sendable`; use it from one thread, like any `FrameClock`.
package final class ManualClock: FrameClock {
    /// Frames fall on multiples of 1 / this.
    package var framesPerSecond: Double { queue.framesPerSecond }
    /// Moves only with `advance(by:)` and `advance(to:)`.
    package private(set) var now: Double
    /// How many times `requestFrame` was called.
    package private(set) var framesRequested = 0
    /// The times of the frames delivered so far (a frame serves every request pending on its tick).
    package private(set) var frameTimes: [Double] = []
    /// How many frames have been delivered so far.
    package var framesDelivered: Int { frameTimes.count }

    private var queue: ClockQueue

    /// A clock at `start` seconds that has delivered nothing yet.
    package init(start: Double = 0, framesPerSecond: Double = 60) {
        self.now = start
        queue = ClockQueue(framesPerSecond: framesPerSecond)
    }

    /// Runs `action` once `advance` reaches `time`.
    @discardableResult
    package func schedule(at time: Double, _ action: @escaping () -> Void) -> ClockToken {
        queue.schedule(at: time, action)
    }

    /// Runs `callback` on the next frame tick `advance` reaches.
    @discardableResult
    package func requestFrame(_ callback: @escaping (Double) -> Void) -> ClockToken {
        framesRequested += 1
        return queue.requestFrame(at: now, callback)
    }

    /// Forgets a timer or frame request that has not run yet.
    package func cancel(_ token: ClockToken) {
        queue.cancel(token)
    }

    /// When the next timer or frame is due; nil with nothing pending.
    package var nextDeadline: Double? { queue.nextDeadline(after: now) }

    /// Frames delivered within `range`, for assertions like "no frames during the hold".
    package func frameCount(in range: ClosedRange<Double>) -> Int {
        frameTimes.filter(range.contains).count
    }

    /// Advances the clock by `seconds`, firing what falls due on the way.
    package func advance(by seconds: Double) {
        advance(to: now + seconds)
    }

    /// Fires, in time order, every timer and frame due up to and including `time`, then sets `now` to it.
    package func advance(to time: Double) {
        while let (due, work) = queue.takeNext(dueBy: time, now: now) {
            now = max(now, due)
            switch work {
            case .timer(let action):
                action()
            case .frame(let callbacks):
                frameTimes.append(now)
                for callback in callbacks { callback(now) }
            }
        }
        now = max(now, time)
    }
}
