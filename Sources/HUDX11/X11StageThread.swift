import Dispatch
import HUDStage
import HUDSystem
import Synchronization

/// An `X11Stage` on a thread of its own, so that overlays can be shown from any thread or task
/// and never wait for (or stall) the caller's thread. Everything X-related runs on that thread;
/// `perform` is how other threads reach it.
package final class X11StageThread: StageThread {
    /// Touched only on the display thread; the box is how the stage crosses into posted jobs.
    private final class SessionBox: @unchecked Sendable {
        var stage: X11Stage?
        var isStopping = false
        var isFinishing = false
    }

    private let box = SessionBox()
    private let wakePipe: WakePipe
    private let finished = DispatchSemaphore(value: 0)

    /// Opens `display` (nil: `$DISPLAY`) on a new thread; throws what opening it threw. `prepare`
    /// runs on that thread before the loop does, so that nothing the loop meets (a signal that
    /// comes at once) finds the stage unprepared.
    package init(display: String? = nil, prepare: @escaping @Sendable (X11Stage) -> Void = { _ in }) throws {
        let opened = Mutex<Result<WakePipe, any Error>?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let box = box
        let finished = finished
        _ = SystemThread(name: "HUDKit display") {
            defer { finished.signal() }
            do {
                let stage = try X11Stage(display: display)
                box.stage = stage
                prepare(stage)
                opened.withLock { $0 = .success(stage.wakePipe) }
                ready.signal()
                stage.run {
                    (box.isStopping || box.isFinishing && stage.clock.nextDeadline == nil) && stage.overlays.isEmpty
                }
                // Closing the connection here, on its own thread, before the thread ends.
                box.stage = nil
            } catch {
                opened.withLock { $0 = .failure(error) }
                ready.signal()
            }
        }
        ready.wait()
        wakePipe = try opened.withLock { $0! }.get()
    }

    package func perform(_ work: @escaping @Sendable (X11Stage) -> Void) {
        let box = box
        wakePipe.post {
            if let stage = box.stage { work(stage) }
        }
    }

    package func shutdown() {
        let box = box
        wakePipe.post {
            box.stage?.dismissAll()
            box.isStopping = true
        }
        finished.wait()
    }

    package func finish() {
        let box = box
        wakePipe.post { box.isFinishing = true }
        finished.wait()
    }
}
