import Foundation
import HUDKit
import HUDTestHarness
import Testing

/// Emoji, common in notification scripts, come from the pinned colour emoji font, not as the
/// missing-glyph boxes Pango draws in the text colour (white hex digits in a white frame).
@Suite("emoji from the command line")
struct EmojiRenderTests {
    let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("hud-emoji-\(UUID().uuidString).png").path

    /// How many pixels in each third of the toast's text are not grey: a box, or white text, drawn
    /// over the grey card, has none; each colour emoji has many.
    func colouredPixelsPerThird(_ text: String) throws -> [Int] {
        let result = try HUDProcess.run(["render", "toast", text, "--backdrop", "white", "--out", output])
        #expect(result.status == 0, "\(result.stderr)")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let image = try Image(contentsOfPNG: output)
        let pixels = image.pixels()
        let width = image.width
        // The toast's card is the commonest colour that is not the white backdrop; its text is
        // what differs from the card.
        let cardColour = Dictionary(grouping: pixels.filter { $0 != 0xFFFF_FFFF }) { $0 }
            .max { $0.value.count < $1.value.count }?.key
        let text = pixels.indices.filter { pixels[$0] != 0xFFFF_FFFF && pixels[$0] != cardColour }
        let columns = text.map { $0 % width }
        guard let left = columns.min(), let right = columns.max() else { return [] }
        var counts = [0, 0, 0]
        for index in text {
            let pixel = pixels[index]
            let channels = [pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF].map(Int.init)
            guard channels.max()! - channels.min()! > 8 else { continue }
            counts[min(2, (index % width - left) * 3 / max(1, right - left + 1))] += 1
        }
        return counts
    }

    @Test func emojiAreDrawnInColourNotAsBoxes() throws {
        let counts = try colouredPixelsPerThird("✅🎉🔊")
        #expect(counts.count == 3 && counts.allSatisfy { $0 > 20 }, "coloured pixels per emoji: \(counts)")
    }

    /// The detector itself: a character no pinned font has is a box, and the box has no colour.
    @Test func aMissingGlyphBoxIsCaughtByTheDetector() throws {
        let counts = try colouredPixelsPerThird("\u{10FFFD}\u{10FFFD}\u{10FFFD}")
        #expect(counts.count == 3 && counts.allSatisfy { $0 == 0 }, "coloured pixels per box: \(counts)")
    }
}
