import Testing
@testable import HUDCore

@Suite("Scene, geometry and input sanitising")
struct SceneTests {
    @Test func hitTestingHonoursScale() {
        let button = SceneNode(frame: Rect(x: 40, y: 40, width: 20, height: 20), role: .button(3))
        var card = SceneNode(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100), role: .body, children: [button])
        let scene = Scene(size: Size(width: 100, height: 100), nodes: [card], blocksInput: true)
        #expect(scene.role(at: Point(x: 50, y: 50)) == .button(3))
        #expect(scene.role(at: Point(x: 35, y: 50)) == .body)
        card.scale = 2
        let scaled = Scene(size: scene.size, nodes: [card], blocksInput: true)
        #expect(scaled.role(at: Point(x: 35, y: 50)) == .button(3))
        #expect(scaled.role(at: Point(x: 25, y: 50)) == .body)
    }

    @Test func invalidUTF8IsReplacedNotFatal() {
        #expect(TextSanitizer.decode([0x48, 0xFF, 0x69]) == "H\u{FFFD}i")
        #expect(TextSanitizer.clean("a\u{0}b\u{7}c\nd\te") == "abc\nd\te")
    }

    @Test func invalidCanvasAndScaleAreErrors() {
        #expect(throws: HUDError.invalidCanvasSize(width: 0, height: 0)) {
            try LayoutContext(canvas: .zero, scale: 1, measurer: FixedWidthMeasurer())
        }
        #expect(throws: HUDError.invalidScale(0)) {
            try LayoutContext(canvas: Size(width: 10, height: 10), scale: 0, measurer: FixedWidthMeasurer())
        }
        #expect(throws: HUDError.self) {
            try LayoutContext(canvas: Size(width: 10, height: 10), scale: .nan, measurer: FixedWidthMeasurer())
        }
    }

    @Test func colourParsing() {
        #expect(Color(parsing: "#336699") == Color(r255: 0x33, g255: 0x66, b255: 0x99))
        #expect(Color(parsing: "#00000080")?.alpha == 128.0 / 255)
        #expect(Color(parsing: "white") == .white)
        #expect(Color(parsing: "#12345") == nil)
        #expect(Color(parsing: "nonsense") == nil)
    }

    @Test func pixelGridSnapsAndCeils() {
        let grid = PixelGrid(scale: 2)
        #expect(grid.snap(139.6) == 139.5)
        #expect(grid.ceil(10.1) == 10.5)
        #expect(grid.hairline == 0.5)
    }
}
