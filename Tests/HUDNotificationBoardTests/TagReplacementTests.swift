import HUDCore
import HUDSurfaces
import Testing

@testable import HUDNotificationBoard

/// dunst's replace tags: the same non-empty tag from the same app replaces in place; the new one gets
/// a new id and the old id is closed with reason 1, as dunst 1.9 does.
@Suite struct TagReplacementTests {
    static func tagged(_ tag: String, key: String = "x-dunst-stack-tag") -> [String: HintValue] {
        [key: .string(tag)]
    }

    @Test func fiveTaggedNotificationsLeaveOneBannerShowingTheLast() throws {
        let fixture = BoardFixture()
        var ids: [UInt32] = []
        for level in 1...5 {
            ids.append(
                try fixture.notify(
                    "Volume \(level)", hints: Self.tagged("volume").merging(["value": .int32(Int32(level * 20))]) { $1 }
                ))
        }
        #expect(ids == [1, 2, 3, 4, 5], "a new id each time, as dunst gives")
        #expect(fixture.board.shown.map(\.id) == [5])
        #expect(fixture.board.shown.first?.banner.value == 100)
        #expect(fixture.board.shown.first?.summary == "Volume 5")
        #expect(fixture.signals == (1...4).map { .closed(id: $0, reason: .expired) })
        #expect(
            fixture.presenter.calls == [.post(id: 1, banner: fixture.presenter.banner(1), expiry: .after(seconds: 5))]
                + (2...5).map {
                    .replace(old: $0 - 1, id: $0, banner: fixture.presenter.banner($0), expiry: .after(seconds: 5))
                })
        #expect(fixture.board.history.isEmpty, "a replaced notification is not history")
    }

    @Test func theFourKeysShareOneTag() throws {
        let fixture = BoardFixture()
        for key in NotificationHints.tagKeys { _ = try fixture.notify(key, hints: Self.tagged("brightness", key: key)) }
        #expect(fixture.board.shown.map(\.summary) == ["x-dunst-stack-tag"])
    }

    @Test func anotherAppOrAnotherTagOrNoTagDoesNotReplace() throws {
        let fixture = BoardFixture()
        _ = try fixture.notify("Volume", hints: Self.tagged("volume"))
        _ = try fixture.board.notify(
            NotifyRequest(appName: "other", summary: "Other volume", hints: Self.tagged("volume")))
        _ = try fixture.notify("Brightness", hints: Self.tagged("brightness"))
        _ = try fixture.notify("Untagged")
        _ = try fixture.notify("Empty", hints: Self.tagged(""))
        _ = try fixture.notify("Empty too", hints: Self.tagged(""))
        #expect(fixture.board.shown.count == 6)
        #expect(fixture.signals.isEmpty)
    }

    @Test func aWaitingOneIsReplacedWhereItWaits() throws {
        let fixture = BoardFixture()
        fixture.board.pause()
        let first = try fixture.notify("Volume 1", hints: Self.tagged("volume"))
        let second = try fixture.notify("Volume 2", hints: Self.tagged("volume"))
        #expect(fixture.board.waiting.map(\.id) == [second])
        #expect(fixture.presenter.calls.isEmpty)
        #expect(fixture.signals == [.closed(id: first, reason: .expired)])
        fixture.board.resume()
        #expect(fixture.presenter.postedIDs == [second])
    }

    @Test func replacesIDWinsOverTheTag() throws {
        let fixture = BoardFixture()
        let id = try fixture.notify("Volume 1", hints: Self.tagged("volume"))
        #expect(try fixture.notify("Volume 2", replaces: id, hints: Self.tagged("volume")) == id)
        #expect(fixture.board.shown.map(\.id) == [id])
        #expect(fixture.signals.isEmpty)
    }

    @Test func theCapabilitiesListDunstsTagKeys() {
        #expect(
            NotificationBoard.capabilities == [
                "actions", "body", "body-markup", "icon-static", "inline-reply", "persistence", "synchronous",
                "private-synchronous", "x-canonical-private-synchronous", "x-dunst-stack-tag",
            ])
    }
}
