/// A `FrameClock` whose time moves only when a test says so, firing due timers and frames in time order.
///
/// Frames fall on the display's ticks (multiples of 1 / `framesPerSecond`): a request is delivered on the
/// first tick at or after the moment it was made, and never twice on one tick. At one instant, timers fire
/// before the frame, so a timer that requests a frame gets it on that same tick.
///
/// Not `Sendable`; use it from one thread, like any `FrameClock`.
public final class ManualClock: FrameClock {
    public let framesPerSecond: Double
    public private(set) var now: Double
    /// How many times `requestFrame` was called.
    public private(set) var framesRequested = 0
    /// The times of the frames delivered so far (a frame serves every request pending on its tick).
    public private(set) var frameTimes: [Double] = []
    public var framesDelivered: Int { frameTimes.count }

    private struct Timer {
        let token: ClockToken
        let time: Double
        let action: () -> Void
    }

    private var nextToken: UInt64 = 0
    private var timers: [Timer] = []  // kept in firing order: by time, then by scheduling order
    private var frameRequests: [(token: ClockToken, callback: (Double) -> Void)] = []
    /// When the earliest pending frame request was made; its tick is the first at or after this time.
    private var earliestRequestTime: Double?
    private var lastFrameTick: Int?

    public init(start: Double = 0, framesPerSecond: Double = 60) {
        self.now = start
        self.framesPerSecond = framesPerSecond
    }

    @discardableResult
    public func schedule(at time: Double, _ action: @escaping () -> Void) -> ClockToken {
        let token = makeToken()
        let index = timers.firstIndex { $0.time > time } ?? timers.endIndex
        timers.insert(Timer(token: token, time: time, action: action), at: index)
        return token
    }

    @discardableResult
    public func requestFrame(_ callback: @escaping (Double) -> Void) -> ClockToken {
        let token = makeToken()
        framesRequested += 1
        frameRequests.append((token, callback))
        if earliestRequestTime == nil { earliestRequestTime = now }
        return token
    }

    public func cancel(_ token: ClockToken) {
        timers.removeAll { $0.token == token }
        frameRequests.removeAll { $0.token == token }
        if frameRequests.isEmpty { earliestRequestTime = nil }
    }

    public var nextDeadline: Double? {
        [timers.first.map { max($0.time, now) }, nextFrameTime].compactMap { $0 }.min()
    }

    /// Frames delivered within `range`, for assertions like "no frames during the hold".
    public func frameCount(in range: ClosedRange<Double>) -> Int {
        frameTimes.filter(range.contains).count
    }

    public func advance(by seconds: Double) {
        advance(to: now + seconds)
    }

    /// Fires, in time order, every timer and frame due up to and including `time`, then sets `now` to it.
    public func advance(to time: Double) {
        while let due = nextDeadline, due <= time {
            now = max(now, due)
            if let timer = timers.first, timer.time <= due {
                timers.removeFirst()
                timer.action()
            } else {
                deliverFrame()
            }
        }
        now = max(now, time)
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

    private func deliverFrame() {
        guard let requested = earliestRequestTime else { return }
        let tick = frameTick(atOrAfter: requested)
        let requests = frameRequests
        frameRequests = []
        earliestRequestTime = nil
        lastFrameTick = tick
        frameTimes.append(now)
        for request in requests { request.callback(now) }
    }

    private func makeToken() -> ClockToken {
        nextToken += 1
        return ClockToken(rawValue: nextToken)
    }
}
