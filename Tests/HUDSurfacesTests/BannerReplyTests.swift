import Testing

@testable import HUDCore
@testable import HUDStage
@testable import HUDSurfaces

@Suite("Notification banners: the reply field an inline-reply action opens")
struct BannerReplyTests {
    typealias Fixture = BannerStackTests.Fixture

    static let replyAction = BannerAction(key: BannerAction.inlineReplyKey, label: "Reply")

    /// Banner 5, offering a reply with a placeholder, settled on screen.
    static func posted(expiry: BannerExpiry = .never) -> Fixture {
        let fixture = Fixture()
        var banner = BannerStackTests.banner(actions: [replyAction])
        banner.replyPlaceholder = "Message Ana"
        fixture.stack.post(id: 5, banner: banner, expiry: expiry)
        fixture.clock.advance(by: 1)
        return fixture
    }

    static func type(_ text: String, into stack: BannerStack) {
        stack.handle(InteractionEvent.keyStroke(KeyStroke(.text(text))))
    }

    /// The keyboard is the stack's only while a field is open: a sent reply closes its banner, and
    /// the keyboard goes with it.
    @Test func theFieldHoldsTheKeyboardUntilReturnSendsItAndClosesTheBanner() throws {
        let fixture = Self.posted()
        #expect(!fixture.stack.holdsInput)
        let button = try #require(fixture.stack.currentScene?.node(named: BannerLayout.actionName(5, 0)))
        fixture.click(Point(x: button.frame.midX, y: button.frame.midY))
        #expect(fixture.stack.holdsInput)
        Self.type("on my way", into: fixture.stack)
        fixture.stack.handle(InteractionEvent.keyStroke(KeyStroke(.returnKey)))
        #expect(fixture.events == [.replied(id: 5, text: "on my way"), .closed(id: 5, reason: .dismissedByUser)])
        #expect(!fixture.stack.holdsInput)
    }

    @Test func escapeLeavesTheBannerAndTheKeysThenGoNowhere() {
        let fixture = Self.posted()
        fixture.stack.openReplyField(id: 5)
        Self.type("draft", into: fixture.stack)
        fixture.stack.handle(InteractionEvent.keyStroke(KeyStroke(.escape)))
        #expect(!fixture.stack.holdsInput)
        #expect(fixture.stack.shownIDs == [5])
        fixture.stack.handle(InteractionEvent.keyStroke(KeyStroke(.returnKey)))
        #expect(fixture.events.isEmpty)
    }

    @Test func theBannerDoesNotExpireWhileItsFieldIsOpen() {
        let fixture = Self.posted(expiry: .after(seconds: 3))
        fixture.stack.openReplyField(id: 5)
        fixture.clock.advance(by: 10)
        #expect(fixture.events.isEmpty)
        fixture.stack.closeReplyField()
        fixture.clock.advance(by: 2.5)
        #expect(fixture.events == [.closed(id: 5, reason: .expired)])
    }

    @Test func aBannerWithoutAReplyActionOpensNoField() {
        let fixture = Fixture()
        fixture.stack.post(
            id: 6, banner: BannerStackTests.banner(actions: [BannerAction(key: "open", label: "Open")]),
            expiry: .never)
        #expect(!fixture.stack.openReplyField(id: 6))
        #expect(!fixture.stack.openReplyField(id: 99))
        #expect(fixture.stack.openReply == nil)
    }

    @Test func closingTheBannerClosesTheField() {
        let fixture = Self.posted()
        fixture.stack.openReplyField(id: 5)
        fixture.stack.close(id: 5, reason: .closedByCall)
        #expect(fixture.stack.openReply == nil)
        #expect(!fixture.stack.holdsInput)
    }
}
