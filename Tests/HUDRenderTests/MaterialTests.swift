import HUDKit
import HUDRender
import HUDTestSupport
import Testing

/// The material behind cards in `hud render` (issue 14): the checkerboard beneath an alert is blurred
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
        let (blurred, _) = try render(blur: .on) { $0.scale = 1.1 }
        let before = Self.spread(in: sharp, Self.textFree(card))
        let after = Self.spread(in: blurred, Self.textFree(card))
        #expect(after * 4 <= before, "spread \(after) with the blur, \(before) without")
    }

    @Test func offKeepsTheThemeTintAndNoBlur() throws {
        let renderer = try SnapshotRenderer()
        let flat = try renderer.scene(for: Self.alert, options: SnapshotOptions(blur: .off))
        let blurred = try renderer.scene(for: Self.alert, options: SnapshotOptions(blur: .on))
        #expect(flat.node(named: "card")?.blursBeneath == false)
        #expect(blurred.node(named: "card")?.blursBeneath == true)
        #expect(flat.node(named: "card")?.fill == blurred.node(named: "card")?.fill)
    }
}
