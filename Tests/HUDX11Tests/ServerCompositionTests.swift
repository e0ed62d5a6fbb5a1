import HUDCore
import HUDTestHarness
import HUDX11
import Testing

/// Composition in the X server (issue 13): a card is rendered and sent once, then its spring is a
/// series of composites with a scale and an opacity, and a spinner's steps are pictures sent once;
/// what is sent never grows with the monitor.
@Suite("Composition in the X server", .serialized)
struct ServerCompositionTests {
    let options = DisplayOptions(monitor: .primary, scale: 1)

    @Test(arguments: [false, true])
    func aCardIsSentOnceAndItsSpringSendsNoPixels(compositing: Bool) throws {
        let server = try XvfbServer(width: 1280, height: 800)
        if compositing { _ = try server.startCompositor() }
        let session = try X11Session(display: server.display)
        let card: OverlayHost = try session.present(
            .card(CardAlertModel(title: "Delete?", message: "It cannot be undone.", sure: "Delete", cancel: "Cancel")),
            options: options)
        session.run { !card.isAnimating }
        let statistics = card.statistics
        #expect(statistics.frames >= 5)
        #expect(statistics.bytes == 0)
        // The card alone, not the 1280×800 dim (4 MB when the client drew the dim).
        #expect(statistics.firstPaintBytes > 0)
        #expect(statistics.firstPaintBytes < 320 * 200 * 4)
        card.dismiss()
        session.runUntilAllRemoved()
    }

    @Test func aSpinnerSendsEachStepOnce() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        let session = try X11Session(display: server.display)
        let loading: OverlayHost = try session.present(.loading(LoadingHUDModel(text: "Working")), options: options)
        let clock = session.clock
        var turned = false
        // The 12 steps take a second; the second turn shows them again.
        clock.schedule(at: clock.now + 1.5) { turned = true }
        session.run { turned }
        let firstTurn = loading.statistics
        var secondTurnDone = false
        clock.schedule(at: clock.now + 1) { secondTurnDone = true }
        session.run { secondTurnDone }
        let secondTurn = loading.statistics
        #expect(secondTurn.frames - firstTurn.frames >= 10)
        #expect(secondTurn.bytes == firstTurn.bytes)
        loading.dismiss()
        session.runUntilAllRemoved()
    }
}
