import Dispatch
import HUDSystem
import Synchronization

/// A backend's stage on a thread of its own, so that overlays can be shown from any thread or task
/// and never wait for (or stall) the caller's thread. Everything the display needs runs on that
/// thread; `perform` is how other threads reach it.
package final class DisplayThread<Stage: LoopingStage>: StageThread {
    /// Touched only on the display thread; the box is how the stage crosses into posted jobs.
    private final class SessionBox: @unchecked Sendable {
        var stage: Stage?
        var isStopping = false
        var isFinishing = false
    }

    private let box = SessionBox()
    private let postedWork: WakeQueue<@Sendable () -> Void>
    private let finished = DispatchSemaphore(value: 0)

    /// Makes the stage with `open` on a new thread; throws what opening threw. `prepare` runs on
    /// that thread before the loop does, so that nothing the loop meets (a signal that comes at
    /// once) finds the stage unprepared.
    package init(
        open: @escaping @Sendable () throws -> Stage, prepare: @escaping @Sendable (Stage) -> Void = { _ in }
    ) throws {
        let opened = Mutex<Result<WakeQueue<@Sendable () -> Void>, any Error>?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let box = box
        let finished = finished
        _ = SystemThread(name: "HUDKit display") {
            defer { finished.signal() }
            do {
                let stage = try open()
                box.stage = stage
                prepare(stage)
                opened.withLock { $0 = .success(stage.postedWork) }
                ready.signal()
                stage.run {
                    (box.isStopping || box.isFinishing && stage.frameClock.nextDeadline == nil) && stage.hasNoOverlays
                }
                // Closing the connection here, on its own thread, before the thread ends.
                box.stage = nil
            } catch {
                opened.withLock { $0 = .failure(error) }
                ready.signal()
            }
        }
        ready.wait()
        postedWork = try opened.withLock { $0! }.get()
    }

    package func perform(_ work: @escaping @Sendable (Stage) -> Void) {
        let box = box
        postedWork.post {
            if let stage = box.stage { work(stage) }
        }
    }

    package func shutdown() {
        let box = box
        postedWork.post {
            box.stage?.dismissAll()
            box.isStopping = true
        }
        finished.wait()
    }

    package func finish() {
        let box = box
        postedWork.post { box.isFinishing = true }
        finished.wait()
    }
}
