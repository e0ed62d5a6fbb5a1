import CCairo
import HUDAutomation
import HUDCore
import HUDKit
import HUDSurfaces
import Testing

@testable import HUDRender

/// The type: real Inter weights, a bold that shows in CJK, and separators one device pixel thick.
@Suite("Typeface: Inter's semibold face, emboldened CJK, device-pixel hairlines")
struct TypefaceTests {
    /// Each run of `text`'s first line: the file of the font Pango loaded for it, that face's
    /// fontconfig weight, and whether Cairo is told to embolden it.
    private func loadedFaces(
        _ text: String, weight: FontWeight, family: TextFont.Family = .sansSerif, fonts: FontLibrary
    ) throws -> [(file: String, weight: Int32, emboldened: Bool)] {
        let layout = TextLayout(
            TextBlock(
                text: text, style: TextStyle(size: 17, weight: weight, color: .black, family: family),
                wrapWidth: 1000),
            fonts: fonts)
        var faces: [(file: String, weight: Int32, emboldened: Bool)] = []
        var runs = pango_layout_get_line_readonly(layout.pangoLayout, 0)?.pointee.runs
        while let node = runs {
            let run = try #require(node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self))
            let font = try #require(run.pointee.item.pointee.analysis.font)
            let pattern = try #require(
                pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)))
            var file: UnsafeMutablePointer<FcChar8>?
            var faceWeight: Int32 = 0
            var embolden: FcBool = 0
            #expect(FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch)
            #expect(FcPatternGetInteger(pattern, "weight", 0, &faceWeight) == FcResultMatch)
            _ = FcPatternGetBool(pattern, "embolden", 0, &embolden)
            faces.append((file.map { String(cString: $0) } ?? "", faceWeight, embolden != 0))
            runs = node.pointee.next
        }
        return faces
    }

    @Test func latinSemiboldIsInterSemiBoldNotBoldNorSynthesized() throws {
        let fonts = try FontLibrary(cacheRoot: nil)
        let semibold = try loadedFaces("Discard draft?", weight: .semibold, fonts: fonts)
        #expect(semibold.count == 1)
        for face in semibold {
            #expect(face.file == "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf")
            #expect(face.weight == 180, "fontconfig's FC_WEIGHT_SEMIBOLD, CSS 600")
            #expect(!face.emboldened)
        }
        let regular = try loadedFaces("Discard draft?", weight: .regular, fonts: fonts)
        #expect(regular.map(\.file) == ["/usr/share/fonts/opentype/inter/Inter-Regular.otf"])
    }

    /// A text view asked for in a monospaced or serif font (zenity's `--font`) is set in that kind's
    /// pinned face, bold in its bold one, and what it lacks (CJK) in the pinned fallbacks.
    @Test(arguments: [
        (TextFont.Family.monospace, "/usr/share/fonts/truetype/dejavu/DejaVuSansMono"),
        (.serif, "/usr/share/fonts/truetype/dejavu/DejaVuSerif"),
    ])
    func aKindOfFamilyIsItsPinnedFace(family: TextFont.Family, file: String) throws {
        let fonts = try FontLibrary(cacheRoot: nil)
        #expect(try loadedFaces("ls -l", weight: .regular, family: family, fonts: fonts).map(\.file) == [file + ".ttf"])
        #expect(
            try loadedFaces("ls -l", weight: .bold, family: family, fonts: fonts).map(\.file) == [file + "-Bold.ttf"])
        #expect(
            try loadedFaces("文件", weight: .regular, family: family, fonts: fonts).map(\.file) == [
                "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
            ])
    }

    @Test func cjkSemiboldIsTheCJKFaceEmboldened() throws {
        let faces = try loadedFaces("删除照片", weight: .semibold, fonts: try FontLibrary(cacheRoot: nil))
        #expect(faces.count == 1)
        #expect(faces.first?.file == "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")
        #expect(faces.first?.emboldened == true)
    }

    /// Summed alpha of `text` drawn black at 17 pt on a transparent image.
    private func ink(_ text: String, weight: FontWeight, scale: Double, fonts: FontLibrary) throws -> Double {
        let layout = TextLayout(
            TextBlock(text: text, style: TextStyle(size: 17, weight: weight, color: .black), wrapWidth: 1000),
            fonts: fonts)
        let image = try CairoImage(width: Int(200 * scale), height: Int(40 * scale))
        layout.draw(
            in: Rect(x: 0, y: 0, width: 200, height: 40), alignment: .center, color: .black, alpha: 1,
            on: DrawingContext(surface: image, scale: scale))
        return image.pixels().reduce(0) { $0 + Double($1 >> 24) }
    }

    @Test(arguments: [1.0, 2.0])
    func cjkBoldTitleInksAQuarterMoreThanRegular(scale: Double) throws {
        let fonts = try FontLibrary(cacheRoot: nil)
        let regular = try ink("删除照片", weight: .regular, scale: scale, fonts: fonts)
        let bold = try ink("删除照片", weight: .semibold, scale: scale, fonts: fonts)
        #expect(regular > 0)
        #expect(bold >= 1.25 * regular, "bold \(bold) / regular \(regular) = \(bold / regular)")
    }

    /// The separator `name` of `overlay`, drawn at `scale` over a flat backdrop, covers exactly one
    /// device row: its row differs clearly from both neighbours, and each neighbour is the same as
    /// the row beyond it (a line straddling two rows would tint both, half each).
    @Test(arguments: [("card-sure", 1.0), ("alert-two", 1.0), ("alert-three", 1.0), ("alert-two", 2.0)])
    func aHairlineIsOneDeviceRow(entryName: String, scale: Double) throws {
        let entry = try #require(Gallery.entry(named: entryName))
        let options = SnapshotOptions(scale: scale, backdrop: .color(Color(white: 0.5)))
        let renderer = try SnapshotRenderer()
        let scene = try renderer.scene(for: entry.overlay, options: options)
        let separator = try #require(scene.node(named: "separator"))
        #expect(separator.frame.height * scale == (entryName.hasPrefix("card") ? scale : 1))
        let image = try renderer.image(of: entry.overlay, options: options)
        let pixels = image.pixels()
        let x = Int((separator.frame.minX + 4) * scale)
        let y = Int((separator.frame.minY * scale).rounded(.down))
        func channels(_ row: Int) -> [Int] {
            let pixel = pixels[row * image.width + x]
            return [16, 8, 0].map { Int(pixel >> $0 & 0xFF) }
        }
        func distance(_ a: Int, _ b: Int) -> Int { zip(channels(a), channels(b)).map { abs($0 - $1) }.max() ?? 0 }
        let lineRows = entryName.hasPrefix("card") ? Int(scale) : 1
        let below = y + lineRows
        #expect(distance(y, y - 1) >= 8 && distance(below - 1, below) >= 8, "the line shows")
        #expect(distance(y - 1, y - 2) <= 1, "the row above is untouched")
        #expect(distance(below, below + 1) <= 1, "the row below is untouched")
    }
}
