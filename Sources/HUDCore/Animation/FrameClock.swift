/// Identifies one scheduled timer or frame request so that it can be cancelled.
package struct ClockToken: Hashable, Sendable {
    /// Unique among one clock's tokens.
    package let rawValue: UInt64

    /// Wraps a clock-issued number.
    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }
}

/// Time and wake-ups for animations: one-shot timers plus display frames (60 Hz while animations run).
///
/// Everything here is driven from the event loop: nothing fires unless the loop asks, and `nextDeadline`
/// tells a `poll()`-based loop how long it may sleep. A loop with no deadline sleeps until input arrives,
/// which is how a static HUD costs no CPU.
///
/// Clocks are not `Sendable`: create one on the thread that runs the event loop and use it only there
/// (callbacks run on that thread too). Swift 6 checking then refuses to hand it to another thread.
package protocol FrameClock: AnyObject {
    /// Seconds on a monotonic scale; only differences matter.
    var now: Double { get }

    /// Frames fall on multiples of 1 / this.
    var framesPerSecond: Double { get }

    /// Runs `action` once, at `time` or as soon after it as the loop wakes. A time in the past fires on the
    /// next turn of the loop.
    @discardableResult
    func schedule(at time: Double, _ action: @escaping () -> Void) -> ClockToken

    /// Runs `callback` once, with the frame's time, on the next display frame. Callers that need a stream
    /// of frames request the next one from inside the callback, so requests stop when animation stops.
    @discardableResult
    func requestFrame(_ callback: @escaping (_ frameTime: Double) -> Void) -> ClockToken

    /// Cancels a timer or a frame request; unknown or already-fired tokens are ignored.
    func cancel(_ token: ClockToken)

    /// The earliest time at which a timer or a requested frame is due; nil when nothing is pending.
    var nextDeadline: Double? { get }
}
