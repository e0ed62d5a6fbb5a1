import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Notification Center panel: opening, closing and input apart from any window")
struct NotificationCenterPanelTests {
    final class Fixture {
        let clock = ManualClock()
        let panel: NotificationCenterPanel
        var events: [CenterEvent] = []

        init(options: BannerStackOptions = BannerStackOptions()) {
            let layout = context(width: 800, height: 600)
            panel = NotificationCenterPanel(
                options: options, animator: Animator(clock: clock), layoutContext: { layout },
                date: { "Wednesday 2 December" })
            panel.onEvent = { [unowned self] in events.append($0) }
            panel.setEntries(NotificationCenterModelTests.sample)
        }

        var panelNode: SceneNode? { panel.currentScene?.node(named: NotificationCenterLayout.panelName) }

        func node(_ name: String) -> SceneNode? { panel.currentScene?.node(named: name) }

        func click(_ point: Point) {
            panel.handle(.pressed(point))
            panel.handle(.released(point))
        }

        func openAndSettle() {
            panel.open()
            clock.advance(by: 1)
        }
    }

    @Test func itSlidesInFromItsEdgeAndOutAgain() throws {
        let fixture = Fixture()
        #expect(fixture.panel.currentScene == nil)
        fixture.panel.open()
        let start = try #require(fixture.panelNode)
        // One frame in: nearly all of it still past the right edge, yet showing.
        #expect(start.frame.minX > 800 - 384 + 300 && start.frame.minX < 800)
        fixture.clock.advance(by: 0.1)
        let moving = try #require(fixture.panelNode)
        #expect(moving.frame.minX < start.frame.minX)
        fixture.clock.advance(by: 1)
        #expect(try #require(fixture.panelNode).frame.minX == 800 - 384)
        fixture.panel.close()
        #expect(!fixture.panel.isOpen)
        fixture.clock.advance(by: 0.1)
        let leaving = try #require(fixture.panelNode)
        #expect(leaving.frame.minX > 800 - 384)
        #expect(fixture.events.isEmpty)
        fixture.clock.advance(by: NotificationCenterPanel.closeDuration)
        #expect(fixture.panel.currentScene == nil)
        #expect(fixture.events == [.closed])
    }

    /// A window's owner learns its monitor only when told the panel opens, and draws the frame it is
    /// told of next: that frame already has the panel sliding in, never at rest.
    @Test func theFirstFrameWithAMonitorIsTheEntrancesFirst() throws {
        let clock = ManualClock()
        let panel = NotificationCenterPanel(
            options: BannerStackOptions(), animator: Animator(clock: clock),
            layoutContext: { throw NoMonitorYet() }, date: { "Wednesday 2 December" })
        panel.setEntries(NotificationCenterModelTests.sample)
        var firstDrawn: SceneNode?
        panel.onChange = {
            guard panel.isShown, firstDrawn == nil else { return }
            if panel.layout == nil {
                let layout = context(width: 800, height: 600)
                panel.layoutContext = { layout }
                panel.relayout()
            } else {
                firstDrawn = panel.currentScene?.node(named: NotificationCenterLayout.panelName)
            }
        }
        panel.open()
        let frame = try #require(firstDrawn).frame
        #expect(frame.minX > 800 - 384 + 300 && frame.minX < 800, "drawn at \(frame.minX)")
    }

    @Test func toggleOpensAClosedPanelAndClosesAnOpenOne() {
        let fixture = Fixture()
        var changes: [Bool] = []
        fixture.panel.onOpenChange = { changes.append($0) }
        fixture.panel.toggle()
        #expect(fixture.panel.isOpen)
        fixture.panel.toggle()
        #expect(!fixture.panel.isOpen)
        // Reopened mid-exit, it turns back and is never reported closed.
        fixture.clock.advance(by: 0.05)
        fixture.panel.toggle()
        fixture.clock.advance(by: 1)
        #expect(fixture.panel.isOpen)
        #expect(fixture.events.isEmpty)
        // Told at once, each time, whoever asked; Escape too.
        fixture.panel.handle(.escape)
        #expect(changes == [true, false, true, false])
    }

    @Test func aClickOutsideOrEscapeClosesIt() {
        let fixture = Fixture()
        fixture.openAndSettle()
        fixture.click(Point(x: 100, y: 300))
        #expect(!fixture.panel.isOpen)
        fixture.openAndSettle()
        fixture.panel.handle(.escape)
        #expect(!fixture.panel.isOpen)
    }

    @Test func aClickOnAStackExpandsItAndShowLessFoldsIt() throws {
        let fixture = Fixture()
        fixture.openAndSettle()
        let mail = try #require(fixture.node(BannerLayout.cardName(6)))
        fixture.click(mail.frame.center)
        #expect(fixture.panel.model.isExpanded("Mail"))
        #expect(fixture.node(BannerLayout.cardName(4)) != nil)
        let less = try #require(fixture.node("center.group.0.less"))
        fixture.click(less.frame.center)
        #expect(!fixture.panel.model.isExpanded("Mail"))
        #expect(fixture.events.isEmpty)
    }

    @Test func aGroupsClearRemovesOnlyThatGroup() throws {
        let fixture = Fixture()
        fixture.openAndSettle()
        fixture.click(try #require(fixture.node(BannerLayout.cardName(5))).frame.center)
        fixture.click(try #require(fixture.node("center.group.1.clear")).frame.center)
        #expect(fixture.events == [.removed([5, 2])])
        #expect(fixture.panel.model.groups.map(\.app) == ["Mail", "make"])
    }

    @Test func clearAllEmptiesItAndTheSwitchTogglesDoNotDisturb() throws {
        let fixture = Fixture()
        fixture.openAndSettle()
        fixture.click(try #require(fixture.node("center.dnd")).frame.center)
        #expect(fixture.panel.doNotDisturb)
        fixture.click(try #require(fixture.node("center.clearAll")).frame.center)
        #expect(fixture.events == [.doNotDisturb(true), .removed([6, 5, 4, 3, 2, 1])])
        #expect(fixture.node("center.empty") != nil)
    }

    @Test func returnInvokesTheSelectedOpenNotificationsDefaultAction() {
        let fixture = Fixture()
        fixture.panel.setEntries(
            NotificationCenterModelTests.sample + [NotificationCenterModelTests.entry(7, "Chat", at: 70, open: true)])
        fixture.openAndSettle()
        fixture.panel.handle(.down)
        #expect(fixture.panel.model.selection == 7)
        fixture.panel.handle(.returnKey)
        #expect(fixture.events == [.actionInvoked(id: 7, key: "default")])
        // A closed one has no action left to invoke.
        fixture.panel.handle(.down)
        fixture.panel.handle(.returnKey)
        #expect(fixture.events.count == 1)
    }

    @Test func deleteRemovesTheSelectedNotification() {
        let fixture = Fixture()
        fixture.openAndSettle()
        fixture.panel.handle(.delete)
        #expect(fixture.events.isEmpty)
        fixture.panel.handle(.down)
        fixture.panel.handle(.delete)
        #expect(fixture.events == [.removed([6])])
        #expect(fixture.panel.model.selection == 4)
        #expect(fixture.node(BannerLayout.cardName(6)) == nil)
    }

    @Test func aNotificationArrivingWhileOpenDropsInOnTopOfItsStack() throws {
        let fixture = Fixture()
        fixture.openAndSettle()
        fixture.clock.advance(to: 100)
        fixture.panel.add(NotificationCenterModelTests.entry(8, "make", at: fixture.clock.now, open: true))
        let arriving = try #require(fixture.node(BannerLayout.cardName(8)))
        #expect(arriving.alpha < 1)
        fixture.clock.advance(by: 1)
        let settled = try #require(fixture.node(BannerLayout.cardName(8)))
        #expect(settled.alpha == 1)
        #expect(settled.frame.minY > arriving.frame.minY)
        #expect(fixture.panel.model.groups[0].entries.map(\.id) == [8, 3])
        // The older stacks moved down under it.
        #expect(try #require(fixture.node(BannerLayout.cardName(6))).frame.minY > settled.frame.maxY)
    }

    @Test func theWheelScrollsALongList() throws {
        let fixture = Fixture()
        fixture.panel.setEntries(
            (1...30).map { NotificationCenterModelTests.entry(UInt32($0), "app \($0)", at: Double($0)) })
        fixture.openAndSettle()
        let before = try #require(fixture.node(BannerLayout.cardName(30))).frame.minY
        fixture.panel.scroll(by: 45)
        #expect(try #require(fixture.node(BannerLayout.cardName(30))).frame.minY == before - 45)
        fixture.panel.handle(.end)
        #expect(fixture.node(BannerLayout.cardName(1)) != nil)
        fixture.panel.handle(.home)
        #expect(fixture.panel.model.scrollOffset == 0)
    }

    @Test func agesTickOnlyWhileOpen() throws {
        let fixture = Fixture()
        fixture.openAndSettle()
        func age() throws -> [String] {
            let card = try #require(fixture.node(BannerLayout.cardName(6)))
            return card.children.compactMap { node in
                if case .text(let block) = node.content { return block.text }
                return nil
            }
        }
        #expect(try age().contains("now"))
        fixture.clock.advance(to: 60 + 60)
        #expect(try age().contains("1m ago"))
        fixture.panel.close()
        fixture.clock.advance(by: 1)
        #expect(fixture.clock.nextDeadline == nil)
    }
}

/// What a window's owner throws for a layout before it has chosen a monitor.
private struct NoMonitorYet: Error {}
