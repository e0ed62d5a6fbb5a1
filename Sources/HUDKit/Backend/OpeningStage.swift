import HUDX11
import Synchronization

/// The display thread while it opens: calls for it made before it has opened (the session bus's
/// first answers, which may come first) are held, and handed over in order once it has.
final class OpeningStage: Sendable {
    private let thread = Mutex<X11StageThread?>(nil)
    private let held = HeldCalls()

    /// Runs `work` on the display thread once it has opened; never if it fails to.
    func perform(_ work: @escaping @Sendable (X11Stage) -> Void) {
        held.perform { [self] in thread.withLock { $0 }?.perform(work) }
    }

    /// Hands over what was held, and every later call at once.
    func opened(_ opened: X11StageThread) {
        thread.withLock { $0 = opened }
        held.open()
    }
}
