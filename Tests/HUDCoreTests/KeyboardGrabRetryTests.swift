import Testing

@testable import HUDCore

@Suite("Keyboard grab retry")
struct KeyboardGrabRetryTests {
    /// A keyboard another client holds until `freeAt`, and every attempt's time.
    final class HeldKeyboard {
        let clock: ManualClock
        var freeAt: Double
        var attempts: [Double] = []
        var warnings: [String] = []

        init(clock: ManualClock, freeAt: Double) {
            self.clock = clock
            self.freeAt = freeAt
        }

        func retry() -> KeyboardGrabRetry {
            KeyboardGrabRetry(
                clock: clock,
                grab: { [unowned self] in
                    attempts.append(clock.now)
                    return clock.now >= freeAt
                }, warn: { [unowned self] in warnings.append($0) })
        }
    }

    /// A retry begun at time 0 on a keyboard held until `freeAt`.
    func begun(freeAt: Double) -> (ManualClock, HeldKeyboard, KeyboardGrabRetry) {
        let clock = ManualClock()
        let keyboard = HeldKeyboard(clock: clock, freeAt: freeAt)
        let retry = keyboard.retry()
        retry.begin()
        return (clock, keyboard, retry)
    }

    @Test func aFreeKeyboardIsTakenAtOnceWithoutAWarning() {
        let (clock, keyboard, retry) = begun(freeAt: 0)
        #expect(retry.hasKeyboard)
        clock.advance(by: 5)
        #expect(keyboard.attempts == [0])
        #expect(keyboard.warnings.isEmpty)
        #expect(clock.nextDeadline == nil)
    }

    @Test func retriesEvery50msThenEvery250msAndWarnsOnceAfterASecond() {
        let (clock, keyboard, retry) = begun(freeAt: 2.1)
        clock.advance(by: 0.999)
        #expect(keyboard.warnings.isEmpty)
        #expect(keyboard.attempts.count == 20)
        clock.advance(to: 1.0) // the 21st attempt, exactly at 1 s
        #expect(keyboard.warnings == [KeyboardGrabRetry.warning])
        clock.advance(to: 2.0)
        #expect(!retry.hasKeyboard)
        clock.advance(to: 3.0)
        #expect(retry.hasKeyboard)
        #expect(keyboard.warnings.count == 1)
        let gaps = zip(keyboard.attempts.dropFirst(), keyboard.attempts).map { ($0 - $1) }
        #expect(gaps.prefix(20).allSatisfy { abs($0 - 0.05) < 1e-9 })
        #expect(gaps.dropFirst(20).allSatisfy { abs($0 - 0.25) < 1e-9 })
        // Taken on the first attempt after the holder let go (2.1 s), no later.
        #expect(keyboard.attempts.last! >= 2.1 && keyboard.attempts.last! < 2.1 + 0.25)
        #expect(clock.nextDeadline == nil)
    }

    @Test func stoppingEndsTheAttempts() {
        let (clock, keyboard, retry) = begun(freeAt: .infinity)
        clock.advance(by: 0.2)
        retry.stop()
        let count = keyboard.attempts.count
        clock.advance(by: 10)
        #expect(keyboard.attempts.count == count)
        #expect(keyboard.warnings.isEmpty)
    }

    @Test func keepsTryingForAsLongAsItTakes() {
        let (clock, keyboard, retry) = begun(freeAt: 600)
        clock.advance(by: 601)
        #expect(retry.hasKeyboard)
        #expect(keyboard.warnings.count == 1)
    }
}
