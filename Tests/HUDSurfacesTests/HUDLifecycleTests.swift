import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("HUD lifecycle: grace, minimum show time, delayed and forced hides")
struct HUDLifecycleTests {
    final class Recorder {
        var events: [String] = []
    }

    func lifecycle(_ timing: HUDLifecycle.Timing = .init(), clock: ManualClock, recorder: Recorder) throws
        -> HUDLifecycle
    {
        let hud = try HUDLifecycle(clock: clock, timing: timing)
        hud.onShow = { recorder.events.append("show@\(clock.now)") }
        hud.onHide = { recorder.events.append("hide@\(clock.now)") }
        hud.onTimeout = { recorder.events.append("timeout@\(clock.now)") }
        return hud
    }

    @Test func hideDuringGraceShowsNothing() throws {
        let clock = ManualClock()
        let recorder = Recorder()
        let hud = try lifecycle(.init(graceTime: 0.5), clock: clock, recorder: recorder)
        hud.show()
        clock.advance(to: 0.3)
        try hud.hide()
        clock.advance(to: 2)
        #expect(recorder.events.isEmpty)
        #expect(hud.state == .hidden)
        #expect(clock.nextDeadline == nil)
    }

    @Test func taskOutlivingGraceIsShown() throws {
        let clock = ManualClock()
        let recorder = Recorder()
        let hud = try lifecycle(.init(graceTime: 0.5), clock: clock, recorder: recorder)
        hud.show()
        hud.show()
        clock.advance(to: 0.6)
        #expect(recorder.events == ["show@0.5"])
        #expect(hud.state == .visible)
    }

    @Test func earlyHideIsDeferredToTheMinimumShowTime() throws {
        let clock = ManualClock()
        let recorder = Recorder()
        let hud = try lifecycle(.init(minimumShowTime: 1), clock: clock, recorder: recorder)
        hud.show()
        clock.advance(to: 0.2)
        try hud.hide()
        #expect(hud.state == .visible)
        clock.advance(to: 2)
        #expect(recorder.events == ["show@0.0", "hide@1.0"])
    }

    @Test func staleDelayedHideNeverRemovesANewerHUD() throws {
        let clock = ManualClock()
        let recorder = Recorder()
        let hud = try lifecycle(clock: clock, recorder: recorder)
        hud.show()
        try hud.hide(afterDelay: 1)
        clock.advance(to: 0.5)
        hud.show() // a new status arrives before the delayed hide
        clock.advance(to: 5)
        #expect(recorder.events == ["show@0.0"])
        #expect(hud.state == .visible)
    }

    @Test func showWhileHidingComesBack() throws {
        let clock = ManualClock()
        let recorder = Recorder()
        let hud = try lifecycle(clock: clock, recorder: recorder)
        hud.show()
        try hud.hide()
        #expect(hud.state == .hiding)
        hud.show()
        #expect(hud.state == .visible)
        hud.didFinishHiding() // a late completion of the cancelled exit changes nothing
        #expect(hud.state == .visible)
        #expect(recorder.events == ["show@0.0", "hide@0.0", "show@0.0"])
    }

    @Test func forcedHideFiresAfterTheTimeoutEvenWithinTheMinimum() throws {
        let clock = ManualClock()
        let recorder = Recorder()
        let hud = try lifecycle(.init(minimumShowTime: 60, timeout: 30), clock: clock, recorder: recorder)
        hud.show()
        clock.advance(to: 31)
        #expect(recorder.events == ["show@0.0", "hide@30.0", "timeout@30.0"])
        #expect(hud.state == .hiding)
    }

    @Test func badDurationsAreErrors() throws {
        let clock = ManualClock()
        #expect(throws: HUDError.self) { try HUDLifecycle(clock: clock, timing: .init(graceTime: .nan)) }
        #expect(throws: HUDError.self) { try HUDLifecycle(clock: clock, timing: .init(timeout: -1)) }
        let hud = try HUDLifecycle(clock: clock)
        #expect(throws: HUDError.invalidDuration(name: "hide delay", value: -2)) { try hud.hide(afterDelay: -2) }
    }

    /// A deterministic generator, so a failing interleaving can be replayed.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func tenThousandRandomInterleavingsStayConsistent() throws {
        var random = SplitMix64(state: 2026)
        for run in 0..<10_000 {
            let clock = ManualClock()
            let recorder = Recorder()
            let timing = HUDLifecycle.Timing(
                graceTime: [0, 0.2].randomElement(using: &random)!,
                minimumShowTime: [0, 0.5].randomElement(using: &random)!,
                timeout: [nil, 3].randomElement(using: &random)!)
            let hud = try lifecycle(timing, clock: clock, recorder: recorder)
            for _ in 0..<12 {
                switch Int.random(in: 0..<5, using: &random) {
                case 0: hud.show()
                case 1: try hud.hide()
                case 2: try hud.hide(afterDelay: Double.random(in: 0...1, using: &random))
                case 3: clock.advance(by: Double.random(in: 0...0.7, using: &random))
                default: hud.didFinishHiding()
                }
            }
            // Shows and hides alternate, starting with a show; the state agrees with the last one.
            let kinds = recorder.events.filter { !$0.hasPrefix("timeout") }.map { $0.hasPrefix("show") }
            #expect(zip(kinds, kinds.dropFirst()).allSatisfy { $0 != $1 }, "run \(run): \(recorder.events)")
            #expect(kinds.first ?? true, "run \(run)")
            if let last = kinds.last { #expect(last == (hud.state == .visible), "run \(run): \(hud.state)") }
            // And a final hide always ends it, leaving no timer behind.
            try hud.hide()
            clock.advance(by: 10)
            hud.didFinishHiding()
            #expect(hud.state == .hidden, "run \(run)")
            #expect(clock.nextDeadline == nil, "run \(run)")
        }
    }
}
