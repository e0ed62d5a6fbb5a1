import Testing

@testable import HUDCore

@Suite struct ManualClockTests {
    @Test func timersFireInTimeOrderThenSchedulingOrderAtTheirTimes() {
        let clock = ManualClock()
        var fired: [(String, Double)] = []
        clock.schedule(at: 2) { fired.append(("b", clock.now)) }
        clock.schedule(at: 1) { fired.append(("a", clock.now)) }
        clock.schedule(at: 2) { fired.append(("c", clock.now)) }
        clock.advance(to: 1.5)
        #expect(fired.map(\.0) == ["a"])
        clock.advance(by: 10)
        #expect(fired.map(\.0) == ["a", "b", "c"])
        #expect(fired.map(\.1) == [1, 2, 2])
        #expect(clock.now == 11.5)
    }

    @Test func cancelledTimerDoesNotFire() {
        let clock = ManualClock()
        var fired = false
        let token = clock.schedule(at: 1) { fired = true }
        clock.cancel(token)
        clock.advance(by: 5)
        #expect(!fired)
        #expect(clock.nextDeadline == nil)
    }

    @Test func aTimerCanScheduleAnotherDueInTheSameAdvance() {
        let clock = ManualClock()
        var times: [Double] = []
        clock.schedule(at: 1) {
            times.append(clock.now)
            clock.schedule(at: 1.5) { times.append(clock.now) }
        }
        clock.advance(to: 2)
        #expect(times == [1, 1.5])
    }

    @Test func framesFallOnSixtyHertzTicksOncePerTick() {
        let clock = ManualClock(start: 0.005)
        var frameTimes: [Double] = []
        func next() {
            clock.requestFrame { time in
                frameTimes.append(time)
                if frameTimes.count < 3 { next() }
            }
        }
        next()
        clock.requestFrame { _ in } // shares the first tick
        #expect(clock.nextDeadline == 1.0 / 60)
        clock.advance(by: 1)
        let ticks: [Double] = [1, 2, 3].map { $0 / 60 }
        #expect(frameTimes == ticks)
        #expect(clock.framesRequested == 4)
        #expect(clock.framesDelivered == 3)
        #expect(clock.nextDeadline == nil)
    }

    @Test func cancelledFrameRequestIsNotDelivered() {
        let clock = ManualClock()
        var delivered = false
        let token = clock.requestFrame { _ in delivered = true }
        clock.cancel(token)
        clock.advance(by: 1)
        #expect(!delivered)
        #expect(clock.framesDelivered == 0)
    }

    @Test func timerFiresBeforeTheFrameOfTheSameInstantAndCanJoinIt() {
        let clock = ManualClock()
        var events: [String] = []
        clock.schedule(at: 0.5) {
            events.append("timer")
            clock.requestFrame { time in events.append("frame at \(time)") }
        }
        #expect(clock.nextDeadline == 0.5)
        clock.advance(by: 1)
        #expect(events == ["timer", "frame at 0.5"])
    }
}
