import Testing

@testable import HUDCore

/// A layout context's checks of its canvas and scale come before any text is measured.
private struct UnusedMeasurer: TextMeasuring {
    func measure(_ block: TextBlock) -> Size { .zero }
    func caret(at offset: Int, in block: TextBlock) -> Rect { .zero }
}

@Suite("Scene, geometry and input sanitising")
struct SceneTests {
    @Test func hitTestingHonoursScale() {
        let button = SceneNode(frame: Rect(x: 40, y: 40, width: 20, height: 20), role: .button(3))
        var card = SceneNode(
            name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100), role: .body, children: [button])
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
            try LayoutContext(canvas: .zero, scale: 1, measurer: UnusedMeasurer())
        }
        #expect(throws: HUDError.invalidScale(0)) {
            try LayoutContext(canvas: Size(width: 10, height: 10), scale: 0, measurer: UnusedMeasurer())
        }
        #expect(throws: HUDError.self) {
            try LayoutContext(canvas: Size(width: 10, height: 10), scale: .nan, measurer: UnusedMeasurer())
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

@Suite("Scene damage: what a frame repaints")
struct SceneDamageTests {
    let card = SceneNode(
        name: "card", frame: Rect(x: 100, y: 100, width: 150, height: 120), fill: .black,
        children: [
            SceneNode(
                name: "indicator", frame: Rect(x: 156, y: 121, width: 37, height: 37),
                content: .activityIndicator(.large, color: .white, phase: 0))
        ])
    let dim = SceneNode(name: "dim", frame: Rect(x: 0, y: 0, width: 400, height: 300), fill: .black, role: .backdrop)

    var scene: Scene { Scene(size: Size(width: 400, height: 300), nodes: [dim, card], blocksInput: true) }

    @Test func unchangedSceneNeedsNothing() {
        #expect(scene.damage(since: scene) == nil)
    }

    @Test func spinnerStepRepaintsOnlyTheIndicator() {
        var next = scene
        next.modifyNodes(named: "indicator") { $0.content = .activityIndicator(.large, color: .white, phase: 1) }
        #expect(next.damage(since: scene) == Rect(x: 156, y: 121, width: 37, height: 37))
    }

    @Test func scalingCardRepaintsOldAndNewCard() {
        var next = scene
        next.modifyNodes(named: "card") { $0.scale = 0.9 }
        #expect(next.damage(since: scene) == card.frame)
        var smaller = next
        smaller.modifyNodes(named: "card") { $0.scale = 0.5 }
        #expect(smaller.damage(since: next) == card.frame.scaled(by: 0.9, about: card.frame.center))
    }

    @Test func fadingDimRepaintsEverything() {
        var next = scene
        next.modifyNodes(named: "dim") { $0.alpha = 0.5 }
        #expect(next.damage(since: scene) == Rect(x: 0, y: 0, width: 400, height: 300))
    }
}
