import HUDStage
import Synchronization

/// Calls for a stage whose thread is still opening: those made before it has opened (the session
/// bus's first answers, which may come first) are held, and handed over in order once it has.
final class PendingStageCalls<Thread: StageThread>: Sendable {
    private let thread = Mutex<Thread?>(nil)
    private let held = HeldCalls()

    /// Runs `work` on the stage's thread once it has opened; never if it fails to.
    func perform(_ work: @escaping @Sendable (Thread.Stage) -> Void) {
        held.perform { [self] in thread.withLock { $0 }?.perform(work) }
    }

    /// Hands over what was held, and every later call at once.
    func opened(_ opened: Thread) {
        thread.withLock { $0 = opened }
        held.open()
    }
}
