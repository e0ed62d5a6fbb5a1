import Testing

@testable import HUDCore

@Suite struct TimingCurveTests {
    /// y at x = 0.1, 0.25, 0.5, 0.75, 0.9, from an independent 200-step bisection of the Bézier.
    static let references: [(name: String, curve: TimingCurve, values: [Double])] = [
        (
            "easeIn", .easeIn,
            [
                0.017026609651562934, 0.09346465071882484, 0.31535681257253945,
                0.62186186917489, 0.8394278457624664,
            ]
        ),
        (
            "easeOut", .easeOut,
            [
                0.16057215423753346, 0.37813813082510966, 0.6846431874274606,
                0.9065353492811752, 0.982973390348437,
            ]
        ),
        (
            "easeInOut", .easeInOut,
            [
                0.019722453548311196, 0.1291619310473198, 0.5,
                0.8708380689526802, 0.9802775464516889,
            ]
        ),
    ]
    static let fractions = [0.1, 0.25, 0.5, 0.75, 0.9]

    @Test func uikitCurvesMatchReferenceValues() {
        for reference in Self.references {
            for (fraction, expected) in zip(Self.fractions, reference.values) {
                let actual = reference.curve.progress(atFraction: fraction)
                #expect(abs(actual - expected) < 1e-6, "\(reference.name)(\(fraction)) = \(actual)")
            }
        }
    }

    @Test func curvesAreMonotonicAndPinnedAtTheEnds() {
        for reference in Self.references {
            let samples = stride(from: 0.0, through: 1.0, by: 0.001).map(reference.curve.progress(atFraction:))
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 }, "\(reference.name)")
            #expect(reference.curve.progress(atFraction: 0) == 0)
            #expect(reference.curve.progress(atFraction: 1) == 1)
            #expect(reference.curve.progress(atFraction: -1) == 0)
            #expect(reference.curve.progress(atFraction: 2) == 1)
        }
    }

    @Test func linearIsTheIdentity() {
        #expect(TimingCurve.linear.progress(atFraction: 0.37) == 0.37)
    }

    @Test func springCurveFollowsTheSpringInSeconds() throws {
        let spring = try SpringTimingCurve(duration: 0.25, dampingRatio: 0.8, initialVelocity: 1)
        let curve = TimingCurve.spring(spring)
        #expect(curve.progress(atFraction: 0.4) == spring.progress(atTime: 0.1))
        #expect(curve.naturalDuration == 0.25)
        #expect(TimingCurve.easeIn.naturalDuration == TimingCurve.defaultDuration)
    }
}
