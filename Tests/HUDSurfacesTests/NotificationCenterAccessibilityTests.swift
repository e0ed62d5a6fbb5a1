import Testing

@testable import HUDCore
@testable import HUDStage
@testable import HUDSurfaces

@Suite("The Notification Center for screen readers")
struct NotificationCenterAccessibilityTests {
    typealias Fixture = NotificationCenterPanelTests.Fixture

    static func openFixture() -> Fixture {
        let fixture = Fixture()
        fixture.openAndSettle()
        return fixture
    }

    /// An open notification of an app of its own, with a body and an action, on top of the list.
    static let build = CenterEntry(
        id: 9,
        banner: BannerContent(
            appName: "Terminal", summary: "Build done", body: [StyledTextRun("All 42 tests passed")],
            actions: [BannerAction(key: "log", label: "Open Log")], hasDefaultAction: true),
        postedAt: 90, isOpen: true)

    static func list(_ tree: AccessibleNode) throws -> AccessibleNode {
        try #require(tree.children.last { $0.role == .list })
    }

    @Test func itIsAPanelWithTheSwitchClearAllAndAListItemPerApp() throws {
        let fixture = Self.openFixture()
        let tree = try #require(fixture.panel.accessibleTree)
        #expect(tree.role == .panel)
        #expect(tree.states.isSuperset(of: [.active, .showing, .visible]))
        #expect(tree.children.map(\.role) == [.toggleButton, .pushButton, .list])
        #expect(tree.children.map(\.name) == ["Do Not Disturb", "Clear All", "Notifications"])
        let toggle = tree.children[0]
        #expect(toggle.states.contains(.checkable) && !toggle.states.contains(.checked))
        #expect(toggle.actions == ["toggle"])
        #expect(toggle.target == .center(.doNotDisturb))
        #expect(tree.children[1].target == .center(.clearAll))
        let items = try Self.list(tree).children
        #expect(items.map(\.role) == [.listItem, .listItem, .listItem])
        #expect(items.map(\.name) == ["Mail", "Chat", "make"])
        #expect(items.map(\.description) == ["3 notifications", "2 notifications", "1 notification"])
        // A folded stack lists all its notifications; only its top card shows, and a press unfolds it.
        let mail = items[0]
        #expect(mail.children.map(\.role) == [.notification, .notification, .notification])
        #expect(mail.children.map(\.name) == ["Mail 6", "Mail 4", "Mail 1"])
        #expect(mail.children.map { $0.states.contains(.showing) } == [true, false, false])
        #expect(mail.children.allSatisfy { $0.description == "Mail" && $0.target == nil })
        #expect(mail.states.contains(.expandable) && !mail.states.contains(.expanded))
        #expect(mail.target == .center(.stack("Mail")))
        // A stack of one is its card, pressed as a click on the card.
        #expect(items[2].target == nil)
        #expect(items[2].children[0].target == .center(.card(3)))
        // On screen where the layout draws them.
        let panelFrame = try #require(fixture.panel.panelFrame)
        #expect(tree.extents == panelFrame)
        #expect(mail.children[0].extents == fixture.node(BannerLayout.cardName(6))?.frame)
        #expect(toggle.extents.width > 0 && panelFrame.contains(toggle.extents.origin))
    }

    @Test func theSwitchIsCheckedWhileDoNotDisturbIsOn() throws {
        let fixture = Self.openFixture()
        fixture.panel.setDoNotDisturb(true)
        #expect(try #require(fixture.panel.accessibleTree).children[0].states.contains(.checked))
    }

    @Test func anOpenNotificationHasItsBodyAndItsActionsAsButtons() throws {
        let fixture = Self.openFixture()
        fixture.panel.add(Self.build)
        let terminal = try Self.list(try #require(fixture.panel.accessibleTree)).children[0]
        #expect(terminal.name == "Terminal")
        let build = terminal.children[0]
        #expect(build.name == "Build done" && build.description == "Terminal")
        #expect(build.children.map(\.role) == [.label, .pushButton])
        #expect(build.children.map(\.name) == ["All 42 tests passed", "Open Log"])
        #expect(build.children[1].target == .center(.action(9, 0)))
        fixture.panel.activate(.center(.action(9, 0)))
        #expect(fixture.events == [.actionInvoked(id: 9, key: "log")])
    }

    /// Each press answers as the click on that part: the switch toggles and tells the owner, a
    /// folded stack unfolds into Show Less and ✕, ✕ clears the app, Clear All the rest.
    @Test func pressesDoWhatClicksDo() throws {
        let fixture = Self.openFixture()
        fixture.panel.activate(.center(.doNotDisturb))
        #expect(fixture.events == [.doNotDisturb(true)])
        #expect(try #require(fixture.panel.accessibleTree).children[0].states.contains(.checked))

        fixture.panel.activate(.center(.stack("Mail")))
        let mail = try Self.list(try #require(fixture.panel.accessibleTree)).children[0]
        #expect(mail.states.isSuperset(of: [.expandable, .expanded]))
        #expect(mail.target == nil)
        #expect(mail.children.map(\.role) == [.pushButton, .pushButton] + Array(repeating: .notification, count: 3))
        #expect(mail.children.prefix(2).map(\.name) == ["Show Less", "Clear"])
        #expect(mail.children[1].description == "Mail")
        #expect(mail.children.dropFirst(2).allSatisfy { $0.states.contains(.showing) })

        fixture.panel.activate(try #require(mail.children[1].target))
        #expect(fixture.events.last == .removed([6, 4, 1]))
        #expect(try Self.list(try #require(fixture.panel.accessibleTree)).children.map(\.name) == ["Chat", "make"])

        fixture.panel.activate(.center(.clearAll))
        let tree = try #require(fixture.panel.accessibleTree)
        #expect(tree.children.map(\.name) == ["Do Not Disturb", "Notifications"])
        #expect(try Self.list(tree).children.map(\.name) == [NotificationCenterModel.emptyText(.english)])
    }

    @Test func theFocusedControlIsTheKeyboardsAndAClosingPanelTellsNothing() throws {
        let fixture = Self.openFixture()
        fixture.panel.handle(.tab)
        fixture.panel.handle(.tab)
        let tree = try #require(fixture.panel.accessibleTree)
        #expect(tree.children.map { $0.states.contains(.focused) } == [false, true, false])
        fixture.panel.close()
        #expect(fixture.panel.accessibleTree == nil)
        // Closed, a press does nothing.
        fixture.panel.activate(.center(.doNotDisturb))
        #expect(fixture.events.isEmpty)
    }

    /// Opened, the panel lists its notifications without announcing each; one arriving while it is
    /// open is announced.
    @Test func openingAnnouncesNoNotificationButOneArrivingIs() throws {
        let fixture = Self.openFixture()
        let opened = PlacedAccessibleTree(
            id: 2, tree: try #require(fixture.panel.accessibleTree), origin: .zero, scale: 1)
        #expect(AccessibleChange.between([], [opened]) == [.shown(surface: 2)])
        fixture.panel.add(Self.build)
        let arrived = PlacedAccessibleTree(
            id: 2, tree: try #require(fixture.panel.accessibleTree), origin: .zero, scale: 1)
        #expect(AccessibleChange.between([opened], [arrived]) == [.notified(surface: 2, path: [2, 0, 0])])
    }
}
