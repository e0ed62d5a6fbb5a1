import HUDCore
import HUDSurfaces
import HUDTestHarness
import Testing

@testable import HUDX11

/// An alert's dim covers the monitor: each time its window's pixels are put on the screen the X
/// server passes over the whole monitor. Its first frame is put there once, by the map.
@Suite("An alert's first frame on the screen", .serialized)
struct FirstFrameTests {
    @Test func theDimWindowIsPutOnTheScreenOnceByItsMap() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        let stage = try X11Stage(display: server.display)
        let card: X11Overlay = try stage.present(
            .card(CardAlertModel(title: "Delete?", message: "It cannot be undone.", sure: "Delete", cancel: "Cancel")),
            options: DisplayOptions(monitor: .primary, scale: 1))
        let dim = try #require(card.host?.windows.first { $0.part == .backdrop })
        // Its first Expose series handled, and the card's spring over: the dim has not changed since.
        stage.run { !card.isAnimating && !dim.showsBackingAsBackground }
        #expect(dim.wholeWindowPaints == 1)
        card.dismiss()
        stage.runUntilAllRemoved()
    }
}
