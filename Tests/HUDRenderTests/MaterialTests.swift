import HUDAutomation
import HUDKit
import HUDRender
import Testing

/// The material behind cards in `hud render`: the checkerboard beneath an alert is blurred
/// inside the card, and left sharp around it.
@Suite("Material: the blur beneath cards")
struct MaterialTests {
    static let alert = Overlay.alert(
        try! AlertModel(
            title: "Delete photo?", message: "This cannot be undone.",
            actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Delete", style: .destructive)]))

    /// Luminance spread (max − min, Rec. 709, 0…255) of `area` (whole pixels at scale 1).
    static func spread(in image: Image, _ area: Rect) -> Int {
        let pixels = image.pixels()
        var values: [Int] = []
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) {
                let pixel = pixels[y * image.width + x]
                let red = Int(pixel >> 16 & 0xFF)
                let green = Int(pixel >> 8 & 0xFF)
                let blue = Int(pixel & 0xFF)
                values.append((54 * red + 183 * green + 19 * blue) >> 8)
            }
        }
        return values.max()! - values.min()!
    }

    /// Above the title, clear of the rounded corner: nothing but the card's material.
    static func textFree(_ card: Rect) -> Rect {
        Rect(x: card.minX + 14, y: card.minY + 3, width: 36, height: 12)
    }

    func render(blur: BlurMode, adjusting change: (inout SceneNode) -> Void = { _ in }) throws -> (Image, Rect) {
        let renderer = try SnapshotRenderer()
        let options = SnapshotOptions(backdrop: .checker, blur: blur)
        var scene = try renderer.scene(for: Self.alert, options: options)
        let card = try #require(scene.node(named: "card")).frame
        scene.nodes = scene.nodes.map {
            var node = $0
            if node.name == "card" { change(&node) }
            return node
        }
        return (try renderer.image(of: scene, options: options), card)
    }

    @Test func theCheckerboardUnderAnAlertIsBlurredToAQuarterOfItsSpread() throws {
        let (sharp, card) = try render(blur: .off)
        let (blurred, _) = try render(blur: .auto)
        let before = Self.spread(in: sharp, Self.textFree(card))
        let after = Self.spread(in: blurred, Self.textFree(card))
        #expect(before >= 4, "the checkerboard shows through the flat tint")
        #expect(after * 4 <= before, "spread \(after) with the blur, \(before) without")
        // Beside the card the checkerboard is as sharp as ever.
        let beside = Rect(x: card.minX - 40, y: card.minY, width: 32, height: 32)
        #expect(Self.spread(in: blurred, beside) == Self.spread(in: sharp, beside))
    }

    @Test func aSpringFrameIsBlurredBeneathTheScaledCard() throws {
        let (sharp, card) = try render(blur: .off) { $0.scale = 1.1 }
        let (blurred, _) = try render(blur: .own) { $0.scale = 1.1 }
        let before = Self.spread(in: sharp, Self.textFree(card))
        let after = Self.spread(in: blurred, Self.textFree(card))
        #expect(after * 4 <= before, "spread \(after) with the blur, \(before) without")
    }

    /// A settled banner over the checkerboard, and its card.
    func renderBanner(blur: BlurMode) throws -> (Image, Rect) {
        let renderer = try SnapshotRenderer()
        let options = SnapshotOptions(backdrop: .checker, blur: blur)
        let playback = try BannerPlayback(
            banners: [
                BannerContent(appName: "Calendar", summary: "Meeting", body: [StyledTextRun("In 5 minutes")])
            ],
            options: BannerStackOptions(scale: 1, blur: blur), snapshot: options, renderer: renderer)
        let scene = try #require(try playback.scene(at: BannerPlayback.settledTime))
        let card = try #require(scene.node(named: BannerLayout.cardName(1))).frame
        return (try renderer.image(of: scene, options: options), card)
    }

    @Test func theCheckerboardUnderABannerIsBlurredToAQuarterOfItsSpread() throws {
        let (sharp, card) = try renderBanner(blur: .off)
        let (blurred, _) = try renderBanner(blur: .auto)
        // Right of the short summary and body, below the header: the card's material alone.
        let textFree = Rect(x: card.maxX - 140, y: card.minY + 40, width: 120, height: 12)
        let before = Self.spread(in: sharp, textFree)
        let after = Self.spread(in: blurred, textFree)
        #expect(before >= 4, "the checkerboard shows through the flat tint")
        #expect(after * 4 <= before, "spread \(after) with the blur, \(before) without")
        let beside = Rect(x: card.minX - 40, y: card.minY, width: 32, height: 32)
        #expect(Self.spread(in: blurred, beside) == Self.spread(in: sharp, beside))
    }

    @Test func offKeepsTheThemeTintAndNoBlur() throws {
        let renderer = try SnapshotRenderer()
        let flat = try renderer.scene(for: Self.alert, options: SnapshotOptions(blur: .off))
        let blurred = try renderer.scene(for: Self.alert, options: SnapshotOptions(blur: .own))
        #expect(flat.node(named: "card")?.blursBeneath == false)
        #expect(blurred.node(named: "card")?.blursBeneath == true)
        #expect(flat.node(named: "card")?.fill == blurred.node(named: "card")?.fill)
    }
}
