import Foundation
import HUDAutomation
import HUDKit
import Testing

@Suite("Golden images of every static variant and of the motions")
struct GoldenTests {
    @Test(arguments: Gallery.entries.map(\.name))
    func variantMatchesItsGolden(name: String) throws {
        let entry = try #require(Gallery.entry(named: name))
        let image = try SnapshotRenderer().image(of: entry.overlay, options: entry.options)
        try GoldenImage.assertMatches(image, named: name)
    }

    @Test(arguments: Gallery.motions.map(\.name))
    func motionMatchesItsGolden(name: String) throws {
        let motion = try #require(Gallery.motions.first { $0.name == name })
        try GoldenImage.assertMatches(try motion.render(with: SnapshotRenderer()), named: name)
    }

    @Test func everyGoldenHasAVariantAndThereAreEnough() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: GoldenImage.directory.path)
            .filter { $0.hasSuffix(".png") }
            .map { String($0.dropLast(4)) }
        let names = Set(
            Gallery.entries.map(\.name) + Gallery.motions.map(\.name)
                + (Gallery.banners + Gallery.bannerMotions + Gallery.bannerValueBars).map(\.name)
                + (Gallery.center + Gallery.centerMotions).map(\.name))
        #expect(Set(files).subtracting(names).isEmpty, "stale goldens: \(Set(files).subtracting(names).sorted())")
        #expect(names.count >= 16)
        #expect(names.contains("toast-cjk") && names.contains("card-scale2"))
    }

    @Test func comparisonCatchesOneLevelInOnePixel() throws {
        // The comparison itself must be able to fail, on the smallest change there is: one channel
        // of one pixel of the card's hairline, one level darker.
        let golden = try Image(contentsOfPNG: GoldenImage.path("card-sure"))
        let changed = try Image(contentsOfPNG: GoldenImage.path("card-sure"))
        #expect(try Difference.between(changed, golden) == nil)
        let entry = try #require(Gallery.entry(named: "card-sure"))
        let scene = try SnapshotRenderer().scene(for: entry.overlay, options: entry.options)
        let separator = try #require(scene.node(named: "separator"))
        let (x, y) = (Int(separator.frame.midX), Int(separator.frame.minY))
        var pixels = changed.pixels()
        pixels[y * changed.width + x] -= 1
        changed.setPixels(pixels)
        let difference = try #require(try Difference.between(changed, golden))
        #expect(difference.pixelCount == 1 && difference.largestChannelDifference == 1)
        #expect(difference.bounds == (x, y, x, y))
    }
}
