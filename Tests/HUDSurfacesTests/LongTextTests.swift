import HUDCore
import HUDSurfaces
import Testing

@Suite("text past what any card shows")
struct LongTextTests {
    @Test func aTextIsCutWithAnEllipsisBeforeItIsShaped() {
        let style = TextStyle(size: 14, color: .white)
        let long = TextBlock(text: String(repeating: "é", count: 1 << 20), style: style, wrapWidth: 250)
        #expect(long.text.count == TextBlock.maxCharacters + 1 && long.text.hasSuffix("é…"))
        let fits = String(repeating: "a", count: TextBlock.maxCharacters)
        #expect(TextBlock(text: fits, style: style, wrapWidth: 250).text == fits)
    }
}
