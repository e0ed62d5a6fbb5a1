import HUDAutomation
import HUDKit
import Testing

@Suite("Golden images of the Notification Center and its motion")
struct CenterGoldenTests {
    @Test(arguments: (Gallery.center + Gallery.centerMotions).map(\.name))
    func centerMatchesItsGolden(name: String) throws {
        let sample = try #require((Gallery.center + Gallery.centerMotions).first { $0.name == name })
        try GoldenImage.assertMatches(try sample.render(with: SnapshotRenderer()), named: name)
    }
}
