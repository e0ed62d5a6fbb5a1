import HUDCore
import HUDNotificationBoard
import HUDSurfaces
import Testing

@Suite struct BodyMarkupParserTests {
    @Test func theSubsetIsStyled() {
        #expect(
            BodyMarkupParser.runs("a <b>bold</b> <i>it <u>both</u></i>") == [
                StyledTextRun("a "), StyledTextRun("bold", bold: true), StyledTextRun(" "),
                StyledTextRun("it ", italic: true), StyledTextRun("both", italic: true, underline: true),
            ])
        #expect(
            BodyMarkupParser.runs("see <a href=\"https://x.org/?a=1&amp;b=2\">docs</a>") == [
                StyledTextRun("see "), StyledTextRun("docs", link: "https://x.org/?a=1&b=2"),
            ])
        #expect(BodyMarkupParser.runs("<B>loud</B>") == [StyledTextRun("loud", bold: true)])
    }

    @Test func imagesShowTheirAltText() {
        #expect(
            BodyMarkupParser.runs("cat: <img src=\"/tmp/cat.png\" alt=\"a cat\"/>!") == [StyledTextRun("cat: a cat!")])
        #expect(BodyMarkupParser.runs("<img src='x.png'/>") == [])
    }

    @Test func entitiesAreDecodedAndStrayOnesKept() {
        #expect(
            BodyMarkupParser.runs("1 &lt; 2 &amp;&amp; 3 &gt; 2 &#233;&#x4E2D; &quot;q&apos;") == [
                StyledTextRun("1 < 2 && 3 > 2 é中 \"q'")
            ])
        #expect(
            BodyMarkupParser.runs("AT&T & co &bogus; &#0; &#xZZ;") == [StyledTextRun("AT&T & co &bogus; &#0; &#xZZ;")])
    }

    @Test func otherTagsAndLoneBracketsAreText() {
        #expect(
            BodyMarkupParser.runs("a < b > c <span>x</span> <br/>") == [StyledTextRun("a < b > c <span>x</span> <br/>")]
        )
        #expect(
            BodyMarkupParser.runs("if x<3 then <b>go</b>") == [
                StyledTextRun("if x<3 then "), StyledTextRun("go", bold: true),
            ])
        #expect(BodyMarkupParser.runs("<<<b>x</b>") == [StyledTextRun("<<"), StyledTextRun("x", bold: true)])
    }

    @Test func malformedMarkupIsThePlainBody() {
        for body in ["<b>open", "close</b>", "<b><i>x</b></i>", "<a href=\"x\">y", "<a href=x>y</a>", "</a>"] {
            #expect(BodyMarkupParser.runs(body) == [StyledTextRun(body)], "\(body)")
        }
    }

    @Test func emptyBodyHasNoRuns() {
        #expect(BodyMarkupParser.runs("").isEmpty)
        #expect(BodyMarkupParser.plainText(BodyMarkupParser.runs("x <b>y</b>")) == "x y")
    }

    @Test func aHugeBodyOfBracketsIsReadInLinearTime() {
        let body = String(repeating: "<", count: 200_000) + ">"
        let clock = ContinuousClock()
        let elapsed = clock.measure { #expect(BodyMarkupParser.plainText(BodyMarkupParser.runs(body)) == body) }
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        #expect(String(repairing: [0x61, 0xFF, 0x62, 0xC3]) == "a\u{FFFD}b\u{FFFD}")
        #expect(String(repairing: Array("héllo".utf8)) == "héllo")
    }
}
