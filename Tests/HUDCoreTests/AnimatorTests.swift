import Testing

@testable import HUDCore

/// A dim layer and a card holding a large activity indicator, as the loading HUD's layout names them.
func animationTestScene() -> Scene {
    let white = Color(white: 1)
    let indicator = SceneNode(
        name: "indicator", frame: Rect(x: 40, y: 40, width: 37, height: 37),
        content: .activityIndicator(.large, color: white, phase: 0))
    return Scene(
        size: Size(width: 400, height: 300),
        nodes: [
            SceneNode(name: "dim", frame: Rect(x: 0, y: 0, width: 400, height: 300), fill: Color(white: 0, alpha: 0.3)),
            SceneNode(name: "card", frame: Rect(x: 125, y: 90, width: 150, height: 120), children: [indicator]),
        ], blocksInput: true)
}

private func phase(of scene: Scene) -> Int? {
    guard case .activityIndicator(_, _, let phase)? = scene.node(named: "indicator")?.content else { return nil }
    return phase
}

@Suite struct AnimatorTests {
    let clock = ManualClock()
    let animator: Animator
    let cardAlpha = AnimationKey("card", .alpha)
    let cardScale = AnimationKey("card", .scale)

    init() {
        animator = Animator(clock: clock)
    }

    @Test func valuesFollowTheCurveAndLandOnTheTarget() throws {
        var finishedAt: Double?
        animator.animate(try Animation(.alpha, of: "card", from: 0, to: 1, duration: 1, curve: .linear)) { finished in
            if finished { finishedAt = animator.now }
        }
        clock.advance(to: 0.25)
        #expect(abs(animator.value(of: cardAlpha) - 0.25) < 1e-12)
        clock.advance(to: 2)
        #expect(animator.value(of: cardAlpha) == 1)
        #expect(finishedAt == 1)
        #expect(!animator.isAnimating)
    }

    /// A compositor that shows a buffer at its next refresh sees the frame drawn for then: the first
    /// frame of a fade already shows it fading, and the motion and its end keep the clock's time.
    @Test func aLeadDrawsTheFrameAsItWillBeShown() throws {
        animator.lead = 0.25
        var finishedAt: Double?
        animator.animate(try Animation(.alpha, of: "card", from: 0, to: 1, duration: 1, curve: .linear)) { finished in
            if finished { finishedAt = animator.now }
        }
        var scene = animationTestScene()
        animator.apply(to: &scene)
        #expect(abs((scene.node(named: "card")?.alpha ?? 0) - 0.25) < 1e-12)
        #expect(animator.value(of: cardAlpha) == 0)
        clock.advance(to: 0.8)
        scene = animationTestScene()
        animator.apply(to: &scene)
        #expect(scene.node(named: "card")?.alpha == 1)
        #expect(finishedAt == nil)
        clock.advance(to: 1)
        #expect(finishedAt == 1)
    }

    @Test func aMotionStartedInThePastShowsItsLaterValueNowButNeverAFutureStart() throws {
        clock.advance(to: 1)
        var finishedAt: Double?
        animator.animate(
            [try Animation(.alpha, of: "card", from: 0, to: 1, duration: 1, curve: .linear)], since: 0.75
        ) { finished in
            if finished { finishedAt = animator.now }
        }
        #expect(abs(animator.value(of: cardAlpha) - 0.25) < 1e-12)
        clock.advance(to: 2)
        #expect(finishedAt == 1.75)
        animator.animate([try Animation(.scale, of: "card", from: 0, to: 1, duration: 1, curve: .linear)], since: 3)
        #expect(animator.value(of: cardScale) == 0)
    }

    @Test func applyWritesValuesIntoNamedNodesClampingOvershoot() throws {
        animator.setValue(1.2, for: cardAlpha)
        animator.setValue(0.5, for: cardScale)
        animator.setValue(-0.1, for: AnimationKey("indicator", .scale))
        animator.setValue(7, for: AnimationKey("indicator", .spinnerPhase))
        var scene = animationTestScene()
        animator.apply(to: &scene)
        #expect(scene.node(named: "card")?.alpha == 1)
        #expect(scene.node(named: "card")?.scale == 0.5)
        #expect(scene.node(named: "indicator")?.scale == 0)
        #expect(phase(of: scene) == 7)
        #expect(scene.node(named: "dim")?.alpha == 1)
    }

    @Test func aStaticHUDRequestsNoFramesOverTenSeconds() throws {
        animator.animate(try Animation(.alpha, of: "card", from: 0, to: 1, duration: 0.3))
        clock.advance(to: 0.5)
        let requested = clock.framesRequested
        #expect(requested > 0)
        clock.advance(by: 10)
        #expect(clock.framesRequested == requested)
        #expect(clock.nextDeadline == nil)
        #expect(animator.nextFrameTime(after: clock.now) == nil)
    }

    @Test func aSpinnerRequestsAtMostTwelveFramesASecond() {
        animator.startSpinner(node: "indicator")
        #expect(animator.nextFrameTime(after: 0.05) == 1.0 / 12)
        var phases: [Int] = []
        animator.onFrame = { time in
            var scene = animationTestScene()
            animator.apply(to: &scene, at: time)
            phases.append(phase(of: scene) ?? -1)
        }
        clock.advance(to: 10)
        let times = clock.frameTimes
        #expect(times.count >= 119 && times.count <= 120)
        for start in stride(from: 0.0, to: 9.0, by: 0.01) {
            #expect(times.filter { $0 >= start && $0 < start + 1 }.count <= 12)
        }
        #expect(Array(phases.prefix(13)) == Array(1...11) + [0, 1])
        #expect(clock.framesRequested <= 120)
    }

    @Test func stoppingTheSpinnerStopsFramesAndKeepsItsSpoke() {
        animator.startSpinner(node: "indicator")
        clock.advance(to: 0.5)
        animator.stopSpinner(node: "indicator")
        let delivered = clock.framesDelivered
        clock.advance(by: 10)
        #expect(clock.framesDelivered == delivered)
        #expect(animator.value(of: AnimationKey("indicator", .spinnerPhase)) == 6)
    }

    @Test func interruptingARunningAnimationDoesNotJump() throws {
        var firstFinished: Bool?
        let spring = try SpringTimingCurve(duration: 0.25, dampingRatio: 0.8, initialVelocity: 1)
        animator.animate(try Animation(.scale, of: "card", from: 0.9, to: 1, curve: .spring(spring))) {
            firstFinished = $0
        }
        clock.advance(to: 0.1)
        let before = animator.value(of: cardScale)
        #expect(before > 0.99)
        animator.animate(try Animation(.scale, of: "card", to: 0.5, duration: 0.15))
        let after = animator.value(of: cardScale)
        #expect(abs(after - before) < 1e-9)
        #expect(firstFinished == false)
        clock.advance(by: 1.0 / 60)
        let eased = TimingCurve.easeInOut.progress(atFraction: (1.0 / 60) / 0.15)
        #expect(abs(animator.value(of: cardScale) - (before + (0.5 - before) * eased)) < 1e-9)
        clock.advance(by: 1)
        #expect(animator.value(of: cardScale) == 0.5)
    }

    @Test func replacingOnePropertyLetsTheGroupsOtherPropertiesFinish() throws {
        animator.animate([
            try Animation(.alpha, of: "card", from: 0, to: 1, duration: 0.3),
            try Animation(.alpha, of: "dim", from: 0, to: 1, duration: 0.3),
        ])
        clock.advance(to: 0.1)
        animator.animate(try Animation(.alpha, of: "card", to: 0, duration: 0.3))
        clock.advance(to: 1)
        #expect(animator.value(of: AnimationKey("dim", .alpha)) == 1)
        #expect(animator.value(of: cardAlpha) == 0)
    }

    @Test func cancelFreezesValuesAndReportsUnfinishedDownTheChain() throws {
        var results: [String] = []
        let first = animator.animate(try Animation(.alpha, of: "card", from: 0, to: 1, duration: 1, curve: .linear)) {
            results.append("first \($0)")
        }
        let second = animator.animate(after: first, try Animation(.scale, of: "card", to: 2)) {
            results.append("second \($0)")
        }
        clock.advance(to: 0.5)
        animator.cancel(first)
        #expect(results == ["first false", "second false"])
        #expect(first.state == .cancelled && second.state == .cancelled)
        clock.advance(by: 5)
        #expect(animator.value(of: cardAlpha) == 0.5)
        #expect(animator.value(of: cardScale) == 1)
        #expect(!animator.isAnimating)
        let late = animator.animate(after: first, try Animation(.scale, of: "card", to: 3)) {
            results.append("late \($0)")
        }
        #expect(late.state == .cancelled)
        #expect(results.last == "late false")
    }

    @Test func cancellingANodeCancelsWaitingGroupsThatTouchIt() throws {
        var results: [String] = []
        let dimIn = animator.animate(try Animation(.alpha, of: "dim", from: 0, to: 1, duration: 0.2)) {
            results.append("dim \($0)")
        }
        animator.animate(after: dimIn, try Animation(.alpha, of: "card", from: 0, to: 1)) {
            results.append("card \($0)")
        }
        animator.cancelAnimations(ofNode: "card")
        clock.advance(by: 1)
        #expect(results == ["card false", "dim true"])
        #expect(animator.value(of: cardAlpha) == 1)
    }

    @Test func chainedGroupsRunInOrderEachStartingWhereTheLastEnded() throws {
        var log: [(String, Double)] = []
        let a = animator.animate(try Animation(.alpha, of: "card", from: 0, to: 1, duration: 0.2)) {
            log.append(("a \($0)", animator.now))
        }
        let b = animator.animate(after: a, try Animation(.scale, of: "card", from: 1, to: 2, duration: 0.3, delay: 0.1))
        {
            log.append(("b \($0)", animator.now))
        }
        animator.animate(after: b, try Animation(.alpha, of: "card", to: 0, duration: 0.1, curve: .linear)) {
            log.append(("c \($0)", animator.now))
        }
        #expect(b.state == .waiting)
        clock.advance(to: 0.25)
        #expect(b.state == .running)
        #expect(animator.value(of: cardScale) == 1) // still in b's delay
        clock.advance(to: 0.65)
        #expect(abs(animator.value(of: cardAlpha) - 0.5) < 1e-9) // c started exactly at b's end, 0.6
        clock.advance(to: 2)
        #expect(log.map(\.0) == ["a true", "b true", "c true"])
        #expect(zip(log.map(\.1), [0.2, 0.6, 0.7]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func noFramesDuringADelay() throws {
        animator.animate(try Animation(.alpha, of: "card", from: 1, to: 0, duration: 0.1, delay: 1))
        clock.advance(to: 2)
        #expect(clock.frameCount(in: 0.001...0.999) == 0)
        #expect(clock.frameCount(in: 1...1.1) == 7)
    }

    @Test func emptyAndInstantGroupsFinishOnTheNextFrameNotInsideAnimate() throws {
        var results: [Bool] = []
        animator.animate([]) { results.append($0) }
        animator.animate(try Animation(.alpha, of: "card", to: 0, duration: 0)) { results.append($0) }
        #expect(results.isEmpty)
        clock.advance(by: 0)
        #expect(results == [true, true])
        #expect(animator.value(of: cardAlpha) == 0)
    }

    @Test func explicitStartValueJumpsAndShowsAtOnce() throws {
        animator.setValue(1, for: cardAlpha)
        clock.advance(by: 1)
        let frames = clock.framesDelivered
        animator.animate(try Animation(.alpha, of: "card", from: 0, to: 1, duration: 0.5, delay: 2))
        #expect(animator.value(of: cardAlpha) == 0)
        clock.advance(by: 0.1)
        #expect(clock.framesDelivered == frames + 1)
    }

    @Test(arguments: [Double.nan, -1, .infinity, -.infinity])
    func invalidDurationsAndDelaysThrow(_ bad: Double) {
        for (duration, delay) in [(bad, 0.0), (0.3, bad)] {
            let error = #expect(throws: HUDError.self) {
                try Animation(.alpha, of: "card", to: 1, duration: duration, delay: delay)
            }
            guard case .invalidDuration(_, let value)? = error else {
                Issue.record("expected invalidDuration, got \(String(describing: error))")
                continue
            }
            #expect(value.isNaN ? bad.isNaN : value == bad)
        }
    }

    @Test func resetForgetsEverything() throws {
        var result: Bool?
        animator.animate(try Animation(.alpha, of: "card", from: 0, to: 1)) { result = $0 }
        animator.startSpinner(node: "indicator")
        animator.reset()
        #expect(result == false)
        #expect(!animator.isAnimating)
        #expect(animator.values(at: 0).isEmpty)
        clock.advance(by: 5)
        #expect(clock.framesDelivered == 0)
    }
}
