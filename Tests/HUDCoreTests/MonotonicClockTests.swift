import Testing

@testable import HUDCore

/// A time source the test moves by hand: the real clock's logic without real waiting.
final class SteppedTime {
    var seconds = 0.0
}

@Suite("Monotonic clock: what the event loop sleeps on")
struct MonotonicClockTests {
    @Test func idleClockLetsTheLoopSleepUntilInput() {
        let clock = MonotonicClock(source: { 5 })
        #expect(clock.sleepDuration == nil)
        #expect(clock.fireDue() == 0)
    }

    @Test func theLoopIdlesThenSleepsOnlyWithNothingDue() {
        let time = SteppedTime()
        let clock = MonotonicClock(source: { time.seconds })
        var calls: [String] = []
        // Nothing due and the idle work sets nothing: idle, then sleeping, until input.
        #expect(clock.pollTimeout(idle: { calls.append("idle") }, sleeping: { calls.append("sleep") }) == -1)
        #expect(calls == ["idle", "sleep"])
        // The idle work sets a timer: it bounds the wait, and the loop is not yet going to sleep.
        calls = []
        let timeout = clock.pollTimeout(
            idle: {
                calls.append("idle")
                clock.schedule(at: 1.2) {}
            }, sleeping: { calls.append("sleep") })
        #expect(timeout == 1200)
        #expect(calls == ["idle"])
        // A timer pending: neither runs, and the wait is its time, in whole milliseconds rounded up.
        calls = []
        time.seconds = 0.0005
        #expect(clock.pollTimeout(idle: { calls.append("idle") }, sleeping: { calls.append("sleep") }) == 1200)
        #expect(calls.isEmpty)
    }

    @Test func timersFireOnlyOnceDue() {
        let time = SteppedTime()
        let clock = MonotonicClock(source: { time.seconds })
        var fired: [Double] = []
        clock.schedule(at: 1.5) { fired.append(time.seconds) }
        #expect(clock.sleepDuration == 1.5)
        time.seconds = 1.4
        clock.fireDue()
        #expect(fired.isEmpty)
        time.seconds = 1.6
        clock.fireDue()
        #expect(fired == [1.6])
        #expect(clock.sleepDuration == nil)
    }

    @Test func framesAreSixtyAHertzTicksAndCarryThePresentTime() {
        let time = SteppedTime()
        time.seconds = 0.01
        let clock = MonotonicClock(source: { time.seconds })
        var frames: [Double] = []
        clock.requestFrame { frames.append($0) }
        let sleep = clock.sleepDuration ?? -1
        #expect(abs(sleep - (1.0 / 60 - 0.01)) < 1e-9)
        time.seconds = 0.03
        #expect(clock.fireDue() == 1)
        #expect(frames == [0.03])
        // A frame requested from inside a frame waits for the next tick.
        clock.requestFrame { frames.append($0) }
        #expect(clock.fireDue() == 0)
        #expect(abs((clock.sleepDuration ?? -1) - (2.0 / 60 - 0.03)) < 1e-9)
    }

    @Test func animatorOnTheRealClockStopsAskingWhenStill() throws {
        let time = SteppedTime()
        let clock = MonotonicClock(source: { time.seconds })
        let animator = Animator(clock: clock)
        animator.animate(try Animation(.alpha, of: "card", from: 0, to: 1, duration: 0.1, curve: .linear))
        var frames = 0
        while let sleep = clock.sleepDuration, frames < 100 {
            time.seconds += max(sleep, 1e-4)
            frames += clock.fireDue()
        }
        #expect(frames >= 6 && frames <= 8)
        #expect(animator.value(of: AnimationKey("card", .alpha)) == 1)
        #expect(clock.sleepDuration == nil)
    }
}
