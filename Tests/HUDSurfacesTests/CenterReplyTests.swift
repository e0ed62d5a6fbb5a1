import Testing

@testable import HUDCore
@testable import HUDStage
@testable import HUDSurfaces

@Suite("Notification Center: the reply field an open notification's inline-reply action opens")
struct CenterReplyTests {
    typealias Fixture = NotificationCenterPanelTests.Fixture

    /// The sample with Messages 7 open, newest and alone in its stack, offering a reply with a
    /// placeholder and one more action.
    static func fixture() -> Fixture {
        let fixture = Fixture()
        var chat = NotificationCenterModelTests.entry(7, "Messages", at: 70, open: true)
        chat.banner.actions = [
            BannerAction(key: BannerAction.inlineReplyKey, label: "Reply"),
            BannerAction(key: "read", label: "Mark Read"),
        ]
        chat.banner.replyPlaceholder = "Message Ana"
        fixture.panel.setEntries(NotificationCenterModelTests.sample + [chat])
        fixture.openAndSettle()
        return fixture
    }

    static func type(_ text: String, into panel: NotificationCenterPanel) {
        panel.handle(InteractionEvent.keyStroke(KeyStroke(.text(text))))
    }

    static func texts(of node: SceneNode) -> [String] { BannerStackTests.texts(of: node) }

    @Test func clickingReplySelectsTheCardAndTheFieldTakesEveryActionRow() throws {
        let fixture = Self.fixture()
        let button = try #require(fixture.node(BannerLayout.actionName(7, 0)))
        fixture.click(Point(x: button.frame.midX, y: button.frame.midY))
        #expect(fixture.panel.model.selection == 7)
        #expect(fixture.node(BannerLayout.actionName(7, 1)) == nil)
    }

    @Test func spaceAndDeleteEditTheFieldAndReturnLeavesThePanelOpen() {
        let fixture = Self.fixture()
        #expect(fixture.panel.openReplyField(id: 7))
        Self.type("on my way", into: fixture.panel)
        // Space and Delete edit the field rather than acting on the list.
        Self.type(" ", into: fixture.panel)
        fixture.panel.handle(InteractionEvent.keyStroke(KeyStroke(.backspace)))
        #expect(fixture.panel.openReply?.text == "on my way")
        #expect(fixture.panel.model.entries.count == 7)
        fixture.panel.handle(InteractionEvent.keyStroke(KeyStroke(.returnKey)))
        #expect(fixture.events == [.replied(id: 7, text: "on my way")])
        #expect(fixture.panel.isOpen, "the panel stays open")
    }

    @Test func escapeClosesTheFieldAndTheNextEscapeThePanel() {
        let fixture = Self.fixture()
        #expect(fixture.panel.openReplyField(id: 7))
        Self.type("hi", into: fixture.panel)
        fixture.panel.handle(InteractionEvent.keyStroke(KeyStroke(.escape)))
        #expect(fixture.panel.isOpen)
        fixture.panel.handle(InteractionEvent.keyStroke(KeyStroke(.escape)))
        #expect(!fixture.panel.isOpen)
    }

    /// Tab reaches the Reply row as any action row, and Return on it opens the field.
    @Test func theKeyboardFocusReachesReplyAndReturnOpensTheField() throws {
        let fixture = Self.fixture()
        #expect(fixture.panel.model.focusChain.stops.contains(.action(7, 0)))
        fixture.panel.focus(.action(7, 0))
        #expect(fixture.panel.model.focus == .action(7, 0))
        fixture.panel.handle(.returnKey)
        #expect(fixture.panel.openReply?.id == 7)
        #expect(fixture.events.isEmpty)
    }

    /// A screen reader meets Reply as a button of the card; its press opens the field.
    @Test func aScreenReaderMeetsReplyAsAButton() throws {
        let fixture = Self.fixture()
        let tree = try #require(fixture.panel.accessibleTree)
        let messages = try NotificationCenterAccessibilityTests.list(tree).children[0]
        let card = try #require(messages.children.first { $0.role == .notification })
        let reply = try #require(card.children.first { $0.target == .center(.action(7, 0)) })
        #expect(reply.role == .pushButton && reply.name == "Reply")
        fixture.panel.activate(.center(.action(7, 0)))
        #expect(fixture.panel.openReply?.id == 7)
    }

    @Test func aFieldWhoseNotificationClosesGoes() {
        let fixture = Self.fixture()
        #expect(fixture.panel.openReplyField(id: 7))
        var entries = fixture.panel.model.entries
        entries[entries.firstIndex { $0.id == 7 }!].isOpen = false
        fixture.panel.setEntries(entries)
        #expect(fixture.panel.openReply == nil)
        // Nor does a closed notification's card open one.
        #expect(!fixture.panel.openReplyField(id: 7))
    }

    /// Cleared from the panel while its field is open, the notification takes the field with it:
    /// the keys go back to the list.
    @Test func aFieldWhoseNotificationIsClearedGoes() {
        let fixture = Self.fixture()
        #expect(fixture.panel.openReplyField(id: 7))
        fixture.panel.activate(.clearGroup("Messages"))
        #expect(fixture.events == [.removed([7])])
        #expect(fixture.panel.openReply == nil)
        fixture.panel.handle(InteractionEvent.keyStroke(KeyStroke(.escape)))
        #expect(!fixture.panel.isOpen)
    }

    @Test func anOpenFieldStaysWhenARemovalScrollsTheListBack() throws {
        let fixture = Fixture()
        let entries = (1...30).map { index in
            var entry = NotificationCenterModelTests.entry(UInt32(index), "app \(index)", at: Double(index), open: true)
            entry.banner.actions = [BannerAction(key: BannerAction.inlineReplyKey, label: "Reply")]
            return entry
        }
        fixture.panel.setEntries(entries)
        fixture.openAndSettle()
        // Shift+Tab reaches the oldest card's Reply at the list's end, scrolling there.
        fixture.panel.handle(InteractionEvent.keyStroke(KeyStroke(.backTab)))
        #expect(fixture.panel.openReplyField(id: 1))
        Self.type("still here", into: fixture.panel)
        let offset = fixture.panel.model.scrollOffset
        #expect(offset > 0)
        fixture.panel.setEntries(Array(entries.prefix(3)))
        #expect(fixture.panel.model.scrollOffset < offset)
        #expect(fixture.panel.openReply?.text == "still here")
        let field = try #require(fixture.node(BannerLayout.replyName(1)))
        #expect(Self.texts(of: field) == ["still here"])
    }
}
