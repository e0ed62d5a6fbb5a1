import Foundation
import HUDKit
import HUDTestSupport
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
        let names = Set(Gallery.entries.map(\.name) + Gallery.motions.map(\.name)
                        + (Gallery.banners + Gallery.bannerMotions).map(\.name))
        #expect(Set(files).subtracting(names).isEmpty, "stale goldens: \(Set(files).subtracting(names).sorted())")
        #expect(names.count >= 16)
        #expect(names.contains("toast-cjk") && names.contains("card-scale2"))
    }

    @Test func comparisonCatchesARealChange() throws {
        // The comparison itself must be able to fail: a card with different text is not the golden.
        let image = try SnapshotRenderer().image(of: .card(CardAlertModel(title: "Different", sure: "OK")),
                                                 options: SnapshotOptions())
        let golden = try Image(contentsOfPNG: GoldenImage.path("card-sure"))
        let (differing, _) = GoldenImage.compare(image.pixels(), golden.pixels())
        #expect(differing > Int(Double(image.width * image.height) * GoldenImage.maxDifferingFraction))
    }
}
