import HUDCore
import Synchronization

/// The server's state, apart from any bus: the notifications shown and waiting (do-not-disturb),
/// the history, ids. It turns `Notify` calls into banners on a `BannerPresenting`, and the
/// presenter's events into the specification's signals, each closed id signalled exactly once.
/// Callable from any thread: the bus thread, the presenter's and the daemon's.
public final class NotificationBoard: Sendable {
    private struct State {
        /// Ids are never 0 and never reused; past UInt32.max the server takes no more.
        var nextID: UInt64 = 1
        var shown: [Notification] = []
        /// Held back while paused; critical ones never wait.
        var waiting: [Notification] = []
        /// Newest last.
        var history: [Notification] = []
        var paused = false
        var tokens: UInt64 = 0

        func contains(_ id: UInt32) -> Bool {
            shown.contains { $0.id == id } || waiting.contains { $0.id == id }
        }

        /// Takes `id` off the board (into the history unless it is transient); nil when it was not on it.
        mutating func remove(_ id: UInt32) -> Notification? {
            let removed: Notification
            if let index = shown.firstIndex(where: { $0.id == id }) {
                removed = shown.remove(at: index)
            } else if let index = waiting.firstIndex(where: { $0.id == id }) {
                removed = waiting.remove(at: index)
            } else {
                return nil
            }
            if !removed.hints.transient {
                history.append(removed)
                if history.count > NotificationLimits.history { history.removeFirst() }
            }
            return removed
        }
    }

    /// What to do once the lock is released: the presenter and the signal handler run outside it.
    private enum Effect {
        case post(Notification)
        /// The notification takes the banner of the id it replaced by its tag.
        case replace(UInt32, Notification)
        case close(UInt32, BannerCloseReason)
        case signal(NotificationSignal)
    }

    private let state = Mutex(State())
    private let presenter: any BannerPresenting
    private let images: any ImageLoading
    private let signal: @Sendable (NotificationSignal) -> Void
    private let report: @Sendable (String) -> Void
    private let now: @Sendable () -> Double

    /// `signal` receives what the bus must emit; `report` faults in a notification's parts (logged,
    /// never shown to the user); `now` stamps notifications (seconds, any epoch).
    public init(
        presenter: any BannerPresenting, images: any ImageLoading,
        signal: @escaping @Sendable (NotificationSignal) -> Void,
        report: @escaping @Sendable (String) -> Void = { _ in },
        now: @escaping @Sendable () -> Double
    ) {
        self.presenter = presenter
        self.images = images
        self.signal = signal
        self.report = report
        self.now = now
        presenter.setEventHandler { [weak self] event in self?.handle(event) }
    }

    // MARK: The bus's methods

    /// `Notify`: the id of the new notification, or of the one replaced in place by `replaces_id`.
    /// One that replaces another by its tag gets a new id and the old one's banner, and the old id
    /// is closed with reason 1 (expired) and kept out of the history, as dunst does.
    public func notify(_ request: NotifyRequest) throws(NotifyFailure) -> UInt32 {
        let replacing = request.replacesID != 0 && state.withLock { $0.contains(request.replacesID) }
        let id: UInt32
        if replacing {
            id = request.replacesID
        } else {
            id = try state.withLock { state throws(NotifyFailure) -> UInt32 in
                guard let id = UInt32(exactly: state.nextID) else {
                    throw .invalidArguments("no notification ids left until the server restarts")
                }
                state.nextID += 1
                return id
            }
        }
        // Images are read outside the lock: a slow disk must not hold up other callers.
        var faults: [String] = []
        let notification = Notification(id: id, request: request, images: images, received: now(), faults: &faults)
        for fault in faults { report("notification \(id) from \"\(notification.appName)\": \(fault); left out") }
        let effects = state.withLock { state in place(notification, in: &state) }
        perform(effects)
        return id
    }

    /// `CloseNotification`: closes `id` with reason 3.
    public func closeByCall(id: UInt32) throws(NotifyFailure) {
        guard close(id: id, reason: .closedByCall) else { throw .unknownID(id) }
    }

    /// dunst's tag hints are listed as dunst lists them, so clients that look for them send them.
    public static let capabilities =
        ["actions", "body", "body-markup", "icon-static", "persistence"] + NotificationHints.tagKeys

    // MARK: Control (hud notifications …)

    /// Closes `id` (shown or waiting) for `reason`; false when there is no such notification.
    @discardableResult
    public func close(id: UInt32, reason: BannerCloseReason) -> Bool {
        let removed = state.withLock { $0.remove(id) }
        guard removed != nil else { return false }
        perform([.close(id, reason), .signal(.closed(id: id, reason: reason))])
        return true
    }

    /// Closes every notification, shown and waiting, for `reason`.
    public func closeAll(reason: BannerCloseReason) {
        let ids = state.withLock { ($0.shown + $0.waiting).map(\.id) }
        for id in ids { close(id: id, reason: reason) }
    }

    /// Do not disturb: new notifications wait until `resume`, except critical ones.
    public func pause() {
        state.withLock { $0.paused = true }
    }

    /// Shows what waited, oldest first.
    public func resume() {
        let effects = state.withLock { state -> [Effect] in
            state.paused = false
            let released = state.waiting
            state.waiting = []
            state.shown += released
            return released.map(Effect.post)
        }
        perform(effects)
    }

    public var isPaused: Bool { state.withLock { $0.paused } }
    /// Oldest first.
    public var shown: [Notification] { state.withLock { $0.shown } }
    /// Oldest first.
    public var waiting: [Notification] { state.withLock { $0.waiting } }
    /// Oldest first; the latest `NotificationLimits.history` closed ones that were not transient.
    public var history: [Notification] { state.withLock { $0.history } }

    // MARK: Presenter events

    public func handle(_ event: BannerEvent) {
        switch event {
        case .closed(let id, let reason):
            guard state.withLock({ $0.remove(id) }) != nil else { return }
            perform([.signal(.closed(id: id, reason: reason))])
        case .actionInvoked(let id, let key):
            let (token, resident) = state.withLock { state -> (UInt64, Bool?) in
                state.tokens += 1
                return (state.tokens, state.shown.first { $0.id == id }?.hints.resident)
            }
            guard let resident else { return }
            perform([
                .signal(.activationToken(id: id, token: "hud-notification-\(id)-\(token)")),
                .signal(.actionInvoked(id: id, key: key)),
            ])
            // The specification: a non-resident notification goes once an action is taken.
            if !resident { close(id: id, reason: .dismissedByUser) }
        }
    }

    // MARK: Private

    private func place(_ notification: Notification, in state: inout State) -> [Effect] {
        if let index = state.shown.firstIndex(where: { $0.id == notification.id }) {
            state.shown[index] = notification
            return [.post(notification)]
        }
        if let index = state.waiting.firstIndex(where: { $0.id == notification.id }) {
            state.waiting[index] = notification
            return []
        }
        if let index = state.shown.firstIndex(where: { $0.isReplaced(byTagOf: notification) }) {
            let old = state.shown[index].id
            state.shown[index] = notification
            return [.replace(old, notification), .signal(.closed(id: old, reason: .expired))]
        }
        if let index = state.waiting.firstIndex(where: { $0.isReplaced(byTagOf: notification) }) {
            let old = state.waiting[index].id
            // Critical ones never wait, not even in a waiting one's place.
            guard notification.hints.urgency != .critical else {
                state.waiting.remove(at: index)
                state.shown.append(notification)
                return [.post(notification), .signal(.closed(id: old, reason: .expired))]
            }
            state.waiting[index] = notification
            return [.signal(.closed(id: old, reason: .expired))]
        }
        var effects: [Effect] = []
        if state.shown.count + state.waiting.count >= NotificationLimits.live {
            let oldest = state.waiting.first?.id ?? state.shown.first!.id
            _ = state.remove(oldest)
            effects += [.close(oldest, .undefined), .signal(.closed(id: oldest, reason: .undefined))]
        }
        if state.paused, notification.hints.urgency != .critical {
            state.waiting.append(notification)
        } else {
            state.shown.append(notification)
            effects.append(.post(notification))
        }
        return effects
    }

    private func perform(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .post(let notification):
                presenter.post(id: notification.id, banner: notification.banner, expiry: notification.expiry)
            case .replace(let old, let notification):
                presenter.replace(old, with: notification.id, banner: notification.banner, expiry: notification.expiry)
            case .close(let id, let reason):
                presenter.close(id: id, reason: reason)
            case .signal(let signal):
                self.signal(signal)
            }
        }
    }
}
