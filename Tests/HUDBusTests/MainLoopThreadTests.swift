import HUDBus
import Testing

@Suite("A GLib loop on a thread of its own")
struct MainLoopThreadTests {
    /// A stop right after the start ends the thread: a quit sent before the thread reaches its loop
    /// would be lost, and the join would wait for good (as a command that fails at once does).
    @Test(.timeLimit(.minutes(1)))
    func aStopRightAfterTheStartEndsTheThread() {
        for _ in 0..<200 {
            let loop = MainLoopThread(name: "test loop")
            loop.start()
            loop.stop()
        }
    }

    /// Work posted before the stop runs before the loop ends.
    @Test(.timeLimit(.minutes(1)))
    func workPostedBeforeTheStopRuns() {
        let loop = MainLoopThread(name: "test loop")
        let ran = Flag()
        loop.start()
        loop.post { ran.set() }
        loop.stop()
        #expect(ran.isSet)
    }
}

/// A flag set on the loop's thread and read after the join.
private final class Flag: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}
