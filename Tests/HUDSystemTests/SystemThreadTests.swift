import Dispatch
import Glibc
import HUDSystem
import Synchronization
import Testing

@Suite("SystemThread: pthreads without Foundation's Thread")
struct SystemThreadTests {
    @Test func runsItsBodyOnAnotherThreadAndJoinWaitsForIt() {
        let ran = Mutex<(done: Bool, sameThread: Bool)>((false, true))
        let caller = pthread_self()
        let thread = SystemThread(name: "test") {
            ran.withLock { $0 = (true, pthread_equal(pthread_self(), caller) != 0) }
        }
        thread.join()
        #expect(ran.withLock { $0.done })
        #expect(!ran.withLock { $0.sameThread })
        // A second join is a no-op, not a join of a thread already reaped.
        thread.join()
    }

    @Test func namesTheThreadAsTopShowsIt() {
        let name = Mutex("")
        let thread = SystemThread(name: "a name longer than fifteen bytes") {
            name.withLock { $0 = TextFile.read("/proc/thread-self/comm") ?? "" }
        }
        thread.join()
        #expect(name.withLock { $0 } == "a name longer t\n")
    }

    @Test func aThreadNeverJoinedRunsOnAfterItsOwnerHasGone() {
        let done = DispatchSemaphore(value: 0)
        do {
            _ = SystemThread(name: "detached") { done.signal() }
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
    }
}
