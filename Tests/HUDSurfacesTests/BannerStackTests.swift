import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Notification banners: stack, motion, expiry and input apart from any window")
struct BannerStackTests {
    /// A stack on an 800 × 600 monitor with a manual clock, recording its events.
    final class Fixture {
        let clock = ManualClock()
        let stack: BannerStack
        var events: [BannerEvent] = []
        var emptied = 0

        init(options: BannerStackOptions = BannerStackOptions(), measurer: any TextMeasuring = FixedWidthMeasurer()) {
            // An 800 × 600 canvas at scale 1 is valid by construction.
            let layout = try! LayoutContext(canvas: Size(width: 800, height: 600), scale: 1, measurer: measurer)
            stack = BannerStack(options: options, animator: Animator(clock: clock), layoutContext: { layout })
            stack.onEvent = { [unowned self] in events.append($0) }
            stack.onEmpty = { [unowned self] in emptied += 1 }
        }

        func card(_ id: UInt32) -> SceneNode? {
            stack.currentScene?.node(named: BannerLayout.cardName(id))
        }

        func click(_ point: Point) {
            stack.handle(.pressed(point))
            stack.handle(.released(point))
        }
    }

    static func banner(
        _ summary: String = "Build done", body: String = "All 42 tests passed",
        actions: [BannerAction] = [], hasDefaultAction: Bool = false,
        urgency: NotificationUrgency = .normal
    ) -> BannerContent {
        BannerContent(
            appName: "make", summary: summary, body: [StyledTextRun(body)], actions: actions,
            hasDefaultAction: hasDefaultAction, urgency: urgency)
    }

    @Test func aPostSlidesInFromAboveToTheTopRightCorner() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.banner(), expiry: .never)
        // The first frame is one frame in: faint, and barely over the edge, yet showing.
        let start = try #require(fixture.card(1))
        #expect(start.frame.maxY > 0 && start.frame.maxY < start.frame.height / 4)
        #expect(start.alpha > 0 && start.alpha < 0.2)
        fixture.clock.advance(by: 1)
        let settled = try #require(fixture.card(1))
        #expect(settled.alpha == 1)
        #expect(settled.frame.minY == BannerStack.margin)
        #expect(settled.frame.maxX == 800 - BannerStack.margin)
        #expect(settled.frame.width == 360)
        #expect(settled.cornerRadii == .all(13))
    }

    /// A slide that moved a card by fractions of a pixel would show new pixels every frame (on X11,
    /// a new rendering and upload); whole pixels are the same pixels moved.
    @Test(arguments: [1.0, 2.0])
    func entranceAndGlideFramesLieOnWholeDevicePixels(scale: Double) throws {
        let clock = ManualClock()
        let layout = try LayoutContext(
            canvas: Size(width: 800, height: 600), scale: scale, measurer: FixedWidthMeasurer())
        let stack = BannerStack(
            options: BannerStackOptions(), animator: Animator(clock: clock), layoutContext: { layout })
        stack.post(id: 1, banner: Self.banner("First"), expiry: .never)
        clock.advance(by: 1)
        stack.post(id: 2, banner: Self.banner("Second"), expiry: .never)
        let headedFor = stack.settledFrames
        var offsets: Set<Double> = []
        var previous: [String: SceneNode] = [:]
        for frame in 0..<200 {
            for card in try #require(stack.currentScene).nodes {
                let pixels = card.frame.minY * scale
                #expect(pixels == pixels.rounded(), "\(card.name ?? "?") at y \(card.frame.minY)")
                offsets.insert(card.frame.minY)
                // Where the X11 layer shows a card moved, not rendered again: every node of it shifted
                // by exactly the same amount (no rounding left in a child's frame).
                if var moved = previous[card.name ?? ""] {
                    moved.alpha = card.alpha
                    moved.offset(dy: card.frame.minY - moved.frame.minY)
                    #expect(moved == card, "\(card.name ?? "?"), frame \(frame)")
                }
                previous[card.name ?? ""] = card
            }
            // Frames at uneven moments, as a loaded machine delivers them.
            clock.advance(by: 1 / 60 + Double(frame % 7) / 997)
        }
        #expect(offsets.count > 10, "the cards moved")
        // Where the cards come to rest is known from the start (the X11 host blurs there at once).
        clock.advance(by: 1)
        #expect(try #require(stack.currentScene).nodes.reversed().map(\.frame) == headedFor)
    }

    @Test func aSettledStackAsksForNoFramesAndWakesOnlyWhenItsAgeChanges() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.banner(urgency: .critical), expiry: .never)
        fixture.clock.advance(by: 1)
        #expect(!fixture.stack.animator.isAnimating)
        // Nothing pending but the moment "now" turns "1m ago": no frame, no polling timer.
        #expect(fixture.clock.nextDeadline == 60)
        let frames = fixture.clock.framesDelivered
        fixture.clock.advance(to: 60)
        #expect(Self.texts(of: try #require(fixture.card(1))).contains("1m ago"))
        #expect(fixture.clock.framesDelivered == frames, "a new label is one repaint, not an animation")
        #expect(fixture.clock.nextDeadline == 120)
    }

    /// Every text a node and its children show.
    static func texts(of node: SceneNode) -> [String] {
        var texts = node.children.flatMap(texts(of:))
        if case .text(let block) = node.content { texts.append(block.text) }
        return texts
    }

    @Test func newerBannersGoOnTopAndOlderOnesGlideDown() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.banner("First"), expiry: .never)
        fixture.clock.advance(by: 1)
        fixture.stack.post(id: 2, banner: Self.banner("Second"), expiry: .never)
        fixture.clock.advance(by: 0.02)
        let moving = try #require(fixture.card(1))
        #expect(moving.frame.minY > BannerStack.margin)
        fixture.clock.advance(by: 1)
        let newer = try #require(fixture.card(2))
        let older = try #require(fixture.card(1))
        #expect(newer.frame.minY == BannerStack.margin)
        #expect(older.frame.minY == newer.frame.maxY + BannerStack.spacing)
        #expect(fixture.stack.shownIDs == [2, 1])
    }

    @Test func aPostUnderAKnownIDUpdatesInPlace() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 7, banner: Self.banner("Old"), expiry: .never)
        fixture.clock.advance(by: 1)
        let before = try #require(fixture.card(7))
        fixture.stack.post(id: 7, banner: Self.banner("New"), expiry: .never)
        let after = try #require(fixture.card(7))
        #expect(after.frame.origin == before.frame.origin)
        #expect(after.alpha == 1)
        #expect(fixture.stack.openIDs == [7])
        #expect(after != before)
    }

    @Test func atMostThreeShowAndTheRestAreCounted() throws {
        let fixture = Fixture()
        for id in UInt32(1)...5 { fixture.stack.post(id: id, banner: Self.banner("N\(id)"), expiry: .never) }
        fixture.clock.advance(by: 1)
        #expect(fixture.stack.shownIDs == [5, 4, 3])
        let badge = try #require(fixture.stack.currentScene?.node(named: BannerStack.moreName))
        guard case .text(let block) = badge.content else {
            Issue.record("no badge text")
            return
        }
        #expect(block.text == "+2")
        fixture.stack.close(id: 5, reason: .closedByCall)
        fixture.clock.advance(by: 1)
        #expect(fixture.stack.shownIDs == [4, 3, 2])
    }

    /// Counts what layout measures: the work a post costs.
    final class CountingMeasurer: TextMeasuring {
        var count = 0
        func measure(_ block: TextBlock) -> Size {
            count += 1
            return FixedWidthMeasurer().measure(block)
        }
        func caret(at offset: Int, in block: TextBlock) -> Rect {
            FixedWidthMeasurer().caret(at: offset, in: block)
        }
    }

    @Test func aBurstOfAThousandKeepsThreeOnScreenAndEndsEmpty() {
        let measurer = CountingMeasurer()
        let fixture = Fixture(measurer: measurer)
        for id in UInt32(1)...1000 {
            fixture.stack.post(id: id, banner: Self.banner("N\(id)"), expiry: .after(seconds: 1))
        }
        // Only the three shown banners are laid out on each post, whatever waits beneath them.
        #expect(measurer.count < 1000 * 3 * 8)
        fixture.clock.advance(by: 0.5)
        #expect(fixture.stack.shownIDs == [1000, 999, 998])
        fixture.stack.closeAll(reason: .closedByCall)
        fixture.clock.advance(by: 1)
        #expect(fixture.stack.isEmpty)
        #expect(fixture.events.count == 1000)
        #expect(Set(fixture.events).count == 1000)
        #expect(!fixture.stack.animator.isAnimating)
    }

    @Test func expiryClosesWithReasonExpiredAndRemovesTheStack() {
        let fixture = Fixture()
        fixture.stack.post(id: 3, banner: Self.banner(), expiry: .after(seconds: 2))
        fixture.clock.advance(by: 1.9)
        #expect(fixture.events.isEmpty)
        fixture.clock.advance(by: 0.2)
        #expect(fixture.events == [.closed(id: 3, reason: .expired)])
        fixture.clock.advance(by: 1)
        #expect(fixture.stack.isEmpty)
        #expect(fixture.emptied == 1)
        #expect(fixture.stack.currentScene == nil)
    }

    @Test func anUpdateRestartsTheExpiry() {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.banner("Old"), expiry: .after(seconds: 2))
        fixture.clock.advance(by: 1.5)
        fixture.stack.post(id: 1, banner: Self.banner("New"), expiry: .after(seconds: 2))
        fixture.clock.advance(by: 1.9)
        #expect(fixture.events.isEmpty)
        fixture.clock.advance(by: 0.2)
        #expect(fixture.events == [.closed(id: 1, reason: .expired)])
    }

    @Test func hoverPausesExpiry() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.banner(), expiry: .after(seconds: 2))
        fixture.clock.advance(by: 1)
        let center = try #require(fixture.card(1)).frame.center
        fixture.stack.handle(.moved(center))
        fixture.clock.advance(by: 5)
        #expect(fixture.events.isEmpty)
        fixture.stack.handle(.left)
        fixture.clock.advance(by: 0.9)
        #expect(fixture.events.isEmpty)
        fixture.clock.advance(by: 0.2)
        #expect(fixture.events == [.closed(id: 1, reason: .expired)])
    }

    @Test func criticalBannersNeverExpire() {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.banner(urgency: .critical), expiry: .after(seconds: 1))
        fixture.clock.advance(by: 30)
        #expect(fixture.events.isEmpty)
        #expect(fixture.stack.shownIDs == [1])
    }

    @Test func aClickInvokesTheDefaultActionThenDismisses() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 4, banner: Self.banner(hasDefaultAction: true), expiry: .never)
        fixture.clock.advance(by: 1)
        fixture.click(try #require(fixture.card(4)).frame.center)
        #expect(fixture.events == [.actionInvoked(id: 4, key: "default"), .closed(id: 4, reason: .dismissedByUser)])
    }

    @Test func aClickWithoutDefaultActionDismisses() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 4, banner: Self.banner(), expiry: .never)
        fixture.clock.advance(by: 1)
        fixture.click(try #require(fixture.card(4)).frame.center)
        #expect(fixture.events == [.closed(id: 4, reason: .dismissedByUser)])
    }

    @Test func anActionButtonReportsItsKey() throws {
        let fixture = Fixture()
        let actions = [BannerAction(key: "later", label: "Later"), BannerAction(key: "open", label: "Open")]
        fixture.stack.post(id: 9, banner: Self.banner(actions: actions, hasDefaultAction: true), expiry: .never)
        fixture.clock.advance(by: 1)
        let row = try #require(fixture.stack.currentScene?.node(named: BannerLayout.actionName(9, 1)))
        fixture.click(row.frame.center)
        #expect(fixture.events == [.actionInvoked(id: 9, key: "open"), .closed(id: 9, reason: .dismissedByUser)])
    }

    @Test func aRightClickOrTheCloseControlDismisses() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.banner(hasDefaultAction: true), expiry: .never)
        fixture.stack.post(id: 2, banner: Self.banner(hasDefaultAction: true), expiry: .never)
        fixture.clock.advance(by: 1)
        fixture.stack.handle(.secondaryPressed(try #require(fixture.card(1)).frame.center))
        #expect(fixture.events == [.closed(id: 1, reason: .dismissedByUser)])
        let card = try #require(fixture.card(2))
        fixture.stack.handle(.moved(card.frame.center))
        let close = try #require(fixture.stack.currentScene?.node(named: BannerLayout.closeName(2)))
        fixture.click(close.frame.center)
        #expect(fixture.events.last == .closed(id: 2, reason: .dismissedByUser))
        #expect(!fixture.events.contains(.actionInvoked(id: 2, key: "default")))
    }

    @Test func aPressReleasedElsewhereDoesNothing() throws {
        let fixture = Fixture()
        fixture.stack.post(id: 1, banner: Self.banner(), expiry: .never)
        fixture.clock.advance(by: 1)
        fixture.stack.handle(.pressed(try #require(fixture.card(1)).frame.center))
        fixture.stack.handle(.released(Point(x: 5, y: 500)))
        #expect(fixture.events.isEmpty)
    }

    @Test func closingAnUnknownIDIsIgnoredAndEveryIDClosesOnce() {
        let fixture = Fixture()
        fixture.stack.close(id: 42, reason: .closedByCall)
        fixture.stack.post(id: 1, banner: Self.banner(), expiry: .never)
        fixture.stack.close(id: 1, reason: .closedByCall)
        fixture.stack.close(id: 1, reason: .closedByCall)
        #expect(fixture.events == [.closed(id: 1, reason: .closedByCall)])
    }

    @Test func bottomStacksRiseFromTheBottomEdge() throws {
        let fixture = Fixture(options: BannerStackOptions(position: .bottomLeft, width: 300))
        fixture.stack.post(id: 1, banner: Self.banner(), expiry: .never)
        let start = try #require(fixture.card(1))
        #expect(start.frame.minY < 600 && start.frame.minY > 600 - start.frame.height / 4)
        fixture.clock.advance(by: 1)
        let card = try #require(fixture.card(1))
        #expect(card.frame.maxY == 600 - BannerStack.margin)
        #expect(card.frame.minX == BannerStack.margin)
        #expect(card.frame.width == 300)
    }

    @Test func optionsAreClamped() {
        let options = BannerStackOptions(width: .nan, maximumVisible: -3)
        #expect(options.width == 360)
        #expect(options.maximumVisible == 1)
        #expect(BannerStackOptions(width: 5000).width == 600)
    }

    @Test func bodyMarkupEscapesEveryCharacterOfTheText() {
        let runs = [
            StyledTextRun("a <b> & 'c'"), StyledTextRun("bold", bold: true),
            StyledTextRun("link", underline: true, link: "https://x"),
        ]
        let markup = PangoMarkupEncoder.pango(runs, linkColor: Color(hex: 0x007AFF))
        #expect(
            markup == "a &lt;b&gt; &amp; &apos;c&apos;<b>bold</b><u><span foreground=\"#007AFF\" "
                + "underline=\"single\">link</span></u>")
    }

    @Test func hugeInputIsCutBeforeItIsLaidOut() throws {
        let fixture = Fixture()
        let body = [StyledTextRun(String(repeating: "x", count: 1_000_000)), StyledTextRun("tail", bold: true)]
        let actions = (0..<1000).map { BannerAction(key: "k\($0)", label: "Action \($0)") }
        let banner = BannerContent(
            appName: String(repeating: "a", count: 100_000), summary: "<b>&", body: body,
            actions: actions)
        fixture.stack.post(id: 1, banner: banner, expiry: .never)
        fixture.clock.advance(by: 1)
        let card = try #require(fixture.card(1))
        let texts = card.children.compactMap { child -> String? in
            if case .text(let block) = child.content { return block.text }
            return nil
        }
        #expect(texts.allSatisfy { $0.count <= BannerLayout.maximumCharacters + 20 })
        #expect(texts.contains("<b>&"))
        #expect(card.children.filter { $0.name?.contains(".action.") == true }.count == BannerLayout.maximumActions)
        #expect(card.frame.maxY < 600)
    }

    @Test func theEntranceBouncesSlightlyAndSettlesInAboutHalfASecond() throws {
        guard case .spring(let spring) = BannerStack.entranceSpring else { throw SpringMissing() }
        #expect(abs(spring.dampingRatio - 0.78) < 0.01)
        #expect(abs(spring.settlingDuration - 0.55) < 0.02)
        let peak = stride(from: 0.0, to: spring.settlingDuration, by: 0.005).map(spring.progress(atTime:)).max() ?? 0
        #expect(peak > 1.01 && peak < 1.04)
    }

    struct SpringMissing: Error {}

    @Test func relativeTimeReadsLikeIOS() {
        #expect(RelativeTime.label(forAge: 0, in: .english) == "now")
        #expect(RelativeTime.label(forAge: -5, in: .english) == "now")
        #expect(RelativeTime.label(forAge: .nan, in: .english) == "now")
        #expect(RelativeTime.label(forAge: 150, in: .english) == "2m ago")
        #expect(RelativeTime.label(forAge: 7200, in: .english) == "2h ago")
        #expect(RelativeTime.label(forAge: 200_000, in: .english) == "2d ago")
        #expect(RelativeTime.secondsUntilChange(afterAge: 150) == 30)
    }
}
