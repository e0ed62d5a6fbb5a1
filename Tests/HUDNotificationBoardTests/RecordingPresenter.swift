import HUDCore
import HUDNotificationBoard
import HUDSurfaces
import Synchronization

/// A `BannerPresenting` that records its calls, and lets a test play the user (clicks, expiry).
final class RecordingPresenter: BannerPresenting {
    enum Call: Hashable {
        case post(id: UInt32, banner: BannerContent, expiry: BannerExpiry)
        case replace(old: UInt32, id: UInt32, banner: BannerContent, expiry: BannerExpiry)
        case close(id: UInt32, reason: BannerCloseReason)
    }

    private let recorded = Mutex<[Call]>([])
    private let handler = Mutex<(@Sendable (BannerEvent) -> Void)?>(nil)

    var calls: [Call] { recorded.withLock { $0 } }

    var postedIDs: [UInt32] {
        calls.compactMap { if case .post(let id, _, _) = $0 { id } else { nil } }
    }

    func lastBanner(_ id: UInt32) -> BannerContent? {
        calls.reversed().lazy.compactMap {
            switch $0 {
            case .post(let posted, let banner, _) where posted == id: banner
            case .replace(_, let posted, let banner, _) where posted == id: banner
            default: nil
            }
        }
        .first
    }

    /// The banner last posted under `id`, or an empty one (which no call carries).
    func banner(_ id: UInt32) -> BannerContent {
        lastBanner(id) ?? BannerContent(appName: "", summary: "")
    }

    func post(id: UInt32, banner: BannerContent, expiry: BannerExpiry) {
        recorded.withLock { $0.append(.post(id: id, banner: banner, expiry: expiry)) }
    }

    func replace(_ old: UInt32, with id: UInt32, banner: BannerContent, expiry: BannerExpiry) {
        recorded.withLock { $0.append(.replace(old: old, id: id, banner: banner, expiry: expiry)) }
    }

    func close(id: UInt32, reason: BannerCloseReason) {
        recorded.withLock { $0.append(.close(id: id, reason: reason)) }
    }

    func setEventHandler(_ handler: @escaping @Sendable (BannerEvent) -> Void) {
        self.handler.withLock { $0 = handler }
    }

    /// As the real presenter would report it.
    func send(_ event: BannerEvent) {
        handler.withLock { $0 }?(event)
    }
}

/// A `LevelPresenting` that records its calls, and lets a test play the level HUD leaving.
final class RecordingLevels: LevelPresenting {
    enum Call: Hashable {
        case show(id: UInt32, level: LevelHUDModel)
        case hide(id: UInt32)
    }

    private let recorded = Mutex<[Call]>([])
    private let handler = Mutex<(@Sendable (UInt32) -> Void)?>(nil)

    var calls: [Call] { recorded.withLock { $0 } }

    func show(id: UInt32, level: LevelHUDModel) {
        recorded.withLock { $0.append(.show(id: id, level: level)) }
    }

    func hide(id: UInt32) {
        recorded.withLock { $0.append(.hide(id: id)) }
    }

    func setRemovalHandler(_ handler: @escaping @Sendable (UInt32) -> Void) {
        self.handler.withLock { $0 = handler }
    }

    /// As the real presenter reports it once the level HUD shown for `id` has left.
    func remove(_ id: UInt32) {
        handler.withLock { $0 }?(id)
    }
}

/// Images by name: a 2×2 red square for each known name, a fault for the rest.
struct FakeImages: ImageLoading {
    var known: Set<String> = ["dialog-information", "/tmp/photo.png"]

    static let square = BannerImage(
        width: 2, height: 2, rgba: Array(repeating: [255, 0, 0, 255], count: 4).flatMap { $0 })!

    func image(for reference: String, pixels: Int) -> BannerImageResult {
        known.contains(reference) ? .success(Self.square) : .failure("not found")
    }
}

/// A board on a recording presenter, with its signals and reports collected.
final class BoardFixture: Sendable {
    let presenter = RecordingPresenter()
    /// nil for a board that shows levels as banners.
    let levels: RecordingLevels?
    private let signalLog = Log<NotificationSignal>()
    private let reportLog = Log<String>()
    let board: NotificationBoard

    init(
        levels: RecordingLevels? = nil, history: (any HistoryStoring)? = nil,
        historyLength: Int = NotificationLimits.history, stickyHistory: Bool = true
    ) {
        let signals = signalLog
        let reports = reportLog
        self.levels = levels
        board = NotificationBoard(
            presenter: presenter, levels: levels, images: FakeImages(), history: history,
            historyLength: historyLength, stickyHistory: stickyHistory, signal: signals.append,
            report: reports.append, now: { 100 })
    }

    var signals: [NotificationSignal] { signalLog.entries }
    var reports: [String] { reportLog.entries }

    func notify(
        _ summary: String, body: String = "", replaces: UInt32 = 0, actions: [String] = [],
        hints: [String: HintValue] = [:], timeout: Int32 = -1, icon: String = "", app: String = "test"
    ) throws -> UInt32 {
        try board.notify(
            NotifyRequest(
                appName: app, replacesID: replaces, appIcon: icon, summary: summary,
                body: body, actions: actions, hints: hints, expireTimeout: timeout))
    }
}

/// Entries appended from any thread.
final class Log<Entry: Sendable>: Sendable {
    private let storage = Mutex<[Entry]>([])

    var entries: [Entry] { storage.withLock { $0 } }

    @Sendable func append(_ entry: Entry) {
        storage.withLock { $0.append(entry) }
    }
}
