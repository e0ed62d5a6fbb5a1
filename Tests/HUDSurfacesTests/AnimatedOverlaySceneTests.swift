import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Overlay presentation: one timeline for windows and headless frames")
struct AnimatedOverlaySceneTests {
    func present(_ overlay: Overlay, clock: ManualClock) throws -> AnimatedOverlayScene {
        let scene = OverlayLayout.scene(for: overlay, in: context())
        let presentation = AnimatedOverlayScene(
            scene: scene, motion: .standard(for: overlay), animator: Animator(clock: clock))
        try presentation.show()
        return presentation
    }

    @Test func cardSpringsFromPointNine() throws {
        let clock = ManualClock()
        let presentation = try present(.card(CardAlertModel(title: "T", sure: "OK")), clock: clock)
        #expect(presentation.currentScene?.node(named: "card")?.scale == 0.9)
        clock.advance(to: 0.05)
        let scale = try #require(presentation.currentScene?.node(named: "card")?.scale)
        #expect(abs(scale - (0.9 + 0.1 * 0.6160)) < 1e-4)
        clock.advance(to: 0.25)
        #expect(presentation.currentScene?.node(named: "card")?.scale == 1)
    }

    @Test func dismissedCardIsRemovedAfterItsExit() throws {
        let clock = ManualClock()
        let presentation = try present(.card(CardAlertModel(title: "T", sure: "OK")), clock: clock)
        var removedAt: Double?
        presentation.onRemoved = { removedAt = clock.now }
        clock.advance(to: 1)
        try presentation.dismiss()
        clock.advance(to: 1.1)
        let card = try #require(presentation.currentScene?.node(named: "card"))
        #expect(card.scale < 1 && card.scale > 0.9 && card.alpha < 1 && card.alpha > 0)
        clock.advance(to: 1.2)
        #expect(presentation.phase == .removed && presentation.currentScene == nil)
        #expect(try #require(removedAt) <= 1.15 + 1.0 / 60)
    }

    @Test func toastRemovesItselfAfterFadeHoldFade() throws {
        let clock = ManualClock()
        let presentation = try present(.toast(ToastModel(text: "Hi")), clock: clock)
        clock.advance(to: 0.3 + 1.5 + 0.3 - 0.02)
        #expect(presentation.phase == .showing)
        clock.advance(to: 0.3 + 1.5 + 0.3 + 0.02)
        #expect(presentation.phase == .removed)
    }

    @Test func settledStaticHUDRequestsNoFrames() throws {
        let clock = ManualClock()
        _ = try present(.status(StatusHUDModel(glyph: .checkmark, text: "Done")), clock: clock)
        clock.advance(to: 1)
        let before = clock.framesDelivered
        clock.advance(to: 11)
        #expect(clock.framesDelivered == before)
        #expect(clock.nextDeadline == nil)
    }

    @Test func spinningLoadingHUDDrawsAtMostTwelveFramesASecond() throws {
        let clock = ManualClock()
        let presentation = try present(.loading(LoadingHUDModel(text: "Wait")), clock: clock)
        clock.advance(to: 1)
        let before = clock.framesDelivered
        clock.advance(to: 11)
        #expect(clock.framesDelivered - before <= 120)
        #expect(clock.framesDelivered - before >= 110)
        guard case .activityIndicator(_, _, let phase)? = presentation.currentScene?.node(named: "indicator")?.content
        else {
            Issue.record("no indicator")
            return
        }
        #expect(phase == Int((11 * 12.0).rounded(.down)) % 12)
    }

    @Test func entranceReportsShownAndAnUnanimatedDismissRemovesAtOnce() throws {
        let clock = ManualClock()
        let presentation = try present(.status(StatusHUDModel(glyph: .checkmark, text: "Done")), clock: clock)
        var shownAt: Double?
        var removed = false
        presentation.onShown = { shownAt = clock.now }
        presentation.onRemoved = { removed = true }
        clock.advance(to: 1)
        #expect(shownAt.map { abs($0 - HUDTransition.fadeDuration) < 1e-6 } == true)
        try presentation.dismiss(animated: false)
        #expect(removed && presentation.phase == .removed && presentation.currentScene == nil)
        #expect(clock.nextDeadline == nil)
    }

    @Test(arguments: HUDTransition.allCases)
    func everyHUDTransitionEntersAndLeaves(transition: HUDTransition) throws {
        let clock = ManualClock()
        let scene = OverlayLayout.scene(for: .status(StatusHUDModel(glyph: .info, text: "Hi")), in: context())
        let presentation = AnimatedOverlayScene(
            scene: scene, motion: .hud(transition), animator: Animator(clock: clock))
        try presentation.show()
        let start = try #require(presentation.currentScene?.node(named: "card"))
        #expect(start.alpha == 0)
        #expect(start.scale == [HUDTransition.fade: 1, .zoom: HUDTransition.zoomInScale, .spring: 0.9][transition])
        clock.advance(to: 1)
        let settled = try #require(presentation.currentScene?.node(named: "card"))
        #expect(settled.alpha == 1 && settled.scale == 1)
        try presentation.dismiss()
        clock.advance(to: 2)
        #expect(presentation.phase == .removed)
    }
}
