import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Notification Center model: stacks by app, selection, scrolling, clearing")
struct NotificationCenterModelTests {
    static func entry(_ id: UInt32, _ app: String, at time: Double, open: Bool = false) -> CenterEntry {
        CenterEntry(
            id: id, banner: BannerContent(appName: app, summary: "\(app) \(id)", hasDefaultAction: true),
            postedAt: time, isOpen: open)
    }

    /// Mail 1, 4, 6; Chat 2, 5; make 3: Mail is newest (6), then Chat (5), then make (3).
    static let sample = [
        entry(1, "Mail", at: 10), entry(2, "Chat", at: 20), entry(3, "make", at: 30),
        entry(4, "Mail", at: 40), entry(5, "Chat", at: 50), entry(6, "Mail", at: 60),
    ]

    /// Each selectable card 100 points tall with 10 between, in a 250-point viewport.
    static func metrics(_ model: NotificationCenterModel) -> CenterMetrics {
        var spans: [UInt32: ClosedRange<Double>] = [:]
        for (index, id) in model.selectableIDs.enumerated() {
            spans[id] = Double(index) * 110...(Double(index) * 110 + 100)
        }
        return CenterMetrics(
            viewportHeight: 250, contentHeight: Double(model.selectableIDs.count) * 110, spans: spans)
    }

    @Test func entriesAreGroupedByAppNewestFirst() {
        let model = NotificationCenterModel(entries: Self.sample)
        #expect(model.entries.map(\.id) == [6, 5, 4, 3, 2, 1])
        #expect(model.groups.map(\.app) == ["Mail", "Chat", "make"])
        #expect(model.groups.map { $0.entries.map(\.id) } == [[6, 4, 1], [5, 2], [3]])
        #expect(model.groups.map(\.newest.id) == [6, 5, 3])
    }

    @Test func aNewNotificationGoesOnTopOfItsStackAndItsStackToTheTop() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.insert(Self.entry(7, "make", at: 70))
        #expect(model.groups.map(\.app) == ["make", "Mail", "Chat"])
        #expect(model.groups[0].entries.map(\.id) == [7, 3])
        // The same id again replaces, it does not add.
        model.insert(Self.entry(7, "make", at: 71))
        #expect(model.entries.count == 7)
    }

    @Test func collapsedStacksOfferTheirTopCardExpandedOnesEveryCard() {
        var model = NotificationCenterModel(entries: Self.sample)
        #expect(model.selectableIDs == [6, 5, 3])
        model.toggle(app: "Chat")
        #expect(model.isExpanded("Chat"))
        #expect(model.selectableIDs == [6, 5, 2, 3])
        model.toggle(app: "Chat")
        #expect(!model.isExpanded("Chat"))
        // A stack of one has nothing to expand.
        model.toggle(app: "make")
        #expect(!model.isExpanded("make"))
    }

    @Test func showLessMovesASelectionInsideTheStackToItsTopCard() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.toggle(app: "Mail")
        model.select(1)
        #expect(model.selection == 1)
        model.collapse(app: "Mail")
        #expect(model.selection == 6)
    }

    @Test func aCardHiddenInACollapsedStackCannotBeSelected() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.select(4)
        #expect(model.selection == nil)
    }

    @Test func upAndDownStepThroughTheCardsAndStopAtTheEnds() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.navigate(.down, in: Self.metrics(model))
        #expect(model.selection == 6)
        model.navigate(.down, in: Self.metrics(model))
        model.navigate(.down, in: Self.metrics(model))
        #expect(model.selection == 3)
        model.navigate(.down, in: Self.metrics(model))
        #expect(model.selection == 3)
        model.navigate(.up, in: Self.metrics(model))
        model.navigate(.up, in: Self.metrics(model))
        model.navigate(.up, in: Self.metrics(model))
        #expect(model.selection == 6)
    }

    @Test func theSelectionIsScrolledIntoView() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.toggle(app: "Mail")
        model.toggle(app: "Chat")
        let metrics = Self.metrics(model)
        #expect(model.selectableIDs == [6, 4, 1, 5, 2, 3])
        for _ in 0..<3 { model.navigate(.down, in: metrics) }
        // Card 1 is the third (220…320): its bottom at the viewport's bottom.
        #expect(model.selection == 1)
        #expect(model.scrollOffset == 320 - 250)
        model.navigate(.up, in: metrics)
        model.navigate(.up, in: metrics)
        #expect(model.scrollOffset == 0)
    }

    @Test func homeAndEndGoToTheFirstAndLastCard() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.toggle(app: "Mail")
        let metrics = Self.metrics(model)
        model.navigate(.end, in: metrics)
        #expect(model.selection == 3)
        #expect(model.scrollOffset == metrics.maximumOffset)
        model.navigate(.home, in: metrics)
        #expect(model.selection == 6)
        #expect(model.scrollOffset == 0)
    }

    @Test func pageDownScrollsAPageAndSelectsTheFirstCardWhollyInView() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.toggle(app: "Mail")
        model.toggle(app: "Chat")
        let metrics = Self.metrics(model)
        model.navigate(.pageDown, in: metrics)
        #expect(model.scrollOffset == 210)
        // 220…320 is the first card wholly inside 210…460.
        #expect(model.selection == 1)
        model.navigate(.pageDown, in: metrics)
        #expect(model.scrollOffset == metrics.maximumOffset)
        model.navigate(.pageUp, in: metrics)
        model.navigate(.pageUp, in: metrics)
        #expect(model.scrollOffset == 0)
        #expect(model.selection == 6)
    }

    @Test func theWheelScrollsWithinTheList() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.toggle(app: "Mail")
        let metrics = Self.metrics(model)
        model.scroll(by: 40, in: metrics)
        #expect(model.scrollOffset == 40)
        model.scroll(by: 10_000, in: metrics)
        #expect(model.scrollOffset == metrics.maximumOffset)
        model.scroll(by: -10_000, in: metrics)
        #expect(model.scrollOffset == 0)
        model.scroll(by: .nan, in: metrics)
        #expect(model.scrollOffset == 0)
        // A list shorter than its viewport does not scroll at all.
        let short = CenterMetrics(viewportHeight: 500, contentHeight: 300, spans: [:])
        model.scroll(by: 50, in: short)
        #expect(model.scrollOffset == 0)
    }

    @Test func removingTheSelectedCardSelectsTheNextOne() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.select(5)
        #expect(model.remove(5)?.id == 5)
        // Chat's next card (2) is now the top of its stack, in the same place.
        #expect(model.selection == 2)
        #expect(model.remove(99) == nil)
        model.select(3)
        model.remove(3)
        #expect(model.selection == 2)
    }

    @Test func clearingAGroupRemovesOnlyThatApp() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.toggle(app: "Mail")
        model.select(4)
        #expect(model.clear(app: "Mail") == [6, 4, 1])
        #expect(model.groups.map(\.app) == ["Chat", "make"])
        #expect(!model.isExpanded("Mail"))
        #expect(model.selection == 5)
        #expect(model.clear(app: "Mail") == [])
    }

    @Test func clearAllLeavesTheEmptyState() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.select(6)
        #expect(model.clearAll() == [6, 5, 4, 3, 2, 1])
        #expect(model.isEmpty)
        #expect(model.selection == nil)
        #expect(model.selectableIDs.isEmpty)
        model.navigate(.down, in: Self.metrics(model))
        #expect(model.selection == nil)
    }

    @Test func aStackShrunkToOneCardIsNoLongerExpanded() {
        var model = NotificationCenterModel(entries: Self.sample)
        model.toggle(app: "Chat")
        model.remove(2)
        #expect(!model.isExpanded("Chat"))
    }

    @Test func closedNotificationsShowNoActions() {
        let banner = BannerContent(
            appName: "make", summary: "Build", actions: [BannerAction(key: "log", label: "Log")],
            hasDefaultAction: true)
        let open = CenterEntry(id: 1, banner: banner, postedAt: 0, isOpen: true)
        let closed = CenterEntry(id: 1, banner: banner, postedAt: 0, isOpen: false)
        #expect(open.shownBanner == banner)
        #expect(closed.shownBanner.actions.isEmpty)
        #expect(!closed.shownBanner.hasDefaultAction)
    }

    static let ages: [(Double, String)] = [
        (0, "now"), (59, "now"), (60, "1m ago"), (310, "5m ago"), (7200, "2h ago"), (259_200, "3d ago"),
    ]

    @Test(arguments: ages)
    func agesReadAsIOSWritesThem(age: Double, label: String) {
        #expect(RelativeTime.label(forAge: age, in: .english) == label)
    }
}
