import Testing

@testable import HUDCore

/// A right-to-left layout is the left-to-right one mirrored once, and HUDKit's own words are
/// written with their numbers in place.
@Suite("Mirroring and words with numbers")
struct MirroringTests {
    static func label(_ text: String, at frame: Rect, alignment: TextAlignment) -> SceneNode {
        SceneNode(
            frame: frame,
            content: .text(
                TextBlock(text: text, style: TextStyle(size: 13, color: .white, alignment: alignment), wrapWidth: 100)))
    }

    @Test func partsGoToTheOtherSideOfTheCardsMiddle() throws {
        let card = SceneNode(
            name: "card", frame: Rect(x: 100, y: 50, width: 200, height: 80),
            cornerRadii: CornerRadii(topLeft: 4, topRight: 0, bottomRight: 9, bottomLeft: 0),
            children: [
                Self.label("App", at: Rect(x: 110, y: 60, width: 50, height: 20), alignment: .left),
                Self.label("›", at: Rect(x: 280, y: 60, width: 10, height: 20), alignment: .center),
                SceneNode(
                    name: "bar", frame: Rect(x: 110, y: 100, width: 180, height: 6),
                    content: .valueBar(value: 0.3, color: .white, trackColor: .black)),
            ])
        let mirrored = card.mirrored()
        #expect(mirrored.frame == card.frame)
        #expect(mirrored.cornerRadii == CornerRadii(topLeft: 0, topRight: 4, bottomRight: 0, bottomLeft: 9))
        #expect(mirrored.children[0].frame == Rect(x: 240, y: 60, width: 50, height: 20))
        guard case .text(let app) = mirrored.children[0].content, case .text(let chevron) = mirrored.children[1].content
        else {
            Issue.record("text stays text")
            return
        }
        #expect(app.style.alignment == .right && app.text == "App")
        #expect(chevron.text == "‹" && chevron.style.alignment == .center)
        #expect(mirrored.children[1].frame.minX == 110)
        #expect(mirrored.children[2].fillsFromRight && !card.children[2].fillsFromRight)
        // Twice is the original.
        #expect(mirrored.mirrored() == card)
    }

    @Test func aFrameMirrorsAboutAnAxis() {
        #expect(
            Rect(x: 10, y: 5, width: 30, height: 2).mirrored(about: 100) == Rect(x: 160, y: 5, width: 30, height: 2))
    }

    @Test func aWordsNumberGoesInItsPercentD() {
        let german = Words(
            language: "de", translations: ["%d more": "%d weitere", "%d %%": "%d %%", "%dm ago": "vor %d Min."])
        #expect(german("%d more", 3) == "3 weitere")
        #expect(german("%d %%", 42) == "42 %")
        #expect(german("%dm ago", 5) == "vor 5 Min.")
        #expect(Words.english("%d more", -1) == "-1 more")
        // A translation is data: a directive it should not have is written as it is, never read.
        let odd = Words(language: "xx", translations: ["%d more": "%s %d %", "%d %%": "%d%d"])
        #expect(odd("%d more", 2) == "%s 2 %")
        #expect(odd("%d %%", 7) == "7%d")
        // zenity's own formats: unsigned longs, zero-padded to a width.
        let remaining = Words(
            language: "de", translations: ["Time remaining: %lu:%02lu:%02lu": "Verbleibende Zeit: %lu:%02lu:%02lu"])
        #expect(remaining("Time remaining: %lu:%02lu:%02lu", 1, 5, 9) == "Verbleibende Zeit: 1:05:09")
        #expect(Words.english("%3d|%02lu", 7, 123) == "  7|123")
    }

    @Test func wordsDifferWithTheirCalendar() throws {
        let monday = try #require(
            CalendarNames(
                months: CalendarNames.english.months, weekdays: CalendarNames.english.weekdays,
                shortWeekdays: CalendarNames.english.shortWeekdays, firstWeekday: 1))
        let british = Words(language: "en_GB", translations: [:])
        #expect(british.with(calendar: monday) != british)
        #expect(british.with(calendar: monday).calendar.firstWeekday == 1)
        #expect(british.with(calendar: .english) == british)
    }
}
