import Synchronization

/// Calls held (no thread waits) until the first `open`, which runs them in order: the facade's
/// calls made before the desktop's light or dark is known, so that the first alert or banner is
/// drawn in it, and the session bus's calls for a display that has not opened yet.
final class HeldCalls: Sendable {
    /// nil once open.
    private let held = Mutex<[@Sendable () -> Void]?>([])

    /// Runs `call` now once open; until then keeps it.
    func perform(_ call: @escaping @Sendable () -> Void) {
        let isOpen = held.withLock { held in
            guard held != nil else { return true }
            held?.append(call)
            return false
        }
        if isOpen { call() }
    }

    /// Runs what was held, in order, and every call from now on at once.
    func open() {
        // Under the lock, so that a call made meanwhile cannot overtake the held ones.
        held.withLock { held in
            for call in held ?? [] { call() }
            held = nil
        }
    }
}
