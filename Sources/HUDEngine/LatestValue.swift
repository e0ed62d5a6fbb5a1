import Dispatch
import Synchronization

/// A one-place mailbox between a producer and a slower consumer that keeps only the newest value:
/// an offer replaces one not yet taken, so however fast values come, at most one waits and the
/// consumer always gets the latest.
final class LatestValue<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        var ended = false
    }

    private let state = Mutex(State())
    /// Signalled once per value put into an empty place, and once at the end: never more often
    /// than the consumer has something to take, so it cannot grow with the producer's pace.
    private let ready = DispatchSemaphore(value: 0)

    /// Puts `value` in place of any not yet taken.
    func offer(_ value: Value) {
        let wasEmpty = state.withLock { state in
            defer { state.value = value }
            return state.value == nil
        }
        if wasEmpty { ready.signal() }
    }

    /// No more values will come; `take` returns what is left, then nil.
    func end() {
        state.withLock { $0.ended = true }
        ready.signal()
    }

    /// Waits for a value and takes it; nil once `end()` has been called and nothing is left.
    func take() -> Value? {
        while true {
            ready.wait()
            let (value, ended) = state.withLock { state in
                defer { state.value = nil }
                return (state.value, state.ended)
            }
            if let value { return value }
            if ended {
                // For the next caller too: the end stays the end.
                ready.signal()
                return nil
            }
        }
    }
}
