import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Seed-001 card alert layout")
struct CardAlertLayoutTests {
    func scene(_ model: CardAlertModel, scale: Double = 1, height: Double = 600) -> Scene {
        CardAlertLayout(model: model).scene(in: context(height: height, scale: scale))
    }

    @Test func cardMetricsFollowTheSeed() throws {
        let scene = scene(CardAlertModel(title: "T", message: "M", sure: "OK", cancel: "Cancel"))
        let card = try #require(scene.node(named: "card"))
        #expect(card.frame.width == 280)
        #expect(card.cornerRadii == .all(5))
        #expect(card.fill == .white)
        #expect(scene.node(named: "dim")?.fill == Color(white: 0, alpha: 0.6))
        #expect(scene.blocksInput)

        let title = try #require(scene.node(named: "title"))
        let message = try #require(scene.node(named: "message"))
        #expect(title.frame.minY - card.frame.minY == 20)
        #expect(message.frame.minY == title.frame.maxY + 10)
        let separator = try #require(scene.node(named: "separator"))
        #expect(separator.frame.minY == message.frame.maxY + 20)
        #expect(separator.frame.height == 1 && separator.frame.width == 280)
        #expect(separator.fill == Color(white: 0.8, alpha: 0.6))

        let cancel = try #require(scene.node(named: "button0"))
        let sure = try #require(scene.node(named: "button1"))
        #expect(cancel.frame.minY == separator.frame.maxY)
        #expect(cancel.frame.height == 40 && sure.frame.height == 40)
        #expect(cancel.frame.minX == card.frame.minX && sure.frame.maxX == card.frame.maxX)
        #expect(sure.frame.minX - cancel.frame.maxX == 1)
        #expect(card.frame.maxY == cancel.frame.maxY)
        #expect(cancel.fill == Color(white: 0.95))
    }

    /// The pinned fonts have no semibold face (a semibold title is drawn bold), so the goldens
    /// cannot tell the weights apart; the style must say what the seed does, for fonts that can.
    @Test func titleIsBold16AndMessageRegular14() throws {
        let scene = scene(CardAlertModel(title: "T", message: "M", sure: "OK"))
        guard case .text(let title)? = scene.node(named: "title")?.content,
            case .text(let message)? = scene.node(named: "message")?.content
        else {
            Issue.record("the title or the message is not text")
            return
        }
        #expect(title.style.size == 16 && title.style.weight == .semibold)
        #expect(message.style.size == 14 && message.style.weight == .regular)
    }

    @Test func onlyTheOuterBottomCornersAreRounded() throws {
        let both = scene(CardAlertModel(title: "T", sure: "OK", cancel: "No"))
        #expect(both.node(named: "button0")?.cornerRadii == CornerRadii(bottomLeft: 5))
        #expect(both.node(named: "button1")?.cornerRadii == CornerRadii(bottomRight: 5))
        let single = scene(CardAlertModel(title: "T", sure: "OK"))
        #expect(single.node(named: "button1")?.cornerRadii == .bottom(5))
        #expect(single.node(named: "button1")?.frame.width == 280)
        #expect(single.node(named: "button0") == nil)
        #expect(single.node(named: "divider") == nil)
    }

    @Test func halfWidthSplitIsSnappedToPixels() throws {
        let one = scene(CardAlertModel(sure: "OK", cancel: "No"))
        #expect(one.node(named: "button0")?.frame.width == 140)
        let two = scene(CardAlertModel(sure: "OK", cancel: "No"), scale: 2)
        #expect(two.node(named: "button0")?.frame.width == 139.5)
        #expect(two.node(named: "button1")?.frame.width == 139.5)
    }

    @Test func buttonsReportTheSeedsIndices() throws {
        let scene = scene(CardAlertModel(title: "T", sure: "OK", cancel: "No"))
        let cancel = try #require(scene.node(named: "button0"))
        let sure = try #require(scene.node(named: "button1"))
        #expect(scene.role(at: cancel.frame.center) == .button(0))
        #expect(scene.role(at: sure.frame.center) == .button(1))
        #expect(scene.role(at: Point(x: 5, y: 5)) == .backdrop)
        #expect(scene.role(at: try #require(scene.node(named: "card")).frame.offsetBy(dx: 0, dy: 2).origin) == .body)
    }

    @Test(arguments: [
        CardAlertModel(title: "T", message: "M", sure: "S", cancel: "C"),
        CardAlertModel(title: "T", message: "M", sure: "S"),
        CardAlertModel(title: "T", message: "M", cancel: "C"),
        CardAlertModel(title: "T", message: "M"),
        CardAlertModel(message: "M", sure: "S"),
        CardAlertModel(title: "T", sure: "S"),
        CardAlertModel(title: "", message: "", sure: "S", cancel: "C"),
        CardAlertModel(),
    ])
    func everyCombinationGivesAValidCard(model: CardAlertModel) throws {
        let scene = scene(model)
        let card = try #require(scene.node(named: "card"))
        #expect(card.frame.height >= 40)
        #expect(card.frame.width == 280)
        let bottoms = card.children.map(\.frame.maxY)
        #expect(bottoms.allSatisfy { $0 <= card.frame.maxY })
        #expect((scene.node(named: "separator") != nil) == (model.sureTitle != nil || model.cancelTitle != nil))
    }

    @Test func hugeMessageNeverGrowsPastTheMonitor() throws {
        let text = String(repeating: "長文字 long text ", count: 700)
        let scene = scene(CardAlertModel(title: "T", message: text, sure: "OK"), height: 600)
        let card = try #require(scene.node(named: "card"))
        #expect(card.frame.minY >= 20 && card.frame.maxY <= 580)
        guard case .text(let block)? = scene.node(named: "message")?.content else {
            Issue.record("message is not text")
            return
        }
        #expect(block.maxHeight != nil)
        #expect(block.style.lineBreak == .character && block.style.lineSpacing == 3 && block.wrapWidth == 260)
    }
}
