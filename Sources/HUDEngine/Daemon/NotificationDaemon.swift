import Dispatch
import Glibc
import HUDCore
import HUDDaemonLink
import HUDKit
import HUDNotificationBoard
import HUDNotificationServer
import HUDSurfaces
import HUDSystem
import Synchronization

/// The daemon's notification server (`hud daemon --notifications`): org.freedesktop.Notifications
/// on the session bus, its notifications shown as HUDKit's banners (levels as the OSD, unless
/// `levels` is nil), `hud notifications …` served from the same board, which the Notification
/// Center lists; its history kept in the user's state directory (`HistoryStore`) unless that
/// cannot be used safely.
final class NotificationDaemon: Sendable {
    /// `hud notifications reload`: the rules read again, as on SIGHUP.
    static let reloadVerb = "reload"

    private let server: NotificationsInterface
    let board: NotificationBoard
    let center: NotificationCenterDisplay
    private let presenter: CenterAwarePresenter
    private let log: @Sendable (String) -> Void
    private let configPath: String

    /// The board's clock: when notifications were received, in seconds.
    private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Owns the bus name (taking it over with `replace`) and starts serving; `stop` runs when the
    /// name is lost to another server or the bus goes.
    init(
        banners options: BannerStackOptions, levels: (any LevelPresenting)?, historyLength: Int,
        stickyHistory: Bool, replace: Bool, stop: @escaping @Sendable () -> Void
    ) throws {
        let log: @Sendable (String) -> Void = { line in
            StandardStream.write("hud daemon: notifications: \(line)\n", to: STDERR_FILENO)
        }
        self.log = log
        configPath = ConfigLocation.path()
        server = try NotificationsInterface(identity: .init(version: HUDVersion.string), log: log, onNameLost: stop)
        let server = server
        let environment = ProcessEnvironment.current
        let images = PixbufImages(
            icons: IconLookup(
                themeName: IconLookup.userThemeName(environment: environment),
                environment: environment))
        center = NotificationCenterDisplay(options: options)
        presenter = CenterAwarePresenter(banners: NotificationBanners(options: options), center: center)
        board = NotificationBoard(
            presenter: presenter, levels: levels, images: images,
            history: Self.openHistory(capacity: historyLength, environment: environment, log: log),
            historyLength: historyLength, stickyHistory: stickyHistory, signal: { signal in server.emit(signal) },
            report: log, now: Self.now)
        center.setEventHandler { [weak self] event in self?.answer(event) }
        _ = reloadRules([])
        try server.start(serving: board, replace: replace)
    }

    /// The history's file, or nil (and a log line saying why) for a history in memory: a problem with
    /// the file never keeps the server from starting.
    private static func openHistory(
        capacity: Int, environment: [String: String], log: @escaping @Sendable (String) -> Void
    ) -> HistoryStore? {
        do {
            return try HistoryStore(
                directory: HistoryStore.directory(environment: environment), capacity: capacity, log: log)
        } catch {
            log("history: \(error); the history is kept in memory only, until the daemon ends")
            return nil
        }
    }

    /// Reads the config's `[rule NAME]` sections again (at start, on SIGHUP and on `hud
    /// notifications reload`), enabling every rule again. A bad rule is logged and left out; the
    /// others apply. The outcome tells the caller of `reload` how many rules apply and every
    /// problem (exit 2 when there is one, as `hud daemon --check-config`).
    func reloadRules(_ words: [String]) -> (output: String, status: Int32, error: String?) {
        guard words.isEmpty else {
            return ("", ExitStatus.usage, "hud: notifications: reload takes no words")
        }
        let text: String
        do {
            text = try OwnRegularFile.contents(of: configPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        } catch {
            let problem = "\(configPath): \(error.reason); the rules stay as they were"
            log("config: \(problem)")
            return ("", ExitStatus.usage, "hud: notifications: \(problem)")
        }
        let result = NotificationRuleParser.parse(text, path: configPath)
        for problem in result.problems { log("config: \(problem); that rule is ignored") }
        board.setRules(result.rules)
        let count = result.rules.count
        log("config: \(count) rule\(count == 1 ? "" : "s") from \(configPath)")
        return (
            "\(count) rule\(count == 1 ? "" : "s") from \(configPath)\n",
            result.problems.isEmpty ? ExitStatus.ok : ExitStatus.usage,
            result.problems.isEmpty
                ? nil
                : result.problems.map { "hud: notifications: \($0); that rule is ignored" }.joined(separator: "\n")
        )
    }

    /// `hud notifications center`: opens the panel on the board's notifications (`open` true),
    /// closes it (false), or toggles it (nil).
    func showCenter(_ open: Bool?) {
        let opening = open ?? !center.isOpen
        guard opening != center.isOpen else { return }
        if opening {
            center.open(entries: centerEntries(), doNotDisturb: board.isPaused)
        } else {
            center.close()
        }
    }

    /// The open notifications (shown and waiting) and the history, each with its age.
    private func centerEntries() -> [CenterEntry] {
        let now = Self.now()
        func entries(_ notifications: [Notification], open: Bool) -> [CenterEntry] {
            notifications.map {
                CenterEntry(id: $0.id, banner: $0.banner, postedAt: min(0, $0.received - now), isOpen: open)
            }
        }
        return entries(board.shown + board.waiting, open: true) + entries(board.history, open: false)
    }

    /// Carries out what the user chose in the panel on the board.
    private func answer(_ event: CenterEvent) {
        switch event {
        case .actionInvoked(let id, let key):
            board.handle(.actionInvoked(id: id, key: key))
            // Invoked, it closed (unless resident): its card shows no actions any more.
            center.update(entries: centerEntries())
        case .replied(let id, let text):
            // As from a banner: the reply, then the notification closes, dismissed by the user.
            board.handle(.replied(id: id, text: text))
            board.close(id: id, reason: .dismissedByUser)
            center.update(entries: centerEntries())
        case .removed(let ids):
            for id in ids { board.close(id: id, reason: .dismissedByUser) }
            board.clearHistory(ids: Set(ids))
        case .doNotDisturb(let isOn):
            if isOn { board.pause() } else { board.resume() }
        case .closed:
            presenter.centerClosed()
            return
        }
        statusMayHaveChanged()
    }

    /// After `hud notifications …`: dunst's properties (paused, the counts) may have changed, and
    /// bars listening for PropertiesChanged hear it.
    /// Handles no more calls from the bus; returns once the last has been handled.
    func stop() {
        server.stop()
    }

    func statusMayHaveChanged() {
        server.statusMayHaveChanged()
    }
}

/// Level notifications on the facade's OSD. It remembers which id the OSD shows, so that closing
/// an id it no longer shows leaves the OSD to the one that does.
final class NotificationOSD: LevelPresenting {
    private let shownID = Mutex<UInt32?>(nil)
    private let removal = Mutex<(@Sendable (UInt32) -> Void)?>(nil)

    func show(id: UInt32, level: LevelHUDModel) {
        shownID.withLock { $0 = id }
        OSD.show(level) { [weak self] in self?.removal.withLock { $0 }?(id) }
    }

    func hide(id: UInt32) {
        let shown = shownID.withLock { shown -> Bool in
            guard shown == id else { return false }
            shown = nil
            return true
        }
        if shown { OSD.hide() }
    }

    func setRemovalHandler(_ handler: @escaping @Sendable (UInt32) -> Void) {
        removal.withLock { $0 = handler }
    }
}
