import HUDCore
import HUDSurfaces
import Testing

@testable import HUDNotificationBoard

/// The board's side of dunst's control interface (org.dunstproject.cmd0), as dunst 1.9 behaves.
@Suite struct DunstControlTests {
    @Test func displayedOrderIsMostUrgentThenOldestAndCloseTakesTheFirst() throws {
        let fixture = BoardFixture()
        let low = try fixture.notify("low", hints: ["urgency": .byte(0)])
        let first = try fixture.notify("first")
        let critical = try fixture.notify("critical", hints: ["urgency": .byte(2)])
        let second = try fixture.notify("second")
        #expect(fixture.board.displayed.map(\.id) == [critical, first, second, low])
        #expect(fixture.board.closeFirstDisplayed())
        #expect(fixture.signals.last == .closed(id: critical, reason: .dismissedByUser))
        #expect(fixture.board.closeFirstDisplayed())
        #expect(fixture.board.displayed.map(\.id) == [second, low])
        fixture.board.closeAll(reason: .dismissedByUser)
        #expect(!fixture.board.closeFirstDisplayed(), "nothing displayed: nothing happens")
    }

    @Test func actionTakesTheDefaultOrTheOnlyActionAtAPosition() throws {
        let fixture = BoardFixture()
        let withDefault = try fixture.notify("a", actions: ["default", "Open", "later", "Later"])
        let single = try fixture.notify("b", actions: ["later", "Later"])
        let several = try fixture.notify("c", actions: ["x", "X", "y", "Y"])
        let none = try fixture.notify("d")
        try fixture.board.invokeAction(atPosition: 1)
        #expect(fixture.signals.contains(.actionInvoked(id: single, key: "later")))
        #expect(!fixture.board.shown.contains { $0.id == single }, "closed as a click closes it")
        try fixture.board.invokeAction(atPosition: 0)
        #expect(fixture.signals.contains(.actionInvoked(id: withDefault, key: "default")))
        #expect(throws: NotifyFailure.self) { try fixture.board.invokeAction(atPosition: 0) }
        #expect(fixture.board.shown.map(\.id) == [several, none])
        let before = fixture.signals
        try fixture.board.invokeAction(atPosition: 1)
        #expect(fixture.signals == before, "no action: left alone")
        #expect(
            throws: NotifyFailure.invalidArguments(
                "no notification at position 2: 2 displayed (positions count from 0)")
        ) {
            try fixture.board.invokeAction(atPosition: 2)
        }
    }

    @Test func aPoppedNotificationComesBackWithoutItsActions() throws {
        let fixture = BoardFixture()
        let id = try fixture.notify("a", actions: ["default", "Open", "later", "Later"])
        #expect(fixture.presenter.banner(id).actions.map(\.key) == ["later"])
        #expect(fixture.board.close(id: id, reason: .dismissedByUser))
        #expect(try fixture.board.popHistory() == id)
        #expect(fixture.presenter.banner(id).actions.isEmpty && !fixture.presenter.banner(id).hasDefaultAction)
        #expect(fixture.board.shown.first?.offeredActions == [])
        #expect(throws: NotifyFailure.invalidArguments("notification \(id) has no action \"later\"")) {
            try fixture.board.invokeAction(id: id, key: "later")
        }
        #expect(try fixture.board.popHistory() == nil, "the history is empty")
    }

    @Test func actionByIDTakesTheKeyNamedOrTheDefault() throws {
        let fixture = BoardFixture()
        let several = try fixture.notify("c", actions: ["x", "X", "y", "Y"])
        let withDefault = try fixture.notify("a", actions: ["default", "Open", "later", "Later"])
        #expect(throws: NotifyFailure.self) { try fixture.board.invokeAction(id: several) }
        try fixture.board.invokeAction(id: several, key: "y")
        try fixture.board.invokeAction(id: withDefault)
        #expect(
            fixture.signals.filter { if case .actionInvoked = $0 { true } else { false } } == [
                .actionInvoked(id: several, key: "y"), .actionInvoked(id: withDefault, key: "default"),
            ])
        #expect(throws: NotifyFailure.unknownID(several)) { try fixture.board.invokeAction(id: several) }
    }

    @Test func historyPopsTheLatestOrTheOneAskedForUnderItsID() throws {
        let fixture = BoardFixture()
        let a = try fixture.notify("a")
        let b = try fixture.notify("b")
        let c = try fixture.notify("c")
        fixture.board.closeAll(reason: .dismissedByUser)
        #expect(fixture.board.history.map(\.id) == [a, b, c])
        try fixture.board.popHistory()
        #expect(fixture.board.shown.map(\.id) == [c])
        #expect(fixture.presenter.postedIDs.last == c)
        try fixture.board.popHistory(id: a)
        #expect(fixture.board.shown.map(\.id) == [c, a])
        #expect(fixture.board.history.map(\.id) == [b])
        #expect(throws: NotifyFailure.unknownID(a)) { try fixture.board.popHistory(id: a) }
        try fixture.board.popHistory()
        try fixture.board.popHistory() // empty: nothing happens
        #expect(fixture.board.shown.map(\.id) == [c, a, b])
        fixture.board.pause()
        fixture.board.closeAll(reason: .dismissedByUser)
        try fixture.board.popHistory()
        #expect(fixture.board.waiting.map(\.id) == [b], "popped while paused, it waits")
    }

    @Test func pauseLevelAndStatus() throws {
        let fixture = BoardFixture()
        fixture.board.setPauseLevel(500)
        #expect(fixture.board.status == NotificationStatus(pauseLevel: 100))
        fixture.board.setPauseLevel(0)
        #expect(!fixture.board.isPaused)
        fixture.board.setPauseLevel(3)
        let waiting = try fixture.notify("waits")
        #expect(fixture.board.waiting.map(\.id) == [waiting])
        #expect(fixture.board.status == NotificationStatus(pauseLevel: 3, waiting: 1))
        fixture.board.resume()
        #expect(fixture.board.status == NotificationStatus(displayed: 1))
        fixture.board.close(id: waiting, reason: .dismissedByUser)
        #expect(fixture.board.status == NotificationStatus(history: 1))
    }

    @Test func historyFieldsAreDunstsKeysAndTypes() throws {
        let fixture = BoardFixture()
        let id = try fixture.notify(
            "Sum", body: "Body <b>bold</b>", hints: ["category": .string("email"), "value": .int32(40)],
            timeout: 1500, icon: "mail", app: "mailer")
        fixture.board.close(id: id, reason: .dismissedByUser)
        let fields = DunstHistory.fields(of: try #require(fixture.board.history.first))
        #expect(
            fields.map(\.key) == [
                "body", "message", "summary", "appname", "category", "default_action_name", "icon_path", "id",
                "timestamp", "timeout", "progress",
            ])
        #expect(
            fields.map(\.value) == [
                .string("Body bold"), .string("<b>Sum</b>\nBody bold"), .string("Sum"), .string("mailer"),
                .string("email"), .string("default"), .string("mail"), .int32(Int32(id)), .int64(100_000_000),
                .int64(1_500_000), .int32(40),
            ])
    }
}
