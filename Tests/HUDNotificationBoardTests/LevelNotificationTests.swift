import HUDCore
import HUDSurfaces
import Testing

@testable import HUDNotificationBoard

/// Level notifications: what makes one (a value and a replace tag), the kind guessed from its words,
/// and the board sending it to the level HUD under the ids and signals a banner replaced by tag gets.
@Suite struct LevelNotificationTests {
    static func level(_ value: Int32, tag: String = "volume", key: String = "x-dunst-stack-tag") -> [String: HintValue]
    {
        ["value": .int32(value), key: .string(tag)]
    }

    static func model(
        _ summary: String, icon: String = "", hints: [String: HintValue], timeout: Int32 = -1
    ) -> LevelHUDModel? {
        var faults: [String] = []
        let notification = Notification(
            id: 1, request: NotifyRequest(appIcon: icon, summary: summary, hints: hints), images: FakeImages(),
            received: 0, faults: &faults)
        return LevelNotification.model(for: notification, expireTimeout: timeout, images: FakeImages())
    }

    // MARK: The guess

    @Test(
        arguments: [
            ("volume", nil, [], "Level"), ("sink", "audio", [], "Level"), ("x", nil, ["sound-icon"], "Level"),
            ("x", nil, [], "Speaker"), ("VOLUME", nil, [], "Level"), ("x", nil, [], "Master Volume"),
        ] as [(String, String?, [String], String)])
    func wordsOfTheVolumeMakeTheVolume(tag: String, category: String?, icons: [String], summary: String) {
        #expect(
            LevelNotification.guess(tag: tag, category: category, iconNames: icons, summary: summary)
                == .volume(muted: false))
    }

    @Test(arguments: [
        (["audio-volume-muted"], "Volume"), ([], "Volume muted"), ([], "Mute"), (["AUDIO-VOLUME-MUTED-symbolic"], "x"),
    ])
    func anIconOrSummaryThatSaysMutedMutesIt(icons: [String], summary: String) {
        #expect(
            LevelNotification.guess(tag: "vol", category: nil, iconNames: icons, summary: summary)
                == .volume(muted: true))
    }

    @Test func unmutedIsNotMutedAndTheTagAloneMutesNothing() {
        #expect(
            LevelNotification.guess(tag: "x", category: nil, iconNames: ["audio-volume-unmuted"], summary: "Volume")
                == .volume(muted: false))
        #expect(
            LevelNotification.guess(tag: "mute-volume", category: nil, iconNames: [], summary: "Volume")
                == .volume(muted: false))
    }

    @Test(
        arguments: [
            ("brightness", nil, [], "Level"), ("x", "backlight", [], "Level"),
            ("x", nil, ["display-brightness"], "Level"),
            ("x", nil, [], "Screen Brightness"), ("XBACKLIGHT", nil, [], "Level"),
        ] as [(String, String?, [String], String)])
    func wordsOfTheBrightnessMakeTheBrightness(tag: String, category: String?, icons: [String], summary: String) {
        #expect(
            LevelNotification.guess(tag: tag, category: category, iconNames: icons, summary: summary) == .brightness)
    }

    @Test func otherWordsMakeACustomLevel() {
        #expect(
            LevelNotification.guess(tag: "mic", category: "device", iconNames: ["microphone"], summary: "Microphone")
                == .custom)
    }

    @Test func theFirstFieldThatNamesAKindDecides() {
        // The tag before the summary, the category before the icon.
        #expect(
            LevelNotification.guess(tag: "brightness", category: nil, iconNames: [], summary: "Volume") == .brightness)
        #expect(
            LevelNotification.guess(tag: "x", category: "volume", iconNames: ["display-brightness"], summary: "")
                == .volume(muted: false))
    }

    // MARK: The model

    @Test func aValueAndATagMakeALevelAndEitherAloneDoesNot() {
        #expect(Self.model("Volume", hints: Self.level(42)) == .volume(42))
        #expect(Self.model("Volume", hints: ["value": .int32(42)]) == nil, "a value alone is a progress banner")
        #expect(Self.model("Volume", hints: ["x-dunst-stack-tag": .string("volume")]) == nil)
        #expect(Self.model("Volume", hints: Self.level(42, tag: "")) == nil, "an empty tag is no tag")
        for key in NotificationHints.tagKeys {
            #expect(Self.model("Brightness", hints: Self.level(70, tag: "bl", key: key)) == .brightness(70))
        }
    }

    @Test func mutedVolumeAndClampedValue() {
        #expect(Self.model("Volume", icon: "audio-volume-muted", hints: Self.level(30)) == .volume(30, muted: true))
        #expect(Self.model("Volume", hints: ["value": .int32(250), "synchronous": .string("volume")]) == .volume(100))
    }

    @Test func aCustomLevelHasTheIconThatLoadsAndTheSummaryOnOneLine() {
        #expect(
            Self.model("Mic\nGain", icon: "dialog-information", hints: Self.level(30, tag: "mic"))
                == .level(30, icon: FakeImages.square, label: "Mic Gain"))
        #expect(
            Self.model("Mic", icon: "no-such-icon", hints: Self.level(30, tag: "mic"))
                == .level(30, icon: nil, label: "Mic"))
        var byPath = Self.level(30, tag: "mic")
        byPath["image-path"] = .string("/tmp/photo.png")
        #expect(Self.model("Mic", hints: byPath) == .level(30, icon: FakeImages.square, label: "Mic"))
        #expect(Self.model("", hints: Self.level(30, tag: "mic")) == .level(30, icon: nil, label: ""))
    }

    @Test func aPositiveTimeoutIsTheStayAndOthersTheDefault() {
        #expect(Self.model("Volume", hints: Self.level(42), timeout: 2500)?.hideDelay == 2.5)
        for timeout: Int32 in [-1, 0, -5] {
            #expect(Self.model("Volume", hints: Self.level(42), timeout: timeout)?.hideDelay == nil)
        }
    }

    // MARK: On the board

    @Test func fiveLevelsShowOnTheLevelHUDNeverAsBannersNorInTheHistory() throws {
        let fixture = BoardFixture(levels: RecordingLevels())
        let levels = try #require(fixture.levels)
        let ids = try (1...5).map { try fixture.notify("Volume", hints: Self.level(Int32($0 * 20))) }
        #expect(ids == [1, 2, 3, 4, 5], "a new id each time, as a banner replaced by tag gets")
        #expect(levels.calls == (1...5).map { .show(id: UInt32($0), level: .volume(Double($0 * 20))) })
        #expect(fixture.presenter.calls.isEmpty && fixture.board.shown.isEmpty)
        #expect(fixture.signals == (1...4).map { .closed(id: $0, reason: .expired) })
        #expect(fixture.board.level?.id == 5)
        levels.remove(4)
        #expect(fixture.signals.count == 4, "a level HUD left by an id already closed says nothing")
        levels.remove(5)
        levels.remove(5)
        #expect(fixture.signals.last == .closed(id: 5, reason: .expired))
        #expect(fixture.signals.count == 5, "closed exactly once")
        #expect(fixture.board.level == nil && fixture.board.history.isEmpty)
    }

    @Test func withoutALevelPresenterALevelIsABannerWithItsBar() throws {
        let fixture = BoardFixture()
        let id = try fixture.notify("Volume", hints: Self.level(42))
        #expect(fixture.board.shown.map(\.id) == [id])
        #expect(fixture.presenter.banner(id).value == 42)
    }

    @Test func aValueWithoutATagStaysABanner() throws {
        let fixture = BoardFixture(levels: RecordingLevels())
        let id = try fixture.notify("Copying", hints: ["value": .int32(40)])
        #expect(fixture.board.shown.map(\.id) == [id] && fixture.levels?.calls == [])
    }

    @Test func anotherAppsLevelTakesTheLevelHUDAndClosesTheOneItShowed() throws {
        let fixture = BoardFixture(levels: RecordingLevels())
        let volume = try fixture.notify("Volume", hints: Self.level(42))
        let brightness = try fixture.notify("Brightness", hints: Self.level(70, tag: "brightness"), app: "other")
        #expect(fixture.signals == [.closed(id: volume, reason: .expired)])
        #expect(fixture.board.level?.id == brightness && fixture.board.history.isEmpty)
    }

    @Test func replacesIDKeepsTheIdAndCloseNotificationHidesIt() throws {
        let fixture = BoardFixture(levels: RecordingLevels())
        let id = try fixture.notify("Volume", hints: Self.level(42))
        #expect(try fixture.notify("Volume", replaces: id, hints: Self.level(50)) == id)
        #expect(fixture.signals.isEmpty)
        try fixture.board.closeByCall(id: id)
        #expect(fixture.levels?.calls.last == .hide(id: id))
        #expect(fixture.signals == [.closed(id: id, reason: .closedByCall)])
        fixture.levels?.remove(id)
        #expect(fixture.signals.count == 1)
        #expect(throws: NotifyFailure.unknownID(id)) { try fixture.board.closeByCall(id: id) }
        #expect(fixture.board.history.isEmpty)
    }

    @Test func aLevelAndATaggedBannerReplaceEachOtherByTag() throws {
        let fixture = BoardFixture(levels: RecordingLevels())
        let banner = try fixture.notify("Volume", hints: ["x-dunst-stack-tag": .string("volume")])
        let level = try fixture.notify("Volume", hints: Self.level(42))
        #expect(fixture.presenter.calls.last == .close(id: banner, reason: .expired))
        #expect(fixture.board.shown.isEmpty && fixture.board.level?.id == level)
        let again = try fixture.notify("Muted", hints: ["x-dunst-stack-tag": .string("volume")])
        #expect(fixture.levels?.calls.last == .hide(id: level))
        #expect(fixture.board.shown.map(\.id) == [again] && fixture.board.level == nil)
        #expect(fixture.signals == [.closed(id: banner, reason: .expired), .closed(id: level, reason: .expired)])
        #expect(fixture.board.history.isEmpty)
    }

    @Test func aBannerReplacedByIDByALevelHandsItsIdToTheLevelHUD() throws {
        let fixture = BoardFixture(levels: RecordingLevels())
        let id = try fixture.notify("Volume")
        #expect(try fixture.notify("Volume", replaces: id, hints: Self.level(42)) == id)
        #expect(fixture.presenter.calls.last == .close(id: id, reason: .expired))
        #expect(fixture.levels?.calls == [.show(id: id, level: .volume(42))])
        #expect(fixture.signals.isEmpty && fixture.board.shown.isEmpty && fixture.board.history.isEmpty)
        // The banner's own closed event, as the presenter sends it, closes nothing.
        fixture.presenter.send(.closed(id: id, reason: .expired))
        #expect(fixture.signals.isEmpty && fixture.board.level?.id == id)
    }

    @Test func doNotDisturbHoldsBannersButNotLevels() throws {
        let fixture = BoardFixture(levels: RecordingLevels())
        fixture.board.pause()
        let id = try fixture.notify("Volume", hints: Self.level(42))
        #expect(fixture.levels?.calls == [.show(id: id, level: .volume(42))] && fixture.board.waiting.isEmpty)
        fixture.board.closeAll(reason: .dismissedByUser)
        #expect(fixture.signals == [.closed(id: id, reason: .dismissedByUser)])
    }
}
