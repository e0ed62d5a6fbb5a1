import Testing

@testable import HUDCore

/// One row of docs/design.md §5's table.
struct SpringReference: Sendable, CustomTestStringConvertible {
    let duration: Double
    let dampingRatio: Double
    let velocity: Double
    let naturalFrequency: Double
    /// p at 1/60, 2/60, 0.05, 0.1, 0.15 s and at T (before the snap to 1).
    let progress: [Double]

    static let times = [1.0 / 60, 2.0 / 60, 0.05, 0.1, 0.15]

    var testDescription: String { "T \(duration), ζ \(dampingRatio), v \(velocity)" }

    static let table = [
        SpringReference(
            duration: 0.25, dampingRatio: 0.8, velocity: 1, naturalFrequency: 35.7995,
            progress: [0.1391, 0.3845, 0.6160, 0.9696, 1.0150, 1.0003]),
        SpringReference(
            duration: 0.404, dampingRatio: 1, velocity: 0, naturalFrequency: 22.8550,
            progress: [0.0565, 0.1776, 0.3166, 0.6658, 0.8563, 0.9990]),
        SpringReference(
            duration: 0.2, dampingRatio: 0.8, velocity: 0, naturalFrequency: 44.9715,
            progress: [0.1873, 0.4978, 0.7484, 1.0091, 1.0076, 1.0003]),
    ]
}

private func expectMatches(_ spring: SpringTimingCurve, _ row: SpringReference) {
    #expect(abs(spring.naturalFrequency - row.naturalFrequency) < 1e-4)
    for (time, expected) in zip(SpringReference.times, row.progress) {
        #expect(abs(spring.progress(atTime: time) - expected) < 1e-4, "p(\(time))")
    }
    #expect(abs(spring.unsettledProgress(atTime: row.duration) - row.progress[5]) < 1e-4, "p(T)")
}

@Suite struct SpringTimingCurveTests {
    @Test(arguments: SpringReference.table)
    func uikitMappingMatchesSpecTable(_ row: SpringReference) throws {
        let spring = try SpringTimingCurve(
            duration: row.duration, dampingRatio: row.dampingRatio,
            initialVelocity: row.velocity)
        expectMatches(spring, row)
        #expect(spring.settlingDuration == row.duration)
    }

    @Test func systemAlertPresetMatchesTheCriticallyDampedRow() {
        let spring = SpringTimingCurve(stiffness: 522.35, damping: 45.71)
        #expect(spring.dampingRatio == 1)
        #expect(abs(spring.settlingDuration - 0.404) < 5e-4)
        expectMatches(spring, SpringReference.table[1])
    }

    @Test(arguments: SpringReference.table)
    func landsExactlyOnTheEndAtAndAfterTheDuration(_ row: SpringReference) throws {
        let spring = try SpringTimingCurve(
            duration: row.duration, dampingRatio: row.dampingRatio,
            initialVelocity: row.velocity)
        #expect(spring.unsettledProgress(atTime: row.duration) != 1)
        #expect(spring.progress(atTime: row.duration) == 1)
        #expect(spring.progress(atTime: row.duration + 1e-9) == 1)
        #expect(spring.progress(atTime: 10) == 1)
        #expect(spring.progress(atTime: 0) == 0)
    }

    @Test func seedSpringOvershootsAboutOnePointFivePercentAndNeverTwo() throws {
        let spring = try SpringTimingCurve(duration: 0.25, dampingRatio: 0.8, initialVelocity: 1)
        let peak = stride(from: 0.0, through: 0.3, by: 1e-4).map(spring.progress(atTime:)).max() ?? 0
        #expect(peak > 1.013 && peak < 1.018)
        #expect(peak <= 1.02)
    }

    @Test func criticallyDampedSpringNeverOvershoots() {
        let spring = SpringTimingCurve(stiffness: 522.35, damping: 45.71)
        let samples = stride(from: 0.0, through: 0.5, by: 1e-3).map(spring.progress(atTime:))
        #expect(samples.allSatisfy { $0 <= 1 })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func overdampedSpringSettlesLaterThanCritical() {
        let critical = SpringTimingCurve(stiffness: 400, damping: 40)
        let overdamped = SpringTimingCurve(stiffness: 400, damping: 80)
        #expect(overdamped.dampingRatio == 2)
        #expect(overdamped.settlingDuration > critical.settlingDuration)
        #expect(abs(overdamped.unsettledProgress(atTime: overdamped.settlingDuration) - 0.999) < 1e-6)
    }

    @Test(arguments: [Double.nan, -0.1, .infinity])
    func rejectsInvalidDurations(_ duration: Double) {
        let error = #expect(throws: HUDError.self) {
            try SpringTimingCurve(duration: duration, dampingRatio: 0.8)
        }
        guard case .invalidDuration(_, let value)? = error else {
            Issue.record("expected invalidDuration, got \(String(describing: error))")
            return
        }
        #expect(value.isNaN ? duration.isNaN : value == duration)
    }
}
