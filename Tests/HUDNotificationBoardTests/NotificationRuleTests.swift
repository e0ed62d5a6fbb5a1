import HUDCore
import HUDSurfaces
import Testing

@testable import HUDNotificationBoard

@Suite struct NotificationRuleTests {
    /// A board with the rules of config `text`, which must have no problem.
    static func board(_ text: String, levels: RecordingLevels? = nil) -> BoardFixture {
        let fixture = BoardFixture(levels: levels)
        let result = NotificationRuleParser.parse(text, path: "c")
        #expect(result.problems == [])
        fixture.board.setRules(result.rules)
        return fixture
    }

    @Test func everyPatternMustMatchAndMissingHintsMatchAsEmpty() throws {
        let fixture = Self.board(
            """
            [rule r]
            app = Chat
            category = im.*
            match-urgency = low
            history = no
            """)
        let hints: [String: HintValue] = ["category": .string("im.received"), "urgency": .byte(0)]
        _ = try fixture.notify("hit", hints: hints, app: "Chat")
        _ = try fixture.notify("other app", hints: hints, app: "Mail")
        _ = try fixture.notify("no category", hints: ["urgency": .byte(0)], app: "Chat")
        _ = try fixture.notify("normal", hints: ["category": .string("im.received")], app: "Chat")
        #expect(fixture.board.shown.map(\.rule) == ["r", nil, nil, nil])
        let empty = NotificationRule(
            name: "e", patterns: [.desktopEntry: GlobPattern("")], effect: RuleEffect(skip: true))
        #expect(empty.matches(fixture.board.shown[0]), "no desktop-entry hint matches an empty pattern")
    }

    @Test func theFirstEnabledMatchWins() throws {
        let fixture = Self.board(
            """
            [rule first]
            summary = Backup*
            urgency = critical
            [rule second]
            summary = *
            urgency = low
            """)
        _ = try fixture.notify("Backup failed")
        _ = try fixture.notify("Anything")
        #expect(fixture.board.shown.map(\.hints.urgency) == [.critical, .low])
        #expect(fixture.board.shown.map(\.banner.urgency) == [.critical, .low])
        #expect(fixture.board.shown[0].expiry == .never, "raised to critical: it never expires")

        try fixture.board.enableRule(named: "first", state: 0)
        _ = try fixture.notify("Backup again")
        #expect(fixture.board.shown.last?.rule == "second")
        try fixture.board.enableRule(named: "first", state: 2)
        _ = try fixture.notify("Backup toggled on")
        #expect(fixture.board.shown.last?.rule == "first")
        try fixture.board.enableRule(named: "first", state: 2)
        #expect(fixture.board.rules.map(\.enabled) == [false, true])
        try fixture.board.enableRule(named: "first", state: 1)
        #expect(fixture.board.rules.map(\.enabled) == [true, true])
        try fixture.board.enableRule(named: "first", state: 0)
        fixture.board.setRules(fixture.board.rules.map(\.rule))
        #expect(fixture.board.rules.map(\.enabled) == [true, true], "setting the rules again enables them")

        #expect(throws: NotifyFailure.invalidArguments("no rule named \"nope\" (rules: \"first\", \"second\")")) {
            try fixture.board.enableRule(named: "nope", state: 0)
        }
        #expect(throws: NotifyFailure.invalidArguments("rule state 3: 0 disables, 1 enables, 2 toggles")) {
            try fixture.board.enableRule(named: "first", state: 3)
        }
    }

    @Test func timeoutIsSecondsAndWinsOverTheUrgency() throws {
        let fixture = Self.board(
            """
            [rule quick]
            app = quick
            timeout = 2.5
            [rule stay]
            app = stay
            timeout = 0
            [rule critical-but-brief]
            app = brief
            urgency = critical
            timeout = 3
            """)
        _ = try fixture.notify("q", timeout: 60_000, app: "quick")
        _ = try fixture.notify("s", app: "stay")
        _ = try fixture.notify("b", app: "brief")
        #expect(fixture.board.shown.map(\.expiry) == [.after(seconds: 2.5), .never, .after(seconds: 3)])
        guard case .post(_, _, let expiry) = fixture.presenter.calls.first else {
            Issue.record("no post")
            return
        }
        #expect(expiry == .after(seconds: 2.5), "the presenter gets the rule's expiry")
    }

    @Test func historyNoAndTransientKeepItOutOfTheHistory() throws {
        let fixture = Self.board(
            """
            [rule spotify]
            app = Spotify
            history = no
            [rule fleeting]
            app = fleeting
            transient = yes
            [rule keep]
            app = keep
            history = yes
            """)
        let spotify = try fixture.notify("Track", app: "Spotify")
        let fleeting = try fixture.notify("f", app: "fleeting")
        let kept = try fixture.notify("k", hints: ["transient": .boolean(true)], app: "keep")
        let plain = try fixture.notify("p", app: "other")
        #expect(fixture.board.shown.map(\.keepsInHistory) == [false, false, true, true])
        #expect(fixture.board.shown[1].hints.transient)
        fixture.board.closeAll(reason: .dismissedByUser)
        #expect(fixture.board.history.map(\.id) == [kept, plain])
        #expect(fixture.signals.filter { if case .closed = $0 { true } else { false } }.count == 4)
        _ = (spotify, fleeting)
    }

    @Test func skipGivesAnIdAndClosesAtOnceShowingNothing() throws {
        let fixture = Self.board("[rule noisy]\napp = Noisy\nskip = yes", levels: RecordingLevels())
        let shown = try fixture.notify("kept", timeout: 0, app: "Noisy-not")
        let skipped = try fixture.notify("spam", app: "Noisy")
        let level = try fixture.notify(
            "Volume", hints: ["value": .int32(40), "x-dunst-stack-tag": .string("v")], app: "Noisy")
        #expect(skipped == shown + 1 && level == skipped + 1)
        #expect(fixture.presenter.postedIDs == [shown])
        #expect(fixture.levels?.calls == [])
        #expect(fixture.signals == [.closed(id: skipped, reason: .expired), .closed(id: level, reason: .expired)])
        #expect(fixture.board.history.isEmpty && fixture.board.shown.map(\.id) == [shown])

        // Replacing a shown one by id with a skipped one takes the shown one away, out of the history.
        _ = try fixture.notify("now spam", replaces: shown, app: "Noisy")
        #expect(fixture.presenter.calls.last == .close(id: shown, reason: .expired))
        #expect(fixture.signals.last == .closed(id: shown, reason: .expired))
        #expect(fixture.board.shown.isEmpty && fixture.board.history.isEmpty)
    }

    @Test func styleAndPositionRideOnTheBannerAndShowAsDecidesTheLevelHUD() throws {
        let fixture = Self.board(
            """
            [rule look]
            app = look
            style = dark
            position = bottom
            [rule bar]
            app = bar
            show-as = banner
            [rule osd]
            app = osd
            show-as = osd
            """, levels: RecordingLevels())
        let look = try fixture.notify("l", app: "look")
        #expect(fixture.presenter.banner(look).appearance == .dark)
        #expect(fixture.presenter.banner(look).position == .bottom)
        let tagged: [String: HintValue] = ["value": .int32(30), "x-dunst-stack-tag": .string("volume")]
        let bar = try fixture.notify("Volume", hints: tagged, app: "bar")
        #expect(fixture.presenter.postedIDs == [look, bar], "show-as = banner: a level stays a banner")
        let osd = try fixture.notify("Brightness", hints: ["value": .int32(70)], app: "osd")
        #expect(fixture.levels?.calls == [.show(id: osd, level: .brightness(70))], "show-as = osd: no tag needed")
        _ = try fixture.notify("No value", app: "osd")
        #expect(fixture.presenter.postedIDs.count == 3, "show-as = osd without a value is a banner")
    }
}
