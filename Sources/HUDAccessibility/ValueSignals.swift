import HUDBus

/// Value changes signalled at most once per interval for each object, the latest value last: a
/// held volume key moves the level HUD thirty times a second, and a screen reader needs to hear
/// where it went, not every step. Use it on the loop's thread.
final class ValueSignals {
    /// At most ten signals a second for one object.
    static let interval: UInt32 = 100

    private let loop: MainLoopThread
    /// The objects signalled within the interval, and the value each is still owed.
    private var recent: [String: Double?] = [:]
    /// Brings the stage's newest trees in: as an interval ends, so that what is owed is the newest
    /// value, and once no interval runs, so that the stage wakes the loop for its trees again.
    var takeNewest: () -> Void = {}

    init(loop: MainLoopThread) {
        self.loop = loop
    }

    /// Signals `value` for `path` through `emit` now, or once the object's interval is over.
    func send(_ value: Double, for path: String, _ emit: @escaping (Double) -> Void) {
        guard recent[path] == nil else {
            recent[path] = .some(value)
            return
        }
        emit(value)
        recent[path] = .some(nil)
        let box = UncheckedBox { [weak self] in self?.intervalEnded(for: path, emit) }
        loop.post(afterMilliseconds: Self.interval) { box.body() }
    }

    /// Whether a value is held back: the stage then leaves the loop asleep, and its trees are taken
    /// as the interval ends.
    var isHoldingBack: Bool { !recent.isEmpty }

    private func intervalEnded(for path: String, _ emit: @escaping (Double) -> Void) {
        takeNewest()
        guard let owed = recent.removeValue(forKey: path) else { return }
        if let owed { send(owed, for: path, emit) }
        if recent.isEmpty { takeNewest() }
    }
}

/// A closure made on the loop's thread and run there again later (a timer's): it never crosses to
/// another thread, though the timer's API asks for a `Sendable` one.
struct UncheckedBox: @unchecked Sendable {
    let body: () -> Void
}
