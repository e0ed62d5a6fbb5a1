import HUDCore
import HUDSurfaces
import Synchronization
import Testing

@testable import HUDNotificationBoard

/// The board's history over a store: what it restores, what it appends, what it rewrites.
@Suite struct BoardHistoryTests {
    /// A store in memory, its wall clock 1,000 s ahead of the board's (which reads 100).
    final class MemoryHistory: HistoryStoring {
        let restored: [HistoryRecord]
        private let kept: Mutex<[HistoryRecord]>
        private let rewrites = Mutex(0)

        init(_ restored: [HistoryRecord] = []) {
            self.restored = restored
            kept = Mutex(restored)
        }

        var records: [HistoryRecord] { kept.withLock { $0 } }
        var rewriteCount: Int { rewrites.withLock { $0 } }

        func wallClock() -> Double { 1_100 }
        func append(_ record: HistoryRecord) { kept.withLock { $0.append(record) } }
        func replace(with records: [HistoryRecord]) {
            kept.withLock { $0 = records }
            rewrites.withLock { $0 += 1 }
        }
    }

    @Test func closedNotificationsGoToTheStoreButNotTransientOnes() throws {
        let store = MemoryHistory()
        let fixture = BoardFixture(history: store)
        let kept = try fixture.notify(
            "Build done", body: "a < b & c", hints: ["category": .string("build"), "urgency": .byte(2)],
            icon: "/usr/share/icons/build.png", app: "make")
        let transient = try fixture.notify("Volume", hints: ["transient": .boolean(true)])
        fixture.board.close(id: transient, reason: .expired)
        fixture.board.close(id: kept, reason: .dismissedByUser)
        #expect(
            store.records == [
                HistoryRecord(
                    id: kept, appName: "make", summary: "Build done", body: "a < b & c",
                    iconName: "/usr/share/icons/build.png", urgency: .critical, category: "build", created: 1_100,
                    closed: 1_100)
            ])
        #expect(fixture.board.history.map(\.id) == [kept])
        #expect(fixture.board.history.first?.closed == 100)
    }

    @Test func theHistoryStartsFromTheStoreAndNewIDsFollowItsOwn() throws {
        let restored = [
            HistoryRecord(id: 7, appName: "mail", summary: "One", body: "x < y", created: 400, closed: 500),
            HistoryRecord(id: 12, appName: "mail", summary: "Two", body: "", urgency: .low, created: 600, closed: 700),
        ]
        let fixture = BoardFixture(history: MemoryHistory(restored))
        let history = fixture.board.history
        #expect(history.map(\.id) == [7, 12])
        #expect(history.map(\.summary) == ["One", "Two"])
        #expect(history[0].bodyText == "x < y", "a body kept as text reads back as text")
        #expect(history[1].hints.urgency == .low)
        // On the board's clock: the wall clock reads 1,100 when the board's reads 100.
        #expect(history[0].received == -600 && history[0].closed == -500)
        #expect(fixture.board.status.history == 2)
        #expect(try fixture.notify("Three") == 13)
    }

    /// Loads recorded and answered as `FakeImages` answers.
    final class CountingImages: ImageLoading {
        private let log = Mutex<[String]>([])
        var references: [String] { log.withLock { $0 } }

        func image(for reference: String, pixels: Int) -> BannerImageResult {
            log.withLock { $0.append(reference) }
            return FakeImages().image(for: reference, pixels: pixels)
        }
    }

    /// 200 notifications from one app hold one icon; their images stay paths until someone asks.
    @Test func restoringLoadsEachIconOnceAndNoImage() {
        let restored = (1...200).map {
            HistoryRecord(
                id: $0, appName: "mail", summary: "\($0)", body: "", iconName: "dialog-information",
                imagePath: "/tmp/photo.png", created: 0, closed: 0)
        }
        let images = CountingImages()
        let board = NotificationBoard(
            presenter: RecordingPresenter(), images: images, history: MemoryHistory(restored), signal: { _ in },
            now: { 100 })
        #expect(images.references == ["dialog-information"])
        #expect(board.history.allSatisfy { $0.banner.appIcon == FakeImages.square && $0.banner.image == nil })
        #expect(board.history.allSatisfy { $0.hints.imagePath == "/tmp/photo.png" })
    }

    /// A picture sent as pixels (`image-data`) is kept as a thumbnail of at most 64 pixels a side,
    /// in memory and on disk, and shows again after a restart.
    @Test func imageDataIsKeptAsAThumbnailAndRestored() throws {
        let store = MemoryHistory()
        let fixture = BoardFixture(history: store)
        let pixels = RawImage(
            width: 200, height: 100, rowstride: 800, hasAlpha: true, bitsPerSample: 8, channels: 4,
            bytes: [UInt8](repeating: 0x80, count: 200 * 100 * 4))
        let id = try fixture.notify("Photo", hints: ["image-data": .image(pixels)])
        fixture.board.close(id: id, reason: .dismissedByUser)
        let thumbnail = try #require(store.records.first?.thumbnail)
        #expect(thumbnail.width == 64 && thumbnail.height == 32)
        #expect(thumbnail.rgba.allSatisfy { $0 == 0x80 })
        #expect(fixture.board.history.first?.banner.image == thumbnail, "the history in memory holds it so too")

        let restored = NotificationBoard(
            presenter: RecordingPresenter(), images: FakeImages(), history: MemoryHistory(store.records),
            signal: { _ in }, now: { 100 })
        #expect(restored.history.first?.banner.image == thumbnail)
    }

    @Test func aStoreHoldingMoreThanTheLengthGivesTheLatest() {
        let restored = (1...5).map {
            HistoryRecord(id: $0, appName: "a", summary: "\($0)", body: "", created: 0, closed: 0)
        }
        let fixture = BoardFixture(history: MemoryHistory(restored), historyLength: 3)
        #expect(fixture.board.history.map(\.id) == [3, 4, 5])
    }

    @Test func theLengthCapsTheHistory() throws {
        let fixture = BoardFixture(historyLength: 2)
        for summary in ["a", "b", "c"] { fixture.board.close(id: try fixture.notify(summary), reason: .expired) }
        #expect(fixture.board.history.map(\.summary) == ["b", "c"])
    }

    /// dunst's `sticky_history`: a popped notification stays until dismissed, unless that is off.
    @Test(arguments: [true, false]) func aPoppedNotificationStaysUnlessStickyHistoryIsOff(sticky: Bool) throws {
        let fixture = BoardFixture(stickyHistory: sticky)
        let id = try fixture.notify("away", timeout: 300)
        fixture.board.close(id: id, reason: .expired)
        try fixture.board.popHistory()
        #expect(
            fixture.presenter.calls.last
                == .post(
                    id: id, banner: try #require(fixture.presenter.lastBanner(id)),
                    expiry: sticky ? .never : .after(seconds: 0.3)))
    }

    @Test func poppingAndClearingRewriteTheStore() throws {
        let store = MemoryHistory()
        let fixture = BoardFixture(history: store)
        let ids = try ["a", "b", "c", "d"].map { try fixture.notify($0, app: $0 == "c" ? "other" : "test") }
        for id in ids { fixture.board.close(id: id, reason: .expired) }
        try fixture.board.popHistory(id: ids[1])
        #expect(store.records.map(\.id) == [ids[0], ids[2], ids[3]])
        #expect(fixture.board.shown.map(\.id) == [ids[1]])
        #expect(fixture.board.shown.first?.closed == nil)
        fixture.board.clearHistory(ids: [ids[2]])
        #expect(store.records.map(\.id) == [ids[0], ids[3]])
        fixture.board.clearHistory(ids: [999])
        #expect(store.rewriteCount == 2, "nothing taken out, nothing rewritten")
        fixture.board.clearHistory()
        #expect(store.records.isEmpty && fixture.board.history.isEmpty)
    }

    @Test func whatARuleKeepsOutNeverReachesTheStoreAndSettingRulesKeepsIt() throws {
        let store = MemoryHistory()
        let fixture = BoardFixture(history: store)
        let rules = NotificationRuleParser.parse(
            "[rule quiet]\napp = quiet\nhistory = no\n[rule noisy]\napp = noisy\nskip = yes", path: "c")
        #expect(rules.problems == [])
        fixture.board.setRules(rules.rules)
        let quiet = try fixture.notify("q", app: "quiet")
        let kept = try fixture.notify("k", app: "other")
        // Skipped, and its replacement by id takes `kept` away without a trace either.
        _ = try fixture.notify("s", app: "noisy")
        fixture.board.close(id: quiet, reason: .dismissedByUser)
        let later = try fixture.notify("l", app: "other")
        fixture.board.close(id: later, reason: .expired)
        _ = try fixture.notify("r", replaces: kept, app: "noisy")
        #expect(store.records.map(\.id) == [later])

        // Reading the rules again (reload, SIGHUP) leaves the history and its store as they were.
        fixture.board.setRules([])
        #expect(fixture.board.history.map(\.id) == [later])
        #expect(store.records.map(\.id) == [later] && store.rewriteCount == 0)
    }
}
