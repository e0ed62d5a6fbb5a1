import HUDCore
import HUDStage
import Testing

@Suite("RestingCodeRelease: the code goes after a rest, not during a burst")
struct RestingCodeReleaseTests {
    final class Count {
        var value = 0
    }

    static func release(on clock: ManualClock, wanted: Bool = true) -> (RestingCodeRelease, Count) {
        let count = Count()
        return (RestingCodeRelease(clock: clock, isWanted: { wanted }, giveBack: { count.value += 1 }), count)
    }

    /// Nothing shown for the whole delay, then the loop about to sleep.
    static func restThroughTheDelay(_ release: RestingCodeRelease, on clock: ManualClock) {
        release.rest()
        clock.advance(by: RestingCodeRelease.delay)
        release.sleeping()
    }

    @Test func theCodeGoesAsTheLoopSleepsOnceTheRestHasLasted() {
        let clock = ManualClock()
        let (release, given) = Self.release(on: clock)
        release.rest()
        clock.advance(by: RestingCodeRelease.delay - 0.1)
        release.sleeping()
        #expect(given.value == 0)
        clock.advance(by: 0.1)
        #expect(given.value == 0, "the timer only wakes the loop")
        // The loop, woken, finds nothing shown before it sleeps again: the rest goes on.
        release.rest()
        #expect(clock.nextDeadline == nil)
        release.sleeping()
        #expect(given.value == 1)
        release.sleeping()
        #expect(given.value == 1, "once a rest")
        // The loop finds nothing shown again and again: no timer until something has shown.
        release.rest()
        #expect(clock.nextDeadline == nil, "no wake-up for a rest with nothing more to give")
        release.wake()
        Self.restThroughTheDelay(release, on: clock)
        #expect(given.value == 2)
    }

    @Test func somethingShownBeforeTheDelayKeepsTheCode() {
        let clock = ManualClock()
        let (release, given) = Self.release(on: clock)
        release.rest()
        clock.advance(by: 2)
        release.wake()
        clock.advance(by: RestingCodeRelease.delay)
        release.sleeping()
        #expect(given.value == 0)
        // The next rest counts from its own start.
        Self.restThroughTheDelay(release, on: clock)
        #expect(given.value == 1)
    }

    @Test func aProcessThatDidNotAskKeepsItsCode() {
        let clock = ManualClock()
        let (release, given) = Self.release(on: clock, wanted: false)
        release.rest()
        clock.advance(by: RestingCodeRelease.delay * 2)
        release.sleeping()
        #expect(given.value == 0)
        #expect(clock.nextDeadline == nil, "no timer, no wake-up")
    }
}
