import Testing

@testable import HUDCore
@testable import HUDStage
@testable import HUDSurfaces

@Suite("Notification Center: the keyboard focus through its controls")
struct CenterKeyboardFocusTests {
    typealias Fixture = NotificationCenterPanelTests.Fixture

    /// The sample (Mail 6, 4, 1; Chat 5, 2; make 3) with make's notification still open, with two
    /// actions.
    static var entries: [CenterEntry] {
        var entries = NotificationCenterModelTests.sample
        let make = entries.firstIndex { $0.id == 3 }!
        entries[make].isOpen = true
        entries[make].banner.actions = [
            BannerAction(key: "log", label: "Open Log"), BannerAction(key: "rerun", label: "Run Again"),
        ]
        return entries
    }

    static func fixture(appearance: Appearance = .light) -> Fixture {
        let fixture = Fixture(options: BannerStackOptions(appearance: appearance))
        fixture.panel.setEntries(entries)
        fixture.openAndSettle()
        return fixture
    }

    static func press(_ key: KeyInput, on fixture: Fixture, times: Int = 1) {
        for _ in 0..<times { fixture.panel.handle(.key(key)) }
    }

    static func ring(_ fixture: Fixture) -> SceneNode? {
        fixture.node(FocusRing.name)
    }

    @Test func tabGoesThroughTheControlsInReadingOrderAndRoundAgain() throws {
        let fixture = Self.fixture()
        var foci: [NotificationCenterLayout.Target?] = []
        var rings: [Rect] = []
        for _ in 0..<7 {
            Self.press(.tab, on: fixture)
            foci.append(fixture.panel.model.focus)
            rings.append(try #require(Self.ring(fixture)).frame)
        }
        #expect(
            foci == [
                .doNotDisturb, .clearAll, .stack("Mail"), .stack("Chat"), .action(3, 0), .action(3, 1), .doNotDisturb,
            ])
        // As read: the switch left of Clear All on one row, then each next one further down.
        #expect(rings[0].maxX < rings[1].minX && abs(rings[0].midY - rings[1].midY) < 1)
        for (above, below) in zip(rings[1..<5], rings[2..<6]) { #expect(above.maxY < below.minY) }
        // Shift-Tab goes back, and first to the last.
        let backwards = Self.fixture()
        Self.press(.backTab, on: backwards)
        #expect(backwards.panel.model.focus == .action(3, 1))
        Self.press(.backTab, on: backwards, times: 6)
        #expect(backwards.panel.model.focus == .action(3, 1))
    }

    @Test func anExpandedStacksShowLessAndCrossComeBeforeItsCardsActions() {
        let fixture = Self.fixture()
        fixture.panel.expand(app: "Mail")
        #expect(
            fixture.panel.model.focusChain.stops == [
                .doNotDisturb, .clearAll, .showLess("Mail"), .clearGroup("Mail"), .stack("Chat"), .action(3, 0),
                .action(3, 1),
            ])
    }

    @Test func spaceAndReturnActOnTheFocusedControlAsAClickDoes() {
        let fixture = Self.fixture()
        // A stack expands, and the focus stays on its Show Less; that folds it back.
        Self.press(.tab, on: fixture, times: 3)
        Self.press(.text(" "), on: fixture)
        #expect(fixture.panel.model.isExpanded("Mail"))
        #expect(fixture.panel.model.focus == .showLess("Mail"))
        Self.press(.returnKey, on: fixture)
        #expect(!fixture.panel.model.isExpanded("Mail"))
        #expect(fixture.panel.model.focus == .stack("Mail"))
        // An action row answers with its key, not the card's default action.
        Self.press(.tab, on: fixture, times: 3)
        Self.press(.returnKey, on: fixture)
        #expect(fixture.events == [.actionInvoked(id: 3, key: "rerun")])
        // The switch, then Clear All; the focus goes back to the switch once Clear All has gone.
        Self.press(.tab, on: fixture)
        Self.press(.text(" "), on: fixture)
        Self.press(.tab, on: fixture)
        Self.press(.returnKey, on: fixture)
        #expect(fixture.events.dropFirst() == [.doNotDisturb(true), .removed([6, 5, 4, 3, 2, 1])])
        #expect(fixture.panel.model.focus == .doNotDisturb)
    }

    @Test func aStacksCrossHandsTheFocusToTheControlAfterIt() {
        let fixture = Self.fixture()
        fixture.panel.expand(app: "Mail")
        Self.press(.tab, on: fixture, times: 4)
        #expect(fixture.panel.model.focus == .clearGroup("Mail"))
        Self.press(.text(" "), on: fixture)
        #expect(fixture.events == [.removed([6, 4, 1])])
        #expect(fixture.panel.model.focus == .stack("Chat"))
        // An action row that leaves (its notification closed) hands it on too, here to the one before.
        Self.press(.tab, on: fixture, times: 2)
        #expect(fixture.panel.model.focus == .action(3, 1))
        var closed = Self.entries.filter { $0.banner.appName != "Mail" }
        closed[closed.firstIndex { $0.id == 3 }!].isOpen = false
        fixture.panel.setEntries(closed)
        #expect(fixture.panel.model.focus == .stack("Chat"))
    }

    @Test func noRingUntilTheKeyboardIsUsedAndArrowsGiveTheKeysBackToTheList() throws {
        let fixture = Self.fixture()
        #expect(Self.ring(fixture) == nil)
        fixture.click(try #require(fixture.node("center.dnd")).frame.center)
        #expect(Self.ring(fixture) == nil)
        Self.press(.tab, on: fixture)
        #expect(Self.ring(fixture) != nil)
        // ↓ selects the first card as before, drops the ring, and Return acts on the selection.
        Self.press(.down, on: fixture)
        #expect(Self.ring(fixture) == nil)
        #expect(fixture.panel.model.selection == 6)
        Self.press(.down, on: fixture, times: 2)
        #expect(fixture.panel.model.selection == 3)
        Self.press(.returnKey, on: fixture)
        #expect(fixture.events == [.doNotDisturb(true), .actionInvoked(id: 3, key: "default")])
        // Opened again, it shows no ring until Tab.
        Self.press(.tab, on: fixture)
        fixture.panel.close()
        fixture.clock.advance(by: 1)
        fixture.openAndSettle()
        #expect(Self.ring(fixture) == nil)
    }

    /// The switch and the small buttons have room about them: the ring goes around them; an action
    /// row sits flush in its card: the ring goes inside. Both in the accent colour.
    @Test(arguments: [Appearance.light, .dark]) func theRingIsTheTintAroundAControlOrInsideARow(
        appearance: Appearance
    ) throws {
        let fixture = Self.fixture(appearance: appearance)
        let tint = Stroke(color: BannerTheme.of(appearance).tint, width: 3)
        Self.press(.tab, on: fixture, times: 2)
        let clear = try #require(fixture.node("center.clearAll"))
        let around = try #require(Self.ring(fixture))
        #expect(around.frame == clear.frame.insetBy(dx: -4.5, dy: -4.5))
        #expect(around.cornerRadii == clear.cornerRadii.inset(by: -4.5))
        #expect(around.stroke == tint)
        Self.press(.tab, on: fixture, times: 3)
        let row = try #require(fixture.node(BannerLayout.actionName(3, 0)))
        let inside = try #require(Self.ring(fixture))
        #expect(inside.frame == row.frame.insetBy(dx: 4.5, dy: 4.5))
        #expect(inside.cornerRadii == .all(8))
        #expect(inside.stroke == tint)
    }

    @Test func tabScrollsTheListToTheFocusedControl() throws {
        let fixture = Fixture()
        fixture.panel.setEntries(
            (1...30).map { index in
                var entry = NotificationCenterModelTests.entry(
                    UInt32(index), "app \(index)", at: Double(index), open: true)
                entry.banner.actions = [BannerAction(key: "go", label: "Go")]
                return entry
            })
        fixture.openAndSettle()
        Self.press(.backTab, on: fixture)
        #expect(fixture.panel.model.focus == .action(1, 0))
        #expect(fixture.panel.model.scrollOffset > 0)
        let ring = try #require(Self.ring(fixture))
        #expect(ring.frame.maxY <= 600)
        // Round to the header's switch: the header does not scroll, so neither does the list.
        let offset = fixture.panel.model.scrollOffset
        Self.press(.tab, on: fixture)
        #expect(fixture.panel.model.focus == .doNotDisturb)
        #expect(fixture.panel.model.scrollOffset == offset)
    }
}
