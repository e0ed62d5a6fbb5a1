/// The pending timers and frame requests of a `FrameClock`, in firing order. Both clocks share it:
/// `ManualClock` drains it as a test steps time, `MonotonicClock` as the event loop wakes.
///
/// Frames fall on the display's ticks (multiples of 1 / `framesPerSecond`): a request is served on the
/// first tick at or after the moment it was made, and never twice on one tick. At one instant, timers
/// come before the frame, so a timer that requests a frame gets it on that same tick.
///
/// A value type that hands due work back instead of running it, so callbacks may schedule more.
struct ClockQueue {
    enum Work {
        case timer(() -> Void)
        case frame([(Double) -> Void])
    }

    let framesPerSecond: Double
    private var nextToken: UInt64 = 0
    private var timers: [(token: ClockToken, time: Double, action: () -> Void)] = [] // by time, then insertion
    private var frameRequests: [(token: ClockToken, callback: (Double) -> Void)] = []
    /// When the earliest pending frame request was made; its tick is the first at or after this time.
    private var earliestRequestTime: Double?
    private var lastFrameTick: Int?

    init(framesPerSecond: Double) {
        self.framesPerSecond = framesPerSecond
    }

    mutating func schedule(at time: Double, _ action: @escaping () -> Void) -> ClockToken {
        let token = makeToken()
        let index = timers.firstIndex { $0.time > time } ?? timers.endIndex
        timers.insert((token, time, action), at: index)
        return token
    }

    mutating func requestFrame(at now: Double, _ callback: @escaping (Double) -> Void) -> ClockToken {
        let token = makeToken()
        frameRequests.append((token, callback))
        if earliestRequestTime == nil { earliestRequestTime = now }
        return token
    }

    mutating func cancel(_ token: ClockToken) {
        timers.removeAll { $0.token == token }
        frameRequests.removeAll { $0.token == token }
        if frameRequests.isEmpty { earliestRequestTime = nil }
    }

    /// The earliest due time (never before `now`); nil when nothing is pending.
    func nextDeadline(after now: Double) -> Double? {
        [timers.first.map { max($0.time, now) }, nextFrameTime].compactMap { $0 }.min()
    }

    /// Removes and returns the next work due at or before `limit`, with the time it is due (a frame's
    /// is never before `now`; a timer's is the time it was scheduled for).
    mutating func takeNext(dueBy limit: Double, now: Double) -> (time: Double, work: Work)? {
        guard let due = nextDeadline(after: now), due <= limit else { return nil }
        if let timer = timers.first, timer.time <= due {
            timers.removeFirst()
            // The time it was scheduled for, even when served late, so what it starts stays on the grid.
            return (timer.time, .timer(timer.action))
        }
        lastFrameTick = frameTick(atOrAfter: earliestRequestTime ?? due)
        let callbacks = frameRequests.map(\.callback)
        frameRequests = []
        earliestRequestTime = nil
        return (due, .frame(callbacks))
    }

    private var nextFrameTime: Double? {
        guard let requested = earliestRequestTime else { return nil }
        return Double(frameTick(atOrAfter: requested)) / framesPerSecond
    }

    /// The tolerance absorbs rounding, so that a request made at 0.3 lands on tick 18 rather than 19.
    private func frameTick(atOrAfter time: Double) -> Int {
        let tick = Int((time * framesPerSecond - 1e-6).rounded(.up))
        guard let last = lastFrameTick else { return tick }
        return max(tick, last + 1)
    }

    private mutating func makeToken() -> ClockToken {
        nextToken += 1
        return ClockToken(rawValue: nextToken)
    }
}
