import HUDCore
import HUDHeadless
import HUDKit
import HUDSurfaces
import Synchronization

/// A display for tests: the facade's calls, from any thread, queue here and run when the test
/// moves time on with `advance(by:)`, on whichever thread calls it, one caller at a time. With a
/// manual clock every grace time, delayed hide and timeout happens at an exact moment.
package final class HeadlessDisplayBackend: DisplayBackend, @unchecked Sendable {
    private let pending = Mutex<[@Sendable (DisplayContext) -> Void]>([])
    /// Held while posted work or the clock runs: the "display thread" is whoever holds it.
    private let turn = Mutex(())
    // Touched only while holding `turn`, which is what makes the unchecked conformance sound.
    private let stage: HeadlessStage
    private let context: DisplayContext

    /// One monitor of `canvas` points at `scale`.
    package init(canvas: Size = Size(width: 1280, height: 800), scale: Double = 1) throws {
        stage = try HeadlessStage(canvas: canvas, scale: scale)
        context = DisplayContext(stage: stage)
    }

    package func perform(_ work: @escaping @Sendable (DisplayContext) -> Void) {
        pending.withLock { $0.append(work) }
    }

    /// Work posted and not run yet: what a test waits for before it moves the display on.
    package var pendingWorkCount: Int { pending.withLock { $0.count } }

    package func shutdown() {
        advance(by: 0)
        inspect { $0.dismissAll() }
        advance(by: 5)
    }

    package func finish() {
        advance(by: 0)
        // Time moves on only here: on a frame at a time until nothing is up and nothing is due.
        while !inspect({ $0.overlays.isEmpty && $0.clock.nextDeadline == nil }) {
            advance(by: 1 / 60)
        }
    }

    /// SIGINT or SIGTERM as the X11 display receives them, for the next `advance(by:)`.
    package func interrupt() {
        perform { $0.interrupt() }
    }

    /// Runs the work posted so far, then moves the clock on by `seconds` a frame at a time, running
    /// work posted meanwhile between frames, as a display thread would.
    package func advance(by seconds: Double) {
        turn.withLock { _ in
            let end = stage.clock.now + seconds
            repeat {
                runPosted()
                stage.clock.advance(to: min(end, stage.clock.now + 1 / stage.clock.framesPerSecond))
            } while stage.clock.now < end
            runPosted()
        }
    }

    /// `body` on the display's side, between frames: to look at the overlays or give them input.
    package func inspect<Result>(_ body: (HeadlessStage) throws -> Result) rethrows -> Result {
        try turn.withLock { _ in try body(stage) }
    }

    private func runPosted() {
        while true {
            let work = pending.withLock { work in
                defer { work.removeAll() }
                return work
            }
            if work.isEmpty { return }
            for job in work { job(context) }
        }
    }
}
