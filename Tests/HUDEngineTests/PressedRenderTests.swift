import Foundation
import HUDAutomation
import HUDKit
import HUDTestHarness
import Testing

@Suite("hud render --pressed")
struct PressedRenderTests {
    let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("hud-pressed-\(UUID().uuidString).png").path

    /// The command line's pressed card is the gallery's golden subject, pixel for pixel.
    @Test func thePressedCardIsTheGallerysPressedCard() throws {
        let result = try HUDProcess.run([
            "render", "card", "--title", "Delete photo?", "--message", "It will be gone for good.",
            "--sure", "Delete", "--cancel", "Keep", "--pressed", "Delete", "--out", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let entry = try #require(Gallery.entry(named: "card-pressed"))
        let expected = try SnapshotRenderer().image(of: entry.overlay, options: entry.options)
        #expect(try Image(contentsOfPNG: output).pixels() == expected.pixels())
    }

    @Test func aTitleThatNamesNoButtonIsAUsageError() throws {
        let result = try HUDProcess.run([
            "render", "alert", "--action", "OK", "--pressed", "Cancel", "--out", output,
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--pressed \"Cancel\" names no button"), "\(result.stderr)")
    }
}
