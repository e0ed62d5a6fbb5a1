import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite struct TimelineTests {
    let clock = ManualClock()
    let animator: Animator

    init() {
        animator = Animator(clock: clock)
    }

    private func value(_ node: String, _ property: AnimatedProperty) -> Double {
        animator.value(of: AnimationKey(node, property))
    }

    // MARK: Toast

    @Test func toastLifetimeInFramesMatchesItsTimeline() throws {
        var removedAt: Double?
        try ToastTimeline().start(on: animator) { finished in
            if finished { removedAt = animator.now }
        }
        clock.advance(to: 10)
        // 0.3 s fades at 60 Hz: ticks 0…18 and 108…126; nothing while the card holds or after it is gone.
        #expect(clock.frameCount(in: 0...0.3) == 19)
        #expect(clock.frameCount(in: 0.3001...1.7999) == 0)
        #expect(clock.frameCount(in: 1.8...2.1) == 19)
        #expect(clock.framesDelivered == 38)
        #expect(removedAt.map { abs($0 - 2.1) < 1e-9 } == true)
        #expect(value("card", .alpha) == 0)
    }

    @Test func toastFadesInHoldsAndFadesOut() throws {
        try ToastTimeline().start(on: animator)
        clock.advance(to: 0.15)
        #expect(abs(value("card", .alpha) - 0.5) < 1e-9)
        clock.advance(to: 1.0)
        #expect(value("card", .alpha) == 1)
        clock.advance(to: 1.95)
        #expect(abs(value("card", .alpha) - 0.5) < 1e-9)
    }

    @Test func toastHoldGrowsWithTextWithinBounds() throws {
        #expect(ToastTimeline(text: "Saved").hold == 1.5)
        #expect(abs(ToastTimeline(text: String(repeating: "x", count: 50)).hold - 3.5) < 1e-12)
        #expect(ToastTimeline(text: String(repeating: "x", count: 500)).hold == 5)
        #expect(try ToastTimeline().hold == 1.5)
        #expect(throws: HUDError.self) { try ToastTimeline(hold: -1) }
        #expect(throws: HUDError.self) { try ToastTimeline(hold: .nan) }
    }

    @Test func repeatedToastRestartsFromZeroWithoutStacking() throws {
        var results: [(Bool, Double)] = []
        try ToastTimeline().start(on: animator) { results.append(($0, animator.now)) }
        clock.advance(to: 1)
        try ToastTimeline().start(on: animator) { results.append(($0, animator.now)) }
        #expect(results.map(\.0) == [false])
        #expect(value("card", .alpha) == 0)
        clock.advance(to: 10)
        #expect(results.map(\.0) == [false, true])
        #expect(abs(results[1].1 - 3.1) < 1e-9)
        #expect(clock.frameCount(in: 1.3001...2.7999) == 0) // the restarted hold
    }

    // MARK: Card alert

    @Test func cardAlertSpringsInFromPointNine() throws {
        var shownAt: Double?
        try CardAlertTimeline.show(on: animator) { if $0 { shownAt = animator.now } }
        #expect(value("card", .scale) == 0.9)
        #expect(value("dim", .alpha) == 1) // the seed's dim appears at once
        clock.advance(to: 0.1)
        #expect(abs(value("card", .scale) - (0.9 + 0.1 * 0.9696)) < 1e-5)
        #expect(value("dim", .alpha) == 1)
        clock.advance(to: 1)
        #expect(value("card", .scale) == 1)
        #expect(value("card", .alpha) == 1)
        #expect(shownAt.map { abs($0 - 0.25) < 1e-9 } == true)
    }

    @Test func cardAlertDismissMidShowContinuesAndFadesEverything() throws {
        var showResult: Bool?
        var dismissedAt: Double?
        try CardAlertTimeline.show(on: animator) { showResult = $0 }
        clock.advance(to: 0.05)
        let scale = value("card", .scale)
        let dim = value("dim", .alpha)
        try CardAlertTimeline.dismiss(on: animator) { if $0 { dismissedAt = animator.now } }
        #expect(abs(value("card", .scale) - scale) < 1e-9)
        #expect(abs(value("dim", .alpha) - dim) < 1e-9)
        #expect(showResult == false)
        clock.advance(to: 1)
        #expect(value("card", .scale) == 0.9)
        #expect(value("card", .alpha) == 0)
        #expect(value("dim", .alpha) == 0)
        #expect(dismissedAt.map { abs($0 - 0.2) < 1e-9 } == true)
    }

    // MARK: CubeHUD

    @Test func cubeHUDShowsContainerThenGrowsTheIndicator() throws {
        let hud = try CubeHUDTimeline(animator: animator)
        try hud.show()
        #expect(value("dim", .alpha) == 0)
        #expect(value("indicator", .scale) == CubeHUDTimeline.hiddenScale)
        clock.advance(to: 0.1)
        #expect(value("dim", .alpha) == 1)
        #expect(value("indicator", .scale) == CubeHUDTimeline.hiddenScale)
        clock.advance(to: 0.2)
        #expect(value("indicator", .scale) > 0.7)
        clock.advance(to: 0.3)
        #expect(value("indicator", .scale) == 1)
        #expect(value("indicator", .alpha) == 1)
        #expect(hud.state == .showing)
        #expect(animator.isAnimating) // spinning
    }

    @Test func cubeHUDIgnoresASecondShow() throws {
        let hud = try CubeHUDTimeline(animator: animator)
        try hud.show()
        clock.advance(to: 0.05)
        let alpha = value("dim", .alpha)
        try hud.show()
        #expect(value("dim", .alpha) == alpha)
        clock.advance(to: 0.1)
        #expect(value("dim", .alpha) == 1)
    }

    @Test func cubeHUDHideShrinksThenFadesTheContainer() throws {
        let hud = try CubeHUDTimeline(animator: animator)
        try hud.show()
        clock.advance(to: 1)
        var hiddenAt: Double?
        try hud.hide { if $0 { hiddenAt = animator.now } }
        clock.advance(to: 1.5)
        #expect(value("indicator", .scale) == CubeHUDTimeline.hiddenScale)
        #expect(value("indicator", .alpha) == 0)
        #expect(value("dim", .alpha) == 1)
        clock.advance(to: 2)
        #expect(value("dim", .alpha) == 0)
        #expect(hiddenAt.map { abs($0 - 1.6) < 1e-9 } == true)
        #expect(hud.state == .hidden)
        let frames = clock.framesDelivered
        clock.advance(by: 60)
        #expect(clock.framesDelivered == frames) // spinner stopped, no forced hide pending
    }

    @Test func cubeHUDForcesAHideAfterItsTimeoutThenReportsIt() throws {
        let hud = try CubeHUDTimeline(animator: animator, timeout: 30)
        var timedOutAt: Double?
        hud.onTimeout = { timedOutAt = animator.now }
        try hud.show()
        clock.advance(to: 29.9)
        #expect(hud.state == .showing)
        clock.advance(to: 31)
        #expect(hud.state == .hidden)
        #expect(timedOutAt.map { abs($0 - 30.6) < 1e-9 } == true)
    }

    @Test func cubeHUDHiddenByHandDoesNotTimeOut() throws {
        let hud = try CubeHUDTimeline(animator: animator, timeout: 30)
        var timedOut = false
        hud.onTimeout = { timedOut = true }
        try hud.show()
        clock.advance(to: 5)
        try hud.hide()
        clock.advance(to: 40)
        #expect(!timedOut)
        #expect(clock.nextDeadline == nil)
    }

    @Test func cubeHUDRejectsAnInvalidTimeout() {
        #expect(throws: HUDError.self) { try CubeHUDTimeline(animator: animator, timeout: -1) }
        #expect(throws: HUDError.self) { try CubeHUDTimeline(animator: animator, timeout: .infinity) }
    }

    // MARK: System alert and library transitions

    @Test func systemAlertEntersWithTheCriticallyDampedSpring() throws {
        var shownAt: Double?
        try SystemAlertTimeline.show(on: animator) { if $0 { shownAt = animator.now } }
        #expect(value("card", .scale) == 1.2)
        clock.advance(to: 0.1)
        #expect(abs(value("card", .scale) - (1.2 - 0.2 * 0.6658)) < 1e-4)
        #expect(abs(value("card", .alpha) - 0.6658) < 1e-4)
        clock.advance(to: 1)
        #expect(value("card", .scale) == 1)
        #expect(shownAt.map { abs($0 - 0.404) < 5e-4 } == true)
    }

    @Test func fadeTransitionTakesPointOneFiveSeconds() throws {
        var shownAt: Double?
        try HUDTransition.fade.show(on: animator) { if $0 { shownAt = animator.now } }
        clock.advance(to: 1)
        #expect(shownAt.map { abs($0 - 0.15) < 1e-9 } == true)
        #expect(value("card", .scale) == 1)
        #expect(value("dim", .alpha) == 1)
    }

    @Test func zoomTransitionGrowsInFromHalfAndOutToOneAndAHalf() throws {
        try HUDTransition.zoom.show(on: animator)
        #expect(value("card", .scale) == 0.5)
        #expect(value("card", .alpha) == 0)
        clock.advance(to: 1)
        #expect(value("card", .scale) == 1)
        try HUDTransition.zoom.hide(on: animator)
        clock.advance(to: 1.15)
        #expect(value("card", .scale) > 1 && value("card", .scale) < 1.5)
        clock.advance(to: 2)
        #expect(value("card", .scale) == 1.5)
        #expect(value("card", .alpha) == 0)
        #expect(value("dim", .alpha) == 0)
    }
}
