import HUDTestHarness
import Testing

/// A card that input grows and shrinks (a form's calendar opening beneath its date row): the card's
/// window is made again around it, the dim's stays, and the keys go on reaching it.
@Suite("A card grown by input, under Xvfb")
struct GrowingCardTests {
    @Test func theCardWindowFollowsTheCardAndTheDimStays() throws {
        let fixture = try OverlayFixture()
        let hud = try fixture.hud(
            ["zenity", "--forms", "--add-calendar", "Day", "--forms-date-format=%Y", "--add-entry", "After"])
        try fixture.waitForOverlay(takesKeyboard: true, of: hud)
        try waitUntil("the dim and the card") { fixture.hudWindows.count == 2 }
        let before = fixture.hudWindows
        let dim = before.max { $0.frame.width < $1.frame.width }!
        let card = before.first { $0.id != dim.id }!
        try fixture.input.key("space")
        try waitUntil("a taller card window") {
            fixture.hudWindows.contains { $0.id != dim.id && $0.frame.height > card.frame.height + 150 }
        }
        #expect(fixture.hudWindows.map(\.id).contains(dim.id), "the dim kept")
        // Typed at once, as a user would, while the first card window may still hold the keyboard:
        // the keys it is sent between the grab's move and its end are not lost.
        for key in ["Escape", "Tab", "a", "Tab", "Tab"] { try fixture.input.key(key) }
        try waitUntil("the first card window gone") { !fixture.hudWindows.contains { $0.id == card.id } }
        try fixture.input.key("Return")
        #expect(try hud.wait(timeout: .seconds(10)) == 0)
        #expect(hud.stdout.hasSuffix("|a\n"), "\(hud.stdout)")
    }
}
