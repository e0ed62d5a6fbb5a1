import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Notification Center layout: the column, the header, stacks and their cards")
struct NotificationCenterLayoutTests {
    typealias Layout = NotificationCenterLayout

    static func layout(
        _ model: NotificationCenterModel, options: BannerStackOptions = BannerStackOptions(), height: Double = 600,
        now: Double = 100
    ) -> Layout {
        Layout(
            model: model, now: now, date: "Wednesday 2 December", doNotDisturb: false, options: options,
            context: context(width: 800, height: height))
    }

    static let sample = NotificationCenterModelTests.sample

    @Test func thePanelIsAFullHeightColumnAtTheBannersEdge() {
        let right = Self.layout(NotificationCenterModel(entries: Self.sample))
        #expect(right.panel.frame == Rect(x: 800 - 384, y: 0, width: 384, height: 600))
        #expect(right.panel.name == Layout.panelName)
        let left = Self.layout(
            NotificationCenterModel(entries: Self.sample),
            options: BannerStackOptions(position: .bottomLeft, width: 300))
        #expect(left.panel.frame == Rect(x: 0, y: 0, width: 324, height: 600))
        // A centred stack's panel goes to the right, as macOS's does.
        let centred = Self.layout(NotificationCenterModel(), options: BannerStackOptions(position: .top))
        #expect(centred.panel.frame.maxX == 800)
    }

    @Test func theHeaderHasTheDateTheSwitchAndClearAll() throws {
        let layout = Self.layout(NotificationCenterModel(entries: Self.sample))
        let date = try #require(layout.panel.node(named: "center.date"))
        guard case .text(let block) = date.content else { throw Failure("the date is not text") }
        #expect(block.text == "Wednesday 2 December")
        #expect(layout.panel.node(named: "center.dnd") != nil)
        let clear = try #require(layout.panel.node(named: "center.clearAll"))
        #expect(clear.frame.maxX == 800 - Layout.margin)
        #expect(layout.target(at: clear.frame.center) == .clearAll)
        let toggle = try #require(layout.panel.node(named: "center.dnd"))
        #expect(layout.target(at: toggle.frame.center) == .doNotDisturb)
        // The list starts under the header.
        let list = try #require(layout.panel.node(named: Layout.contentName))
        #expect(list.frame.minY >= clear.frame.maxY)
        #expect(list.frame.maxY == 600)
    }

    @Test func theSwitchShowsDoNotDisturb() throws {
        func knob(_ isOn: Bool) throws -> Rect {
            let layout = Layout(
                model: NotificationCenterModel(), now: 0, date: "", doNotDisturb: isOn, options: BannerStackOptions(),
                context: context())
            return try #require(layout.panel.node(named: "center.dnd.knob")).frame
        }
        #expect(try knob(true).minX > knob(false).minX)
    }

    @Test func anEmptyCenterSaysSoAndOffersNoClearAll() throws {
        let layout = Self.layout(NotificationCenterModel())
        let empty = try #require(layout.panel.node(named: "center.empty"))
        guard case .text(let block) = empty.content else { throw Failure("not text") }
        #expect(block.text == "No Notifications")
        #expect(layout.panel.node(named: "center.clearAll") == nil)
        #expect(layout.metrics.contentHeight == 0)
    }

    @Test func collapsedStacksShowTheirNewestCardWithPeeksAndACount() throws {
        let layout = Self.layout(NotificationCenterModel(entries: Self.sample))
        // Mail's newest in full, two of its older cards peeking, "2 more".
        let mail = try #require(layout.panel.node(named: BannerLayout.cardName(6)))
        #expect(mail.frame.width == 360)
        #expect(mail.frame.minX == 800 - 384 + 12)
        #expect(layout.panel.node(named: BannerLayout.cardName(4)) == nil)
        let first = try #require(layout.panel.node(named: "center.peek.6.1"))
        let second = try #require(layout.panel.node(named: "center.peek.6.2"))
        #expect(first.frame.minY == mail.frame.maxY)
        #expect(second.frame.minY == first.frame.maxY)
        #expect(first.frame.width == 360 - 2 * Layout.peekInset)
        #expect(second.frame.width < first.frame.width)
        #expect(layout.panel.node(named: "center.peek.6.3") == nil)
        let more = try #require(layout.panel.node(named: "center.more.6"))
        guard case .text(let block) = more.content else { throw Failure("not text") }
        #expect(block.text == "2 more")
        // Chat's stack of two: one peek; make's single card: none, and no count.
        #expect(layout.panel.node(named: "center.peek.5.1") != nil)
        #expect(layout.panel.node(named: "center.peek.5.2") == nil)
        #expect(layout.panel.node(named: "center.more.3") == nil)
        // A press on a stack expands it; on a single card, acts on the card.
        #expect(layout.target(at: mail.frame.center) == .stack("Mail"))
        let make = try #require(layout.panel.node(named: BannerLayout.cardName(3)))
        #expect(layout.target(at: make.frame.center) == .card(3))
        // Newest stack first, down the column.
        let chat = try #require(layout.panel.node(named: BannerLayout.cardName(5)))
        #expect(mail.frame.maxY < chat.frame.minY && chat.frame.maxY < make.frame.minY)
    }

    @Test func anExpandedStackListsEveryCardUnderItsRow() throws {
        var model = NotificationCenterModel(entries: Self.sample)
        model.toggle(app: "Mail")
        let layout = Self.layout(model, height: 1200)
        let cards = try [6, 4, 1].map { try #require(layout.panel.node(named: BannerLayout.cardName($0))) }
        #expect(cards[0].frame.maxY + Layout.cardSpacing == cards[1].frame.minY)
        #expect(cards.allSatisfy { $0.frame.width == 360 })
        #expect(layout.panel.node(named: "center.peek.6.1") == nil)
        let less = try #require(layout.panel.node(named: "center.group.0.less"))
        let clear = try #require(layout.panel.node(named: "center.group.0.clear"))
        #expect(less.frame.maxY < cards[0].frame.minY)
        #expect(layout.target(at: less.frame.center) == .showLess("Mail"))
        #expect(layout.target(at: clear.frame.center) == .clearGroup("Mail"))
        #expect(layout.target(at: cards[1].frame.center) == .card(4))
        #expect(Set(layout.metrics.spans.keys) == [6, 4, 1, 5, 3])
    }

    @Test func cardsAreDrawnAsBannersWithTheirAge() throws {
        let layout = Self.layout(NotificationCenterModel(entries: Self.sample), now: 60 + 5 * 60)
        let mail = try #require(layout.panel.node(named: BannerLayout.cardName(6)))
        let texts = mail.children.compactMap { node -> String? in
            if case .text(let block) = node.content { return block.text }
            return nil
        }
        #expect(texts.contains("5m ago"))
        #expect(texts.contains("Mail 6"))
        // On the panel's material: the panel blurs, its cards do not blur again.
        #expect(!mail.blursBeneath)
        #expect(layout.panel.blursBeneath)
    }

    @Test func openNotificationsKeepTheirActionsClosedOnesShowNone() throws {
        let banner = BannerContent(
            appName: "make", summary: "Build done", actions: [BannerAction(key: "log", label: "Open Log")])
        let model = NotificationCenterModel(entries: [
            CenterEntry(id: 1, banner: banner, postedAt: 0, isOpen: true),
            CenterEntry(
                id: 2, banner: BannerContent(appName: "other", summary: "x", actions: banner.actions),
                postedAt: 1, isOpen: false),
        ])
        let layout = Self.layout(model)
        let row = try #require(layout.panel.node(named: BannerLayout.actionName(1, 0)))
        #expect(layout.target(at: row.frame.center) == .action(1, 0))
        #expect(layout.panel.node(named: BannerLayout.actionName(2, 0)) == nil)
    }

    @Test func theSelectedCardIsRingedInTheTint() throws {
        var model = NotificationCenterModel(entries: Self.sample)
        model.select(5)
        let layout = Self.layout(model)
        let chat = try #require(layout.panel.node(named: BannerLayout.cardName(5)))
        #expect(chat.stroke?.color == BannerTheme.of(.light).tint)
        let mail = try #require(layout.panel.node(named: BannerLayout.cardName(6)))
        #expect(mail.stroke?.color != BannerTheme.of(.light).tint)
    }

    /// A wheel step lays out the stacks in view, not the whole list: those out of view, laid out
    /// before and unchanged, keep their place and their cards' spans without a text measured.
    @Test func aScrollStepLaysOutOnlyTheStacksInView() throws {
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
        let measurer = CountingMeasurer()
        let counted = try LayoutContext(canvas: Size(width: 800, height: 600), scale: 1, measurer: measurer)
        var model = NotificationCenterModel(
            entries: (1...200).map {
                NotificationCenterModelTests.entry(UInt32($0), "app \($0 % 40)", at: Double($0))
            })
        model.toggle(app: "app 7")
        let extents = CenterGroupExtents()
        func layout() -> Layout {
            Layout(
                model: model, now: 300, date: "Wednesday 2 December", doNotDisturb: false,
                options: BannerStackOptions(), context: counted, extents: extents)
        }
        let first = layout()
        let wholeList = measurer.count
        for step in 1...10 {
            model.scroll(by: 48, in: first.metrics)
            measurer.count = 0
            let scrolled = layout()
            let everything = Self.layout(model, now: 300)
            #expect(measurer.count < wholeList / 4, "step \(step): \(measurer.count) texts measured of \(wholeList)")
            #expect(scrolled.metrics == everything.metrics, "step \(step)")
            #expect(scrolled.panel == everything.panel, "step \(step)")
        }
    }

    @Test func scrollingMovesTheCardsAndLeavesOutThoseOutOfView() throws {
        var model = NotificationCenterModel(
            entries: (1...40).map {
                NotificationCenterModelTests.entry(UInt32($0), "app \($0)", at: Double($0))
            })
        let before = Self.layout(model)
        #expect(before.metrics.contentHeight > before.metrics.viewportHeight)
        let top = try #require(before.panel.node(named: BannerLayout.cardName(40)))
        // Only what shows is drawn: 40 cards do not fit in 600 points.
        #expect(before.panel.node(named: BannerLayout.cardName(1)) == nil)
        model.scroll(by: 30, in: before.metrics)
        let after = Self.layout(model)
        let scrolled = try #require(after.panel.node(named: BannerLayout.cardName(40)))
        #expect(scrolled.frame.minY == top.frame.minY - 30)
        // A press hits only the part of a card still in view.
        let list = try #require(after.panel.node(named: Layout.contentName))
        #expect(after.targets.allSatisfy { list.frame.contains($0.frame) || !$0.frame.intersects(list.frame) })
        model.scroll(by: 1e9, in: after.metrics)
        let bottom = Self.layout(model)
        let last = try #require(bottom.panel.node(named: BannerLayout.cardName(1)))
        #expect(last.frame.maxY <= 600 - Layout.margin + 0.001)
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
