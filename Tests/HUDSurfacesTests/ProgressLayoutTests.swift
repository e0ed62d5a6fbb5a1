import Testing

@testable import HUDCore
@testable import HUDSurfaces

private let track = Color(white: 1, alpha: 0.1)

private func progressValue(in scene: Scene?) -> Double? {
    guard case .progress(_, let value, _, _)? = scene?.node(named: "progress")?.content else { return nil }
    return value
}

private func progressScene(_ style: ProgressStyle = .bar, value: Double, text: String? = "Uploading") -> Scene {
    StatusHUDLayout(model: StatusHUDModel(indicator: .progress(style, value), text: text)).scene(in: context())
}

@Suite("Progress HUDs: indicator layout, clamping, animated values")
struct ProgressLayoutTests {
    let clock = ManualClock()
    let animator: Animator

    init() {
        animator = Animator(clock: clock)
    }

    @Test(arguments: ProgressStyle.allCases)
    func determinateIndicatorIsNamedProgressAndSizedByStyle(style: ProgressStyle) throws {
        let scene = progressScene(style, value: 0.65)
        let indicator = try #require(scene.node(named: "progress"))
        #expect(indicator.content == .progress(style, value: 0.65, color: .white, trackColor: track))
        let expected = style == .bar ? Size(width: 120, height: 10) : Size(width: 37, height: 37)
        #expect(indicator.frame.size == expected)
        let card = try #require(scene.node(named: "card"))
        let label = try #require(scene.node(named: "label"))
        // MBProgressHUD's proportions: margin 20 around the widest element, 8 pt to the label.
        #expect(card.frame.width == max(100, max(expected.width, label.frame.width) + 40))
        #expect(card.frame.height >= 100)
        #expect(indicator.frame.midX == card.frame.midX)
        #expect(label.frame.minY - indicator.frame.maxY == 8)
        #expect(scene.node(named: "glyph") == nil && scene.node(named: "indicator") == nil)
    }

    @Test func spinnerIsTheLargeActivityIndicatorNamedIndicator() throws {
        let scene = StatusHUDLayout(model: StatusHUDModel(indicator: .spinner, text: "Wait")).scene(in: context())
        let indicator = try #require(scene.node(named: "indicator"))
        #expect(indicator.content == .activityIndicator(.large, color: .white, phase: 0))
        #expect(indicator.frame.size == Size(width: 37, height: 37))
        #expect(scene.node(named: "label") != nil)
    }

    @Test func ringHasRadius18AboveTextAnd24Alone() throws {
        for (text, side) in [("Wait", 2 * 18 + 2.0), (nil, 2 * 24 + 2.0)] as [(String?, Double)] {
            let scene = StatusHUDLayout(model: StatusHUDModel(indicator: .ring, text: text)).scene(in: context())
            let ring = try #require(scene.node(named: "ring"))
            #expect(ring.content == .ringSpinner(color: .white, lineWidth: 2, phase: 0))
            #expect(ring.frame.size == Size(width: side, height: side))
        }
    }

    @Test func glyphInitializerStillMakesGlyphAndTextHUDs() {
        #expect(
            StatusHUDModel(glyph: .checkmark, text: "Done")
                == StatusHUDModel(indicator: .glyph(.checkmark), text: "Done"))
        #expect(StatusHUDModel(text: "Hi").indicator == nil)
    }

    @Test func valuesAreClampedToZeroThroughOneAndNaNIsZero() {
        #expect(ProgressStyle.clamped(0.4) == 0.4)
        #expect(ProgressStyle.clamped(-0.5) == 0)
        #expect(ProgressStyle.clamped(1.5) == 1)
        #expect(ProgressStyle.clamped(.infinity) == 1)
        #expect(ProgressStyle.clamped(-.infinity) == 0)
        #expect(ProgressStyle.clamped(.nan) == 0)
    }

    @Test func applyWritesProgressIntoProgressNodesOnly() {
        animator.setValue(0.3, for: AnimationKey("progress", .progress))
        animator.setValue(0.3, for: AnimationKey("label", .progress))
        var scene = progressScene(value: 0.9)
        let label = scene.node(named: "label")
        animator.apply(to: &scene)
        #expect(progressValue(in: scene) == 0.3)
        #expect(scene.node(named: "label") == label)
    }

    @Test func ringTurnsOnceASecondInSixtyStepsAndStopsWhereItIs() {
        var phases: [Int] = []
        animator.onFrame = { time in
            var scene = StatusHUDLayout(model: StatusHUDModel(indicator: .ring)).scene(in: context())
            animator.apply(to: &scene, at: time)
            if case .ringSpinner(_, _, let phase)? = scene.node(named: "ring")?.content { phases.append(phase) }
        }
        animator.startRing(node: "ring")
        clock.advance(to: 2)
        #expect(clock.framesDelivered >= 119 && clock.framesDelivered <= 120)
        #expect(Array(phases.prefix(61)) == Array(1...59) + [0, 1])
        animator.stopRing(node: "ring")
        let delivered = clock.framesDelivered
        clock.advance(by: 5)
        #expect(clock.framesDelivered == delivered)
        #expect(animator.value(of: AnimationKey("ring", .ringPhase)) == 0)
    }

    @Test func progressGlidesFromTheLaidOutValueInPointThreeSecondsEasingOut() throws {
        try ProgressTimeline.animate(to: 0.8, on: animator, from: progressScene(value: 0.2))
        let key = AnimationKey("progress", .progress)
        #expect(animator.value(of: key) == 0.2)
        clock.advance(to: 0.15)
        let eased = TimingCurve.easeOut.progress(atFraction: 0.5)
        #expect(abs(animator.value(of: key) - (0.2 + 0.6 * eased)) < 1e-9)
        #expect(eased > 0.5)
        clock.advance(to: 0.3)
        #expect(animator.value(of: key) == 0.8)
        #expect(!animator.isAnimating)
    }

    @Test func aNewValueMidGlideContinuesFromTheValueOnScreen() throws {
        let key = AnimationKey("progress", .progress)
        try ProgressTimeline.animate(to: 1, on: animator, from: progressScene(value: 0))
        clock.advance(to: 0.1)
        var shown = progressScene(value: 1)
        animator.apply(to: &shown)
        let onScreen = try #require(progressValue(in: shown))
        #expect(onScreen > 0 && onScreen < 1)
        try ProgressTimeline.animate(to: 0.5, on: animator, from: shown)
        #expect(animator.value(of: key) == onScreen)
        clock.advance(by: 1.0 / 60)
        #expect(abs(animator.value(of: key) - onScreen) < 0.1)
        clock.advance(to: 0.4)
        #expect(animator.value(of: key) == 0.5)
    }

    @Test func nonsenseTargetsAreClampedBeforeTheyReachTheAnimator() throws {
        let key = AnimationKey("progress", .progress)
        try ProgressTimeline.animate(to: .nan, on: animator, from: progressScene(value: 0.5))
        clock.advance(to: 1)
        #expect(animator.value(of: key) == 0)
        try ProgressTimeline.animate(to: 7, on: animator, from: nil)
        clock.advance(to: 2)
        #expect(animator.value(of: key) == 1)
    }
}
