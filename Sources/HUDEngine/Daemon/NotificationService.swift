import Dispatch
import Glibc
import HUDCore
import HUDDaemonLink
import HUDKit
import HUDNotificationServer
import HUDNotifications
import HUDSystem
import Synchronization

/// The daemon's notification server (`hud daemon --notifications`): org.freedesktop.Notifications
/// on the session bus, its notifications shown as HUDKit's banners (levels as the OSD, unless
/// `levels` is nil), `hud notifications …` served from the same board, which the Notification
/// Center lists.
final class NotificationService: Sendable {
    private let server: NotificationServer
    let board: NotificationBoard
    let center: NotificationCenterDisplay

    /// The board's clock: when notifications were received, in seconds.
    private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Owns the bus name (taking it over with `replace`) and starts serving; `stop` runs when the
    /// name is lost to another server or the bus goes.
    init(
        banners options: BannerStackOptions, levels: (any LevelPresenting)?, replace: Bool,
        stop: @escaping @Sendable () -> Void
    ) throws {
        let log: @Sendable (String) -> Void = { line in
            StandardStream.write("hud daemon: notifications: \(line)\n", to: STDERR_FILENO)
        }
        server = try NotificationServer(identity: .init(version: HUDVersion.string), log: log, onNameLost: stop)
        let server = server
        let environment = ProcessEnvironment.current
        let images = PixbufImages(
            icons: IconLookup(
                themeName: IconLookup.userThemeName(environment: environment),
                environment: environment))
        center = NotificationCenterDisplay(options: options)
        board = NotificationBoard(
            presenter: CenterAwarePresenter(banners: NotificationBanners(options: options), center: center),
            levels: levels, images: images, signal: { signal in server.emit(signal) }, report: log, now: Self.now)
        center.setEventHandler { [weak self] event in self?.answer(event) }
        try server.start(serving: board, replace: replace)
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
        case .removed(let ids):
            for id in ids { board.close(id: id, reason: .dismissedByUser) }
            board.forget(ids)
        case .doNotDisturb(let isOn):
            if isOn { board.pause() } else { board.resume() }
        case .closed:
            return
        }
        statusMayHaveChanged()
    }

    /// After `hud notifications …`: dunst's properties (paused, the counts) may have changed, and
    /// bars listening for PropertiesChanged hear it.
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
