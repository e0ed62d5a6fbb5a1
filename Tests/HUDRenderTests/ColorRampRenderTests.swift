import HUDKit
import Testing

@Suite("A colour picker's ramps, as drawn")
struct ColorRampRenderTests {
    /// The ramp in a node filling a `size` canvas over white, as 0xAARRGGBB pixels.
    static func pixels(_ ramp: ColorRamp, size: Size, mirrored: Bool = false) throws -> (Int, Int) -> UInt32 {
        var node = SceneNode(frame: Rect(origin: .zero, size: size), content: .colorRamp(ramp))
        if mirrored { node = node.mirrored() }
        let pixels = try SnapshotRenderer().image(
            of: Scene(size: size, nodes: [node], blocksInput: false),
            options: SnapshotOptions(size: size, backdrop: .color(.white))
        )
        .pixels()
        return { x, y in pixels[y * Int(size.width) + x] }
    }

    static func hex(_ pixel: UInt32) -> (Int, Int, Int) {
        (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    /// Each point of the drawn spectrum is the colour `ColorSpectrum` says lies there (within the
    /// gradient's rounding), so a press chooses what the user sees; mirrored, hues run from the right.
    @Test(arguments: [false, true])
    func theSpectrumIsWhatItsCoordinatesSay(mirrored: Bool) throws {
        let pixel = try Self.pixels(.spectrum, size: Size(width: 360, height: 200), mirrored: mirrored)
        for (x, y) in [(30, 100), (120, 40), (200, 150), (300, 100), (355, 10), (10, 190)] {
            let expected = ColorSpectrum.color(x: (Double(x) + 0.5) / 360, y: (Double(y) + 0.5) / 200).components255
            let (r, g, b) = Self.hex(pixel(mirrored ? 359 - x : x, y))
            #expect(
                abs(r - expected.red) <= 3 && abs(g - expected.green) <= 3 && abs(b - expected.blue) <= 3,
                "at \(x), \(y): \(r), \(g), \(b) where \(expected) was expected")
        }
    }

    /// A translucent ramp shows the checkerboard beneath it; an opaque one covers it.
    @Test func aTranslucentRampIsOverChecks() throws {
        let clear = try Self.pixels(
            .linear(start: Color(white: 0, alpha: 0), end: .black), size: Size(width: 120, height: 12))
        #expect(Set([clear(1, 1), clear(7, 1)]).count == 2, "two squares of the checkerboard at the clear end")
        let (r, g, b) = Self.hex(clear(119, 6))
        #expect(max(r, g, b) <= 2, "black at the opaque end")
        let opaque = try Self.pixels(.linear(start: .white, end: .white), size: Size(width: 120, height: 12))
        #expect(opaque(1, 1) == opaque(7, 1))
    }
}
