import HUDCore
import Testing

/// A paste's bytes as they arrive: complete once the field can take no more, whatever the pieces.
struct PastedTextTests {
    @Test func aShortTextInPiecesIsNotCompleteUntilALineBreak() {
        var text = PastedText(limit: 10)
        text.append(Array("abc".utf8))
        #expect(!text.isComplete)
        text.append(Array("de\u{2028}f".utf8).prefix(3))
        #expect(!text.isComplete)
        text.append(Array("\u{2028}f".utf8).dropFirst())
        #expect(text.isComplete)
        text.append(Array("more".utf8))
        #expect(text.text == "abcde\u{2028}f")
    }

    @Test(arguments: ["\n", "\r"]) func aLineBreakCompletesIt(breaking: String) {
        var text = PastedText(limit: 10)
        text.append(Array("ab\(breaking)".utf8))
        #expect(text.isComplete)
    }

    /// Complete only past the limit: the limit's last character may still take combining marks.
    @Test func itIsCompleteOnceMoreThanTheLimitHasArrived() {
        var text = PastedText(limit: 3)
        text.append(Array("abc".utf8))
        #expect(!text.isComplete)
        text.append(Array("\u{301}".utf8))
        #expect(!text.isComplete)
        text.append(Array("d".utf8))
        #expect(text.isComplete)
        #expect(text.text == "abc\u{301}d")
    }

    @Test func endlessCombiningMarksStopAtTheByteLimit() {
        var text = PastedText(limit: 2)
        text.append(Array("a".utf8))
        for _ in 0..<200 { text.append(Array("\u{301}".utf8)) }
        #expect(text.isComplete)
        #expect(text.bytes.count == 2 * PastedText.bytesPerCharacter)
    }

    @Test func invalidUTF8IsRepaired() {
        var text = PastedText(limit: 10)
        text.append([0x61, 0xFF, 0xE2, 0x82])
        #expect(text.text == "a\u{FFFD}\u{FFFD}")
    }
}
