import HUDAutomation
import HUDKit
import Testing

@Suite("Golden images of notification banners and their motion")
struct BannerGoldenTests {
    @Test(arguments: (Gallery.banners + Gallery.bannerMotions).map(\.name))
    func bannerMatchesItsGolden(name: String) throws {
        let sample = try #require((Gallery.banners + Gallery.bannerMotions).first { $0.name == name })
        try GoldenImage.assertMatches(try sample.render(with: SnapshotRenderer()), named: name)
    }

    @Test(arguments: Gallery.bannerValueBars.map(\.name))
    func valueBarMatchesItsGolden(name: String) throws {
        let sample = try #require(Gallery.bannerValueBars.first { $0.name == name })
        try GoldenImage.assertMatches(try sample.render(with: SnapshotRenderer()), named: name)
    }

    @Test func aStaticStackIsTheSameImageEveryTime() throws {
        let sample = try #require(Gallery.banners.first { $0.name == "banner-stacked-three" })
        let first = try sample.render(with: SnapshotRenderer())
        let second = try sample.render(with: SnapshotRenderer())
        #expect(first.pixels() == second.pixels())
    }
}
