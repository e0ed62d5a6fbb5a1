import Dispatch
import HUDBus
import Testing

@Suite("A GLib loop on a thread of its own")
struct MainLoopThreadTests {
    /// A stop right after the start ends the thread: a quit sent before the thread reaches its loop
    /// would be lost, and the join would wait for good (as a command that fails at once does).
    @Test func aStopRightAfterTheStartEndsTheThread() {
        let ended = Self.endsWithinDeadline {
            for _ in 0..<200 {
                let loop = MainLoopThread(name: "test loop")
                loop.start()
                loop.stop()
            }
        }
        #expect(ended, "a stop right after the start left the loop running")
    }

    /// Work posted before the stop runs before the loop ends.
    @Test func workPostedBeforeTheStopRuns() {
        let ran = Flag()
        let ended = Self.endsWithinDeadline {
            let loop = MainLoopThread(name: "test loop")
            loop.start()
            loop.post { ran.set() }
            loop.stop()
        }
        #expect(ended, "the stop left the loop running")
        #expect(ran.isSet)
    }

    /// Runs `body` on a thread of its own and says whether it ended within 20 s, so that a stop that
    /// never returns fails the test instead of holding the run up (the thread is left behind).
    private static func endsWithinDeadline(_ body: @escaping @Sendable () -> Void) -> Bool {
        let ended = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            body()
            ended.signal()
        }
        return ended.wait(timeout: .now() + 20) == .success
    }
}

/// A flag set on the loop's thread and read after the join.
private final class Flag: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}
