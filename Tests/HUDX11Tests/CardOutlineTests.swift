import HUDCore
import HUDRender
import HUDSurfaces
import HUDX11
import Testing

@Suite("Card outline")
struct CardOutlineTests {
    /// A card as a banner's is shown: mid-slide (a fraction of a pixel off the grid), at scale 1, 1.5
    /// or 2.
    @Test(arguments: [
        (Rect(x: 10.3, y: 7.6, width: 120, height: 64), 1.0),
        (Rect(x: 8, y: 8, width: 120, height: 64), 1.5),
        (Rect(x: 5.25, y: 12.5, width: 90.5, height: 40.25), 2.0),
    ])
    func holdsEveryPixelTheCardTouchesAndNotTheBoxsCorners(frame: Rect, scale: Double) throws {
        let node = SceneNode(frame: frame, cornerRadii: .all(13), fill: .white)
        let size = Size(width: 160, height: 100)
        let image = try CairoImage(width: Int(size.width * scale), height: Int(size.height * scale))
        SceneRenderer(fonts: try FontLibrary()).draw(
            Scene(size: size, nodes: [node], blocksInput: false), on: DrawingContext(surface: image, scale: scale))
        let outline = CardOutline.rectangles(of: node, origin: .zero, scale: scale)
        func inOutline(_ x: Int, _ y: Int) -> Bool {
            outline.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
        }
        let pixels = image.pixels()
        var touched = 0
        for y in 0..<image.height {
            for x in 0..<image.width where pixels[y * image.width + x] >> 24 > 0 {
                touched += 1
                #expect(inOutline(x, y), "pixel (\(x), \(y)) of the card outside its outline")
            }
        }
        // Not the box: its corner pixels lie outside the rounded card, and so outside the outline.
        let box = PixelRect(covering: frame, scale: scale)
        #expect(!inOutline(box.x, box.y) && !inOutline(box.x + box.width - 1, box.y + box.height - 1))
        let area = outline.reduce(0) { $0 + $1.width * $1.height }
        #expect(area < box.width * box.height && area >= touched)
        #expect(CardOutline.rectangles(of: SceneNode(frame: frame, alpha: 0), origin: .zero, scale: scale).isEmpty)
    }

    /// The card peeking beneath a banner stack is rounded below only: its square top corners are
    /// kept whole, its bottom ones cut.
    @Test func aNodeRoundedBelowOnlyKeepsItsSquareTopCorners() {
        let frame = Rect(x: 12, y: 20, width: 120, height: 7)
        let node = SceneNode(frame: frame, cornerRadii: .bottom(7), fill: .white)
        let outline = CardOutline.rectangles(of: node, origin: .zero, scale: 1)
        func inOutline(_ x: Int, _ y: Int) -> Bool {
            outline.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
        }
        #expect(inOutline(12, 20) && inOutline(131, 20))
        #expect(!inOutline(12, 26) && !inOutline(131, 26))
        #expect(inOutline(72, 26))
    }
}
