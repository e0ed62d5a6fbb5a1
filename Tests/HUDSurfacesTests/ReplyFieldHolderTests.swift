import Testing

@testable import HUDCore
@testable import HUDStage
@testable import HUDSurfaces

/// The open reply field's keys, clicks and pastes: `ReplyFieldHolder` drives them once for every
/// surface that holds a field, so each test runs on each of them.
@Suite("Reply fields: opening one and typing, sending, closing and pasting in it, on every surface that holds them")
struct ReplyFieldHolderTests {
    @Test(arguments: ReplyHolder.allCases)
    func clickingReplyOpensTheFieldWithItsPlaceholderInsteadOfInvokingTheAction(holder: ReplyHolder) throws {
        let fixture = holder.fixture()
        #expect(fixture.surface.policy.keyboard == .text)
        let button = try #require(fixture.node(BannerLayout.actionName(fixture.id, 0)))
        fixture.click(Point(x: button.frame.midX, y: button.frame.midY))
        #expect(fixture.events().isEmpty)
        #expect(fixture.surface.openReply?.id == fixture.id)
        #expect(fixture.surface.openReply?.text == "")
        let field = try #require(fixture.node(BannerLayout.replyName(fixture.id)))
        #expect(BannerStackTests.texts(of: field) == ["Message Ana"])
        #expect(field.node(named: "caret") != nil)
        // The field takes the action row's place.
        #expect(fixture.node(BannerLayout.actionName(fixture.id, 0)) == nil)
        // A click on the field leaves it open and invokes nothing.
        fixture.click(Point(x: field.frame.midX, y: field.frame.midY))
        #expect(fixture.surface.openReply?.id == fixture.id)
        #expect(fixture.events().isEmpty)
    }

    @Test(arguments: ReplyHolder.allCases)
    func typedTextEditsLikeAnAlertFieldAndReturnSendsIt(holder: ReplyHolder) throws {
        let fixture = holder.fixture()
        #expect(fixture.surface.openReplyField(id: fixture.id))
        fixture.type("on my wya")
        fixture.press(.backspace)
        fixture.press(.backspace)
        fixture.type("ay")
        #expect(fixture.surface.openReply?.text == "on my way")
        let field = try #require(fixture.node(BannerLayout.replyName(fixture.id)))
        #expect(BannerStackTests.texts(of: field) == ["on my way"])
        #expect(field.node(named: "editedText") != nil)
        fixture.press(.returnKey)
        #expect(fixture.events().first == fixture.replied("on my way"))
        #expect(fixture.surface.openReply == nil)
    }

    @Test(arguments: ReplyHolder.allCases)
    func escapeClosesTheFieldAndLeavesTheNotification(holder: ReplyHolder) {
        let fixture = holder.fixture()
        #expect(fixture.surface.openReplyField(id: fixture.id))
        fixture.type("draft")
        fixture.press(.escape)
        #expect(fixture.events().isEmpty)
        #expect(fixture.surface.openReply == nil)
        #expect(fixture.node(BannerLayout.actionName(fixture.id, 0)) != nil)
    }

    @Test(arguments: ReplyHolder.allCases)
    func ctrlVAndShiftInsertAskForTheClipboardOnlyWhileTheFieldIsOpen(holder: ReplyHolder) {
        let fixture = holder.fixture()
        var asked: [SelectionName] = []
        fixture.surface.onPasteRequested = { asked.append($0) }
        fixture.press(.text("v"), modifiers: .control)
        #expect(asked.isEmpty)
        fixture.surface.openReplyField(id: fixture.id)
        fixture.press(.text("v"), modifiers: .control)
        fixture.press(.insert, modifiers: .shift)
        #expect(asked == [.clipboard, .clipboard])
        #expect(fixture.surface.openReply?.text == "", "nothing typed")
    }

    @Test(arguments: ReplyHolder.allCases)
    func thePasteGoesInAtTheCaret(holder: ReplyHolder) {
        let fixture = holder.fixture()
        var asked: [SelectionName] = []
        fixture.surface.onPasteRequested = { asked.append($0) }
        #expect(fixture.surface.openReplyField(id: fixture.id))
        fixture.type("!")
        fixture.press(.left)
        fixture.press(.text("v"), modifiers: .control)
        #expect(asked == [.clipboard])
        fixture.surface.handle(InteractionEvent.paste("on my way"))
        #expect(fixture.surface.openReply?.text == "on my way!")
    }

    @Test(arguments: ReplyHolder.allCases)
    func aPasteEndsAtItsFirstLineBreak(holder: ReplyHolder) {
        let fixture = holder.fixture()
        fixture.surface.openReplyField(id: fixture.id)
        fixture.surface.handle(InteractionEvent.paste("see you\nlater"))
        #expect(fixture.surface.openReply?.text == "see you")
    }
}
