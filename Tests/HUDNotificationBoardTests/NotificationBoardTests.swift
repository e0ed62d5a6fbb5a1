import HUDCore
import HUDSurfaces
import Testing

@testable import HUDNotificationBoard

@Suite struct NotificationBoardTests {
    @Test func idsAreNeverZeroAndNeverReused() throws {
        let fixture = BoardFixture()
        let first = try fixture.notify("one")
        fixture.board.close(id: first, reason: .dismissedByUser)
        let second = try fixture.notify("two")
        #expect(first == 1 && second == 2)
        // Replacing a closed or unknown id makes a new notification with a new id.
        #expect(try fixture.notify("three", replaces: first) == 3)
        #expect(try fixture.notify("four", replaces: 999) == 4)
    }

    @Test func replacesIDUpdatesTheSameBannerInPlace() throws {
        let fixture = BoardFixture()
        let id = try fixture.notify("Downloading", body: "10%")
        #expect(try fixture.notify("Downloading", body: "90%", replaces: id) == id)
        #expect(fixture.presenter.postedIDs == [id, id])
        #expect(fixture.presenter.lastBanner(id)?.body == [StyledTextRun("90%")])
        #expect(fixture.board.shown.count == 1)
        #expect(fixture.signals.isEmpty, "no NotificationClosed for a replacement")
    }

    @Test func expiryFollowsTimeoutAndUrgency() {
        let text = String(repeating: "x", count: 100)
        #expect(ExpiryPolicy.expiry(timeout: -1, urgency: .normal, text: text) == .after(seconds: 5))
        #expect(ExpiryPolicy.expiry(timeout: -1, urgency: .low, text: "hi") == .after(seconds: 5))
        #expect(ExpiryPolicy.expiry(timeout: -1, urgency: .critical, text: text) == .never)
        #expect(ExpiryPolicy.expiry(timeout: 500, urgency: .critical, text: text) == .never)
        #expect(ExpiryPolicy.expiry(timeout: 0, urgency: .normal, text: text) == .never)
        #expect(ExpiryPolicy.expiry(timeout: 500, urgency: .normal, text: text) == .after(seconds: 0.5))
        #expect(ExpiryPolicy.expiry(timeout: -7, urgency: .normal, text: text) == .after(seconds: 5))
    }

    @Test func everyCloseIsSignalledOnceWithItsReason() throws {
        let fixture = BoardFixture()
        let expired = try fixture.notify("a")
        let dismissed = try fixture.notify("b")
        let called = try fixture.notify("c")
        fixture.presenter.send(.closed(id: expired, reason: .expired))
        fixture.presenter.send(.closed(id: dismissed, reason: .dismissedByUser))
        try fixture.board.closeByCall(id: called)
        // The presenter's own report of the close it was asked for adds nothing.
        fixture.presenter.send(.closed(id: called, reason: .closedByCall))
        fixture.presenter.send(.closed(id: expired, reason: .expired))
        #expect(
            fixture.signals == [
                .closed(id: expired, reason: .expired), .closed(id: dismissed, reason: .dismissedByUser),
                .closed(id: called, reason: .closedByCall),
            ])
        #expect(fixture.presenter.calls.last == .close(id: called, reason: .closedByCall))
        #expect(throws: NotifyFailure.unknownID(called)) { try fixture.board.closeByCall(id: called) }
        #expect(fixture.board.shown.isEmpty)
    }

    @Test func anActionSendsTheTokenFirstAndClosesUnlessResident() throws {
        let fixture = BoardFixture()
        let id = try fixture.notify("Build done", actions: ["default", "Open", "later", "Later"])
        let banner = try #require(fixture.presenter.lastBanner(id))
        #expect(banner.hasDefaultAction)
        #expect(banner.actions == [BannerAction(key: "later", label: "Later")])
        fixture.presenter.send(.actionInvoked(id: id, key: "later"))
        #expect(
            fixture.signals == [
                .activationToken(id: id, token: "hud-notification-\(id)-1"),
                .actionInvoked(id: id, key: "later"), .closed(id: id, reason: .dismissedByUser),
            ])

        let resident = try fixture.notify("Player", actions: ["default", "Open"], hints: ["resident": .boolean(true)])
        fixture.presenter.send(.actionInvoked(id: resident, key: "default"))
        #expect(
            fixture.signals.suffix(2) == [
                .activationToken(id: resident, token: "hud-notification-\(resident)-2"),
                .actionInvoked(id: resident, key: "default"),
            ])
        #expect(fixture.board.shown.map(\.id) == [resident])
        fixture.presenter.send(.actionInvoked(id: 77, key: "default"))
        #expect(fixture.signals.count == 5, "an unknown id's action is dropped")
    }

    @Test func doNotDisturbHoldsBannersButNotCriticalOnes() throws {
        let fixture = BoardFixture()
        fixture.board.pause()
        let quiet = try fixture.notify("quiet")
        let urgent = try fixture.notify("urgent", hints: ["urgency": .byte(2)])
        #expect(fixture.presenter.postedIDs == [urgent])
        #expect(fixture.board.waiting.map(\.id) == [quiet])
        // Replaced while waiting: still waiting, with the new text.
        _ = try fixture.notify("quieter", replaces: quiet)
        let dropped = try fixture.notify("dropped")
        try fixture.board.closeByCall(id: dropped)
        fixture.board.resume()
        #expect(fixture.presenter.postedIDs == [urgent, quiet])
        #expect(fixture.presenter.lastBanner(quiet)?.summary == "quieter")
        #expect(fixture.signals == [.closed(id: dropped, reason: .closedByCall)])
        #expect(!fixture.board.isPaused && fixture.board.waiting.isEmpty)
    }

    @Test func historyKeepsClosedOnesButNotTransientOnes() throws {
        let fixture = BoardFixture()
        let kept = try fixture.notify("kept")
        let transient = try fixture.notify("passing", hints: ["transient": .boolean(true)])
        fixture.board.closeAll(reason: .dismissedByUser)
        #expect(fixture.board.history.map(\.id) == [kept])
        #expect(
            fixture.signals == [
                .closed(id: kept, reason: .dismissedByUser),
                .closed(id: transient, reason: .dismissedByUser),
            ])
        for index in 0..<(NotificationLimits.history + 5) {
            fixture.board.close(id: try fixture.notify("n\(index)"), reason: .expired)
        }
        #expect(fixture.board.history.count == NotificationLimits.history)
        #expect(fixture.board.history.last?.summary == "n\(NotificationLimits.history + 4)")
    }

    @Test func hintsAreReadWhateverIntegerTypeTheyCameAs() {
        #expect(NotificationHints(["urgency": .byte(0)]).urgency == .low)
        #expect(NotificationHints(["urgency": .uint32(2)]).urgency == .critical)
        #expect(NotificationHints(["urgency": .int32(9)]).urgency == .normal)
        #expect(NotificationHints(["urgency": .string("high")]).urgency == .normal)
        let hints = NotificationHints([
            "category": .string("email.arrived"), "desktop-entry": .string("thunderbird"),
            "transient": .byte(1), "resident": .boolean(true), "x": .int32(10),
            "suppress-sound": .boolean(true), "sound-name": .string("bell"),
            "image-path": .string("/tmp/photo.png"),
        ])
        #expect(hints.category == "email.arrived" && hints.desktopEntry == "thunderbird")
        #expect(hints.transient && hints.resident && hints.imagePath == "/tmp/photo.png")
        #expect(NotificationHints(["image-data": .string("nope")]).imageFault == "image-data is not (iiibiiay)")
    }

    @Test func imagesComeFromHintsAndIconsAndBrokenOnesAreLeftOut() throws {
        let fixture = BoardFixture()
        let pixel = RawImage(
            width: 1, height: 1, rowstride: 4, hasAlpha: true, bitsPerSample: 8, channels: 4,
            bytes: [1, 2, 3, 4])
        let withData = try fixture.notify(
            "data", hints: ["image_data": .image(pixel), "image-path": .string("/tmp/photo.png")],
            icon: "dialog-information")
        let banner = try #require(fixture.presenter.lastBanner(withData))
        #expect(banner.image == BannerImage(width: 1, height: 1, rgba: [1, 2, 3, 4]))
        #expect(banner.appIcon == FakeImages.square)
        #expect(
            try fixture.presenter.lastBanner(fixture.notify("path", hints: ["image-path": .string("/tmp/photo.png")]))?
                .image == FakeImages.square)
        var broken = pixel
        broken.bytes = [1]
        let brokenID = try fixture.notify("broken", hints: ["image-data": .image(broken)], icon: "no-such-icon")
        let shown = try #require(fixture.presenter.lastBanner(brokenID))
        #expect(shown.image == nil && shown.appIcon == nil && shown.summary == "broken")
        #expect(
            fixture.reports == [
                "notification \(brokenID) from \"test\": image-data holds 1 bytes; 1×1 at rowstride 4 needs 4; left out",
                "notification \(brokenID) from \"test\": app icon \"no-such-icon\": not found; left out",
            ])
    }

    @Test func hugeInputIsBounded() throws {
        let fixture = BoardFixture()
        let body = String(repeating: "é", count: 1_000_000)
        let actions = (0..<1_000).flatMap { ["key\($0)", "Label \($0)"] } + ["default", "Open"]
        let id = try fixture.notify(String(repeating: "s", count: 50_000), body: body, actions: actions)
        let banner = try #require(fixture.presenter.lastBanner(id))
        #expect(banner.summary.count == NotificationLimits.lineScalars)
        #expect(banner.body.map(\.text).joined().count == NotificationLimits.bodyScalars)
        #expect(banner.actions.count == NotificationLimits.buttons && banner.hasDefaultAction)
        #expect(Notification.actions(["only-a-key"]) == ([], nil))
    }

    @Test func theLiveLimitClosesTheOldestForTheNewest() throws {
        let fixture = BoardFixture()
        for index in 0..<NotificationLimits.live { _ = try fixture.notify("n\(index)") }
        let newest = try fixture.notify("newest")
        #expect(fixture.board.shown.count == NotificationLimits.live)
        #expect(fixture.board.shown.last?.id == newest)
        #expect(fixture.signals == [.closed(id: 1, reason: .undefined)])
        #expect(fixture.presenter.calls.contains(.close(id: 1, reason: .undefined)))
    }
}
