import HUDKit
import Testing

@Suite("The gradient mask, as drawn")
struct RadialGradientRenderTests {
    /// SVProgressHUD's gradient mask on a 200 × 100 white canvas: clear at the centre, black 0.75 at
    /// 100 pt (the shorter side) from it, and black 0.75 beyond, in the corners.
    @Test func fadesFromClearAtTheCentreToBlackAtTheShorterSide() throws {
        let size = Size(width: 200, height: 100)
        let mask = SceneNode(
            name: "dim", frame: Rect(origin: .zero, size: size),
            content: .radialGradient(inner: .clear, outer: Color(white: 0, alpha: 0.75)), role: .backdrop)
        let pixels = try SnapshotRenderer().image(
            of: Scene(size: size, nodes: [mask], blocksInput: true),
            options: SnapshotOptions(size: size, backdrop: .color(.white))
        )
        .pixels()
        func gray(_ x: Int, _ y: Int) -> Double { Double(pixels[y * 200 + x] & 0xFF) }
        #expect(gray(100, 50) >= 253) // the centre: white shows through
        #expect(abs(gray(50, 50) - 255 * (1 - 0.375)) <= 3) // halfway out: half of 0.75
        #expect(abs(gray(0, 50) - 255 * 0.25) <= 3) // 100 pt out: black 0.75
        #expect(abs(gray(0, 0) - 255 * 0.25) <= 3) // beyond the radius it stays there
    }
}
