/// One property's change from a value to another: a validated description, started by an `Animator`.
package struct Animation: Hashable, Sendable {
    /// The node and property that move.
    package let key: AnimationKey
    /// nil: start from the value on screen when the animation starts, so an interrupted animation
    /// continues without a jump. A number is a deliberate jump (a restarted toast resets to alpha 0).
    package let from: Double?
    /// The value the animation ends on.
    package let to: Double
    /// Seconds of movement, after `delay`.
    package let duration: Double
    /// Seconds to hold the start value before moving; the animator needs no frames meanwhile.
    package let delay: Double
    /// How progress follows elapsed time.
    package let curve: TimingCurve

    /// `duration` defaults to the curve's natural duration (a spring's settling duration, else 0.25 s).
    /// A spring given another duration is stretched in time to settle exactly at the end.
    /// Throws `HUDError.invalidDuration` for a NaN, infinite or negative duration or delay.
    package init(
        _ property: AnimatedProperty, of node: String, from: Double? = nil, to: Double,
        duration: Double? = nil, delay: Double = 0, curve: TimingCurve = .easeInOut
    ) throws {
        let duration = duration ?? curve.naturalDuration
        guard duration.isFinite, duration >= 0 else {
            throw HUDError.invalidDuration(name: "duration of \(node).\(property.rawValue)", value: duration)
        }
        guard delay.isFinite, delay >= 0 else {
            throw HUDError.invalidDuration(name: "delay of \(node).\(property.rawValue)", value: delay)
        }
        self.key = AnimationKey(node, property)
        self.from = from
        self.to = to
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }

    /// The value at `elapsed` seconds after the animation started (delay included), given where it started.
    func value(from start: Double, elapsed: Double) -> Double {
        let moving = elapsed - delay
        if moving <= 0 { return start }
        let fraction = duration > 0 ? moving / duration : 1
        return start + (to - start) * curve.progress(atFraction: fraction)
    }
}
