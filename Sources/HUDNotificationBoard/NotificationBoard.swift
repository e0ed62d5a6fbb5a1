import HUDCore
import HUDSurfaces
import Synchronization

/// The server's state, apart from any bus: the notifications shown and waiting (do-not-disturb),
/// the history, ids. It turns `Notify` calls into banners on a `BannerPresenting`, or levels into
/// the level HUD on a `LevelPresenting` (`LevelNotification`), and the presenters' events into the
/// specification's signals, each closed id signalled exactly once. Callable from any thread: the
/// bus thread, the presenters' and the daemon's.
public final class NotificationBoard: Sendable {
    private struct State {
        /// Ids are never 0 and never reused; past UInt32.max the server takes no more.
        var nextID: UInt64 = 1
        var shown: [Notification] = []
        /// Held back while paused; critical ones never wait.
        var waiting: [Notification] = []
        /// Newest last; on the store too when there is one.
        var history: [Notification] = []
        let historyLength: Int
        let store: (any HistoryStoring)?
        let now: @Sendable () -> Double
        /// The one the level HUD shows. Never waits and never goes into the history: it answers a
        /// key the user just pressed, and a hundred volume steps are not a hundred notifications.
        var level: Notification?
        /// dunst's pause level: 0 shows everything; above it every notification but a critical one waits.
        var pauseLevel: UInt32 = 0
        var tokens: UInt64 = 0
        /// The config's rules, in order; the first enabled one that matches applies.
        var rules: [NotificationRule] = []
        /// Rules turned off (dunstctl rule NAME disable) until the rules are set again.
        var disabledRules: Set<String> = []

        func contains(_ id: UInt32) -> Bool {
            shown.contains { $0.id == id } || waiting.contains { $0.id == id } || level?.id == id
        }

        /// Takes banner `id` off the board (into the history if it `keepsInHistory` and is not `replaced`);
        /// nil when it was not on it.
        mutating func remove(_ id: UInt32, replaced: Bool = false) -> Notification? {
            let removed: Notification
            if let index = shown.firstIndex(where: { $0.id == id }) {
                removed = shown.remove(at: index)
            } else if let index = waiting.firstIndex(where: { $0.id == id }) {
                removed = waiting.remove(at: index)
            } else {
                return nil
            }
            if removed.keepsInHistory, !replaced { keep(removed) }
            return removed
        }

        private mutating func keep(_ notification: Notification) {
            var closed = notification
            let time = now()
            closed.closed = time
            // Its picture as the history file keeps it: a long history of pictures then holds 16 KB
            // for each, not up to 256 KB, and reads the same before and after a restart.
            closed.banner.image = closed.banner.image?.fitted(in: HistoryRecord.thumbnailSide)
            closed.hints.image = closed.hints.image?.fitted(in: HistoryRecord.thumbnailSide)
            history.append(closed)
            if history.count > historyLength { history.removeFirst(history.count - historyLength) }
            if let store { store.append(HistoryRecord(closed, wallOffset: store.wallClock() - time)) }
        }

        /// After entries left the history other than by its length.
        func historyShrank() {
            guard let store else { return }
            let wallOffset = store.wallClock() - now()
            store.replace(with: history.map { HistoryRecord($0, wallOffset: wallOffset) })
        }
    }

    /// What to do once the lock is released: the presenter and the signal handler run outside it.
    private enum Effect {
        case post(Notification)
        /// The notification takes the banner of the id it replaced by its tag.
        case replace(UInt32, Notification)
        case close(UInt32, BannerCloseReason)
        case showLevel(UInt32, LevelHUDModel)
        case hideLevel(UInt32)
        case signal(NotificationSignal)
    }

    private let state: Mutex<State>
    private let presenter: any BannerPresenting
    private let levels: (any LevelPresenting)?
    private let images: any ImageLoading
    private let signal: @Sendable (NotificationSignal) -> Void
    private let report: @Sendable (String) -> Void
    private let now: @Sendable () -> Double
    /// A notification popped from the history stays until dismissed (dunst's `sticky_history`);
    /// false gives it its own timeout back.
    private let stickyHistory: Bool

    /// `levels` shows level notifications; without it they are banners with a bar like any other.
    /// The history keeps the latest `historyLength` closed notifications, on `history` when given
    /// (starting from what it restored; new ids follow the ones it holds); one popped from it stays
    /// until dismissed unless `stickyHistory` is false. `signal` receives what the
    /// bus must emit; `report` faults in a notification's parts (logged, never shown to the user);
    /// `now` stamps notifications (seconds, any epoch).
    public init(
        presenter: any BannerPresenting, levels: (any LevelPresenting)? = nil, images: any ImageLoading,
        history store: (any HistoryStoring)? = nil, historyLength: Int = NotificationLimits.history,
        stickyHistory: Bool = true, signal: @escaping @Sendable (NotificationSignal) -> Void,
        report: @escaping @Sendable (String) -> Void = { _ in },
        now: @escaping @Sendable () -> Double
    ) {
        var state = State(historyLength: max(historyLength, 1), store: store, now: now)
        if let store {
            let wallOffset = store.wallClock() - now()
            let icons = SharedImages(images)
            state.history = store.restored.suffix(state.historyLength).map {
                Notification(restoring: $0, images: icons, wallOffset: wallOffset)
            }
            state.nextID = UInt64(store.restored.map(\.id).max() ?? 0) + 1
        }
        self.state = Mutex(state)
        self.presenter = presenter
        self.levels = levels
        self.images = images
        self.signal = signal
        self.report = report
        self.now = now
        self.stickyHistory = stickyHistory
        presenter.setEventHandler { [weak self] event in self?.handle(event) }
        levels?.setRemovalHandler { [weak self] id in self?.levelRemoved(id) }
    }

    // MARK: The bus's methods

    /// `Notify`: the id of the new notification, or of the one replaced in place by `replaces_id`.
    /// One that replaces another by its tag gets a new id and the old one's banner, and the old id
    /// is closed with reason 1 (expired) and kept out of the history, as dunst does. A level goes to
    /// the level HUD by the same rules, whether what it replaces was a banner or a level; as there is
    /// one level HUD, it also takes the place of any other level shown (closed with reason 1).
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
        var notification = Notification(id: id, request: request, images: images, received: now(), faults: &faults)
        for fault in faults { report("notification \(id) from \"\(notification.appName)\": \(fault); left out") }
        let rule = state.withLock { state in
            state.rules.first { !state.disabledRules.contains($0.name) && $0.matches(notification) }
        }
        if let rule {
            notification = rule.effect.applied(to: notification, expireTimeout: request.expireTimeout)
            notification.rule = rule.name
        }
        let level =
            levels == nil || notification.isSkipped
            ? nil : LevelNotification.model(for: notification, expireTimeout: request.expireTimeout, images: images)
        let effects = state.withLock { state in
            if notification.isSkipped { return skip(notification, in: &state) }
            if let level { return placeLevel(notification, level, in: &state) }
            return place(notification, in: &state)
        }
        perform(effects)
        return id
    }

    /// `CloseNotification`: closes `id` with reason 3.
    public func closeByCall(id: UInt32) throws(NotifyFailure) {
        guard close(id: id, reason: .closedByCall) else { throw .unknownID(id) }
    }

    /// dunst's tag hints are listed as dunst lists them, so clients that look for them send them.
    public static let capabilities =
        ["actions", "body", "body-markup", "icon-static", "inline-reply", "persistence"] + NotificationHints.tagKeys

    // MARK: Control (hud notifications …)

    /// Closes `id` (shown, waiting or on the level HUD) for `reason`; false when there is no such
    /// notification.
    @discardableResult
    public func close(id: UInt32, reason: BannerCloseReason) -> Bool {
        let removal = state.withLock { state -> Effect? in
            if state.level?.id == id {
                state.level = nil
                return .hideLevel(id)
            }
            return state.remove(id).map { _ in .close(id, reason) }
        }
        guard let removal else { return false }
        perform([removal, .signal(.closed(id: id, reason: reason))])
        return true
    }

    /// Closes every notification, shown, waiting and on the level HUD, for `reason`.
    public func closeAll(reason: BannerCloseReason) {
        let ids = state.withLock { ($0.shown + $0.waiting + [$0.level].compactMap { $0 }).map(\.id) }
        for id in ids { close(id: id, reason: reason) }
    }

    /// Do not disturb: new notifications wait until `resume`, except critical ones. The pause level
    /// is dunst's highest, as dunst's `paused` property sets it.
    public func pause() {
        setPauseLevel(NotificationStatus.maximumPauseLevel)
    }

    /// dunst's `pauseLevel` (clamped to 0…100): 0 resumes. HUDKit has no per-notification override
    /// level, so any level above 0 holds back all but critical notifications, as `pause` does.
    public func setPauseLevel(_ level: UInt32) {
        guard level > 0 else { return resume() }
        state.withLock { $0.pauseLevel = min(level, NotificationStatus.maximumPauseLevel) }
    }

    /// Shows what waited, oldest first.
    public func resume() {
        let effects = state.withLock { state -> [Effect] in
            state.pauseLevel = 0
            let released = state.waiting
            state.waiting = []
            state.shown += released
            return released.map(Effect.post)
        }
        perform(effects)
    }

    public var isPaused: Bool { state.withLock { $0.pauseLevel > 0 } }
    /// Oldest first.
    public var shown: [Notification] { state.withLock { $0.shown } }
    /// Oldest first.
    public var waiting: [Notification] { state.withLock { $0.waiting } }
    /// Oldest first; the latest closed ones that go into the history (`historyLength` of them).
    public var history: [Notification] { state.withLock { $0.history } }
    /// The notification the level HUD shows; it is neither shown nor waiting, nor later in the history.
    public var level: Notification? { state.withLock { $0.level } }

    // MARK: dunst's control interface (org.dunstproject.cmd0, what dunstctl calls)

    /// The counts and pause level dunst publishes as properties. The board tells no one when they
    /// change: the bus publishes them after its calls and signals, and the daemon after `hud
    /// notifications …` (a callback from every change kept memory after a burst: 0.5 MB resident
    /// after 1,000 Notify calls, measured).
    public var status: NotificationStatus {
        state.withLock { state in
            NotificationStatus(
                pauseLevel: state.pauseLevel, displayed: UInt32(state.shown.count),
                waiting: UInt32(state.waiting.count), history: UInt32(state.history.count))
        }
    }

    /// The shown notifications in dunst's order, the one positions count in (`dunstctl action N`)
    /// and whose first `dunstctl close` closes: most urgent first, then oldest first.
    public var displayed: [Notification] {
        let shown = self.shown
        return shown.indices.sorted { left, right in
            let (a, b) = (shown[left].hints.urgency.rawValue, shown[right].hints.urgency.rawValue)
            return a != b ? a > b : left < right
        }.map { shown[$0] }
    }

    /// dunst's NotificationCloseLast: closes the first displayed one as the user's dismissal; false
    /// when none is displayed (dunst then does nothing).
    @discardableResult
    public func closeFirstDisplayed() -> Bool {
        guard let first = displayed.first else { return false }
        return close(id: first.id, reason: .dismissedByUser)
    }

    /// dunst's NotificationAction: the displayed notification at `position` (from 0, in `displayed`
    /// order) takes its default action, or its only action when it has no default, as a click would
    /// (so it closes unless resident). One with no action is left alone, as dunst leaves it; one
    /// with several and no default would open dunst's context menu, which HUDKit has not.
    public func invokeAction(atPosition position: UInt32) throws(NotifyFailure) {
        let displayed = self.displayed
        guard position < displayed.count else {
            throw .invalidArguments(
                "no notification at position \(position): \(displayed.count) displayed (positions count from 0)")
        }
        try invokeDefaultAction(of: displayed[Int(position)])
    }

    /// `hud notifications action ID [KEY]`: shown notification `id` takes action `key`, or without
    /// one its default action or its only action, as `invokeAction(atPosition:)` does.
    public func invokeAction(id: UInt32, key: String? = nil) throws(NotifyFailure) {
        guard let notification = shown.first(where: { $0.id == id }) else { throw .unknownID(id) }
        guard let key else { return try invokeDefaultAction(of: notification) }
        guard notification.offeredActions.contains(where: { $0.key == key }) else {
            throw .invalidArguments("notification \(id) has no action \"\(key)\"")
        }
        handle(.actionInvoked(id: id, key: key))
    }

    private func invokeDefaultAction(of notification: Notification) throws(NotifyFailure) {
        let actions = notification.banner.actions
        if notification.banner.hasDefaultAction {
            handle(.actionInvoked(id: notification.id, key: "default"))
        } else if actions.count == 1 {
            handle(.actionInvoked(id: notification.id, key: actions[0].key))
        } else if actions.count > 1 {
            throw .unsupported(
                "notification \(notification.id) has \(actions.count) actions and no default: dunst would open "
                    + "its context menu to choose, and HUDKit has no context menu")
        }
    }

    /// `hud notifications reply [ID]`: opens the reply field of shown notification `id`, or without
    /// one of the newest shown that offers a reply (an `inline-reply` action), as a click on its
    /// Reply button would. The id whose field opens.
    @discardableResult
    public func openReply(id: UInt32? = nil) throws(NotifyFailure) -> UInt32 {
        let offersReply = { (notification: Notification) in
            notification.banner.actions.contains { $0.key == BannerAction.inlineReplyKey }
        }
        let chosen: Notification
        if let id {
            guard let notification = shown.first(where: { $0.id == id }) else { throw .unknownID(id) }
            guard offersReply(notification) else { throw .invalidArguments("notification \(id) offers no reply") }
            chosen = notification
        } else {
            guard let newest = shown.filter(offersReply).max(by: { $0.id < $1.id }) else {
                throw .invalidArguments("no shown notification offers a reply")
            }
            chosen = newest
        }
        presenter.openReply(id: chosen.id)
        return chosen.id
    }

    /// dunst's NotificationShow (`id` nil: the latest closed) and NotificationPopHistory (`id`): takes
    /// it out of the history and shows it again under its id (or lets it wait while paused), without
    /// its actions: its client heard it close, so an action would name an id it has forgotten (dunst
    /// keeps the buttons and ignores them). It stays until dismissed, as in dunst, the point of
    /// popping it (unless `stickyHistory` was false: then its own timeout runs again). The id shown
    /// again; nil when the history is empty (nothing happens, as in dunst). An `id` not in the
    /// history is refused.
    @discardableResult
    public func popHistory(id: UInt32? = nil) throws(NotifyFailure) -> UInt32? {
        let (popped, effects) = try state.withLock { state throws(NotifyFailure) -> (UInt32?, [Effect]) in
            let index: Int
            if let id {
                guard let found = state.history.lastIndex(where: { $0.id == id }) else { throw .unknownID(id) }
                index = found
            } else {
                guard !state.history.isEmpty else { return (nil, []) }
                index = state.history.count - 1
            }
            var notification = state.history.remove(at: index)
            state.historyShrank()
            notification.closed = nil
            notification.banner.actions = []
            notification.banner.hasDefaultAction = false
            if stickyHistory { notification.expiry = .never }
            return (notification.id, placeBanner(notification, in: &state))
        }
        perform(effects)
        return popped
    }

    // MARK: Rules

    /// The config's rules, in order (the first enabled one that matches a new notification applies);
    /// each is enabled again, as on dunst's reload.
    public func setRules(_ rules: [NotificationRule]) {
        state.withLock { state in
            state.rules = rules
            state.disabledRules = []
        }
    }

    /// The rules in order, each with whether it is enabled.
    public var rules: [(rule: NotificationRule, enabled: Bool)] {
        state.withLock { state in state.rules.map { ($0, !state.disabledRules.contains($0.name)) } }
    }

    /// dunst's RuleEnable: `state` 0 disables rule `name`, 1 enables it, 2 toggles it, until the
    /// rules are set again. Refuses a name no rule has and any other state.
    public func enableRule(named name: String, state switchState: Int32) throws(NotifyFailure) {
        try state.withLock { state throws(NotifyFailure) in
            guard state.rules.contains(where: { $0.name == name }) else {
                let names = state.rules.map { "\"\($0.name)\"" }.joined(separator: ", ")
                throw .invalidArguments(
                    "no rule named \"\(name)\" (rules: \(names.isEmpty ? "none" : names))")
            }
            switch switchState {
            case 0: state.disabledRules.insert(name)
            case 1: state.disabledRules.remove(name)
            case 2:
                if state.disabledRules.remove(name) == nil { state.disabledRules.insert(name) }
            default:
                throw .invalidArguments("rule state \(switchState): 0 disables, 1 enables, 2 toggles")
            }
        }
    }

    /// Empties the history, or takes `ids` out of it.
    public func clearHistory(ids: Set<UInt32>? = nil) {
        state.withLock { state in
            let count = state.history.count
            state.history.removeAll { ids?.contains($0.id) ?? true }
            if state.history.count != count { state.historyShrank() }
        }
    }

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
        case .replied(let id, let text):
            guard state.withLock({ $0.shown.contains { $0.id == id } }) else { return }
            perform([.signal(.replied(id: id, text: text))])
        }
    }

    /// The level HUD shown for `id` has left: the notification closes as an expired banner does.
    public func levelRemoved(_ id: UInt32) {
        let removed = state.withLock { state -> Bool in
            guard state.level?.id == id else { return false }
            state.level = nil
            return true
        }
        if removed { perform([.signal(.closed(id: id, reason: .expired))]) }
    }

    // MARK: Private

    /// A level takes the level HUD, never a banner's place: a banner it replaces by id hands its id
    /// over (so that id is not closed), one it replaces by tag is closed and left out of the history,
    /// as a banner replaced by tag is, and so is the level it takes the HUD from.
    private func placeLevel(_ notification: Notification, _ level: LevelHUDModel, in state: inout State) -> [Effect] {
        var effects: [Effect] = []
        if state.remove(notification.id, replaced: true) != nil {
            effects.append(.close(notification.id, .expired))
        }
        if let old = (state.shown + state.waiting).first(where: { $0.isReplaced(byTagOf: notification) })?.id {
            _ = state.remove(old, replaced: true)
            effects += [.close(old, .expired), .signal(.closed(id: old, reason: .expired))]
        }
        if let old = state.level?.id, old != notification.id {
            effects.append(.signal(.closed(id: old, reason: .expired)))
        }
        state.level = notification
        effects.append(.showLevel(notification.id, level))
        return effects
    }

    /// A skipped notification shows nowhere and closes at once (reason 1, expired), so a client that
    /// waits for its close hears it; one it replaces by id goes, kept out of the history.
    private func skip(_ notification: Notification, in state: inout State) -> [Effect] {
        var effects: [Effect] = []
        if state.level?.id == notification.id {
            state.level = nil
            effects.append(.hideLevel(notification.id))
        } else if state.remove(notification.id, replaced: true) != nil {
            effects.append(.close(notification.id, .expired))
        }
        return effects + [.signal(.closed(id: notification.id, reason: .expired))]
    }

    /// A banner takes the place of the level it replaces, by id or by tag: the level HUD goes.
    private func place(_ notification: Notification, in state: inout State) -> [Effect] {
        guard let held = state.level, held.id == notification.id || held.isReplaced(byTagOf: notification) else {
            return placeBanner(notification, in: &state)
        }
        state.level = nil
        var effects: [Effect] = [.hideLevel(held.id)]
        if held.id != notification.id { effects.append(.signal(.closed(id: held.id, reason: .expired))) }
        return effects + placeBanner(notification, in: &state)
    }

    private func placeBanner(_ notification: Notification, in state: inout State) -> [Effect] {
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
        if state.pauseLevel > 0, notification.hints.urgency != .critical {
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
            case .showLevel(let id, let level):
                levels?.show(id: id, level: level)
            case .hideLevel(let id):
                levels?.hide(id: id)
            case .signal(let signal):
                self.signal(signal)
            }
        }
    }
}
