import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Toast, loading and status HUD layouts")
struct HUDLayoutTests {
    @Test func toastIsTextPlusFortyByTwenty() throws {
        let scene = ToastLayout(model: ToastModel(text: "Hello")).scene(in: context())
        let card = try #require(scene.node(named: "card"))
        #expect(card.frame.size == Size(width: 5 * 7 + 40, height: 17 + 20))
        #expect(abs(card.frame.midX - 400) <= 0.5 && abs(card.frame.midY - 300) <= 0.5)
        #expect(card.frame.minX == card.frame.minX.rounded() && card.frame.minY == card.frame.minY.rounded())
        #expect(card.fill == Color(white: 0, alpha: 0.7))
        #expect(card.cornerRadii == .all(8))
        #expect(!scene.blocksInput)
        #expect(scene.node(named: "dim") == nil)
    }

    @Test func toastWrapsAt250() throws {
        let scene = ToastLayout(model: ToastModel(text: String(repeating: "x", count: 200))).scene(in: context())
        let card = try #require(scene.node(named: "card"))
        #expect(card.frame.width <= 250 + 40 && card.frame.width > 240 + 40)
        #expect(card.frame.height > 14 * 1.2 * 2)
    }

    @Test func loadingHUDFollowsSeed000() throws {
        let scene = LoadingHUDLayout(model: LoadingHUDModel(text: "Loading")).scene(in: context())
        let card = try #require(scene.node(named: "card"))
        #expect(card.frame == Rect(x: 325, y: 240, width: 150, height: 120))
        #expect(card.cornerRadii == .all(10))
        #expect(scene.node(named: "dim")?.fill == Color(white: 0, alpha: 0.3))
        #expect(scene.blocksInput)
        let indicator = try #require(scene.node(named: "indicator"))
        #expect(indicator.frame.size == Size(width: 37, height: 37))
        #expect(indicator.frame.midY - card.frame.minY == 40)
        #expect(indicator.frame.midX == card.frame.midX)
        let label = try #require(scene.node(named: "label"))
        #expect(label.frame.midY - card.frame.minY == 75 + 15)
    }

    @Test func statusTextIsPaddedByTenAndClampedToTheMonitor() throws {
        let short = StatusHUDLayout(model: StatusHUDModel(text: "Hi")).scene(in: context())
        #expect(short.node(named: "card")?.frame.size == Size(width: 14 + 20, height: 17 + 20))
        let long = StatusHUDLayout(model: StatusHUDModel(text: String(repeating: "w", count: 500)))
            .scene(in: context(width: 300))
        let card = try #require(long.node(named: "card"))
        #expect(card.frame.width <= 300 - 2 * 10)
        #expect(card.frame.minX >= 10)
    }

    @Test(arguments: Glyph.allCases)
    func glyphCardsAreAtLeast100Square(glyph: Glyph) throws {
        for text in [nil, "Done"] as [String?] {
            let scene = StatusHUDLayout(model: StatusHUDModel(glyph: glyph, text: text)).scene(in: context())
            let card = try #require(scene.node(named: "card"))
            #expect(card.frame.width >= 100 && card.frame.height >= 100)
            let mark = try #require(scene.node(named: "glyph"))
            #expect(mark.content == .glyph(glyph, color: .white, lineWidth: 3))
            #expect(mark.frame.size == Size(width: 37, height: 37))
            #expect((scene.node(named: "label") != nil) == (text != nil))
        }
    }

    @Test func lightAppearanceSwapsHUDColours() throws {
        let scene = ToastLayout(model: ToastModel(text: "Hi")).scene(in: context(appearance: .light))
        #expect(scene.node(named: "card")?.fill == Theme.light.hudBackground)
    }
}
