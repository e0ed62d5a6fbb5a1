// libm's exp, sin, cos, sinh, cosh; HUDCore stays free of Foundation.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A damped spring of mass 1 released from the start value, as UIKit's
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` runs it (docs/design.md §5).
///
/// The displacement from the end value is x(t) with x(0) = 1 and x'(0) = −initialVelocity;
/// progress is 1 − x(t) until `settlingDuration`, then exactly 1 so the animation lands on its target.
package struct SpringTimingCurve: Hashable, Sendable {
    /// The displacement left at `settlingDuration`, as a fraction of the whole distance (UIKit's 0.001).
    package static let settledDisplacement = 0.001

    /// Natural frequency w0 in radians per second; the stiffness is w0².
    package let naturalFrequency: Double
    /// ζ: below 1 the spring overshoots, 1 is critically damped, above 1 creeps in.
    package let dampingRatio: Double
    /// In whole distances per second (1 = the full distance in one second).
    package let initialVelocity: Double
    /// When the spring counts as settled; progress is exactly 1 from then on.
    package let settlingDuration: Double

    /// The spring constant for a mass of 1: w0².
    package var stiffness: Double { naturalFrequency * naturalFrequency }
    /// The damping coefficient for a mass of 1: 2ζw0.
    package var damping: Double { 2 * dampingRatio * naturalFrequency }

    /// UIKit's mapping: w0 is chosen so that the spring's envelope has decayed to 0.001 at `duration`.
    ///
    /// `dampingRatio` is clamped to 0.01…1 (the mapping has no overdamped case, and no damping
    /// would never settle); a non-finite ratio counts as 1 and a non-finite velocity as 0.
    package init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) throws {
        guard duration.isFinite, duration >= 0 else {
            throw HUDError.invalidDuration(name: "spring duration", value: duration)
        }
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        self.dampingRatio = zeta
        self.initialVelocity = velocity
        self.settlingDuration = duration
        self.naturalFrequency =
            duration > 0
            ? Self.naturalFrequency(settlingAt: duration, dampingRatio: zeta, velocity: velocity)
            : .infinity
    }

    /// A Core Animation style spring (mass 1); it settles when its envelope has decayed to 0.001.
    ///
    /// Ratios within 1e-4 of 1 count as critical: published presets round their constants (the system
    /// alert's 522.35 / 45.71 gives ζ = 1.000001). Non-positive or non-finite constants are replaced by
    /// a stiffness of 1 and critical damping, so a bad preset still settles instead of ringing forever.
    package init(stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 1
        let w0 = k.squareRoot()
        var zeta = damping.isFinite && damping > 0 ? damping / (2 * w0) : 1
        if abs(zeta - 1) < 1e-4 { zeta = 1 }
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        self.naturalFrequency = w0
        self.dampingRatio = zeta
        self.initialVelocity = velocity
        self.settlingDuration = Self.settlingTime(naturalFrequency: w0, dampingRatio: zeta, velocity: velocity)
    }

    /// Progress at `time` seconds after release: 0 at 0, exactly 1 from `settlingDuration` on.
    package func progress(atTime time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= settlingDuration { return 1 }
        return unsettledProgress(atTime: time)
    }

    /// The spring's own motion without the snap to 1 at `settlingDuration` (docs/design.md §5's p(T) column).
    package func unsettledProgress(atTime time: Double) -> Double {
        1
            - Self.displacement(
                atTime: time, naturalFrequency: naturalFrequency, dampingRatio: dampingRatio,
                velocity: initialVelocity)
    }

    static func displacement(
        atTime t: Double, naturalFrequency w0: Double, dampingRatio zeta: Double,
        velocity v: Double
    ) -> Double {
        let decay = exp(-zeta * w0 * t)
        if zeta == 1 { return decay * (1 + (w0 - v) * t) }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return decay * (cos(wd * t) + (zeta * w0 - v) / wd * sin(wd * t))
        }
        let wd = w0 * (zeta * zeta - 1).squareRoot()
        return decay * (cosh(wd * t) + (zeta * w0 - v) / wd * sinh(wd * t))
    }

    /// docs/design.md §5's envelope: the bound on |x(t)| that UIKit makes reach 0.001 at the duration.
    /// Underdamped it is the sine term's amplitude; at or above critical, x(t) itself.
    static func envelope(
        atTime t: Double, naturalFrequency w0: Double, dampingRatio zeta: Double,
        velocity v: Double
    ) -> Double {
        guard zeta < 1 else {
            return abs(displacement(atTime: t, naturalFrequency: w0, dampingRatio: zeta, velocity: v))
        }
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return abs((zeta * w0 - v) / wd) * exp(-zeta * w0 * t)
    }

    /// Newton's method on w0 from 5 / T, as docs/design.md §5 prescribes, with the derivative taken numerically
    /// so that both damping cases share one solver. Falls back to 5 / T if it ever diverges.
    private static func naturalFrequency(
        settlingAt duration: Double, dampingRatio zeta: Double,
        velocity v: Double
    ) -> Double {
        func residual(_ w0: Double) -> Double {
            envelope(atTime: duration, naturalFrequency: w0, dampingRatio: zeta, velocity: v) - settledDisplacement
        }
        let initial = 5 / duration
        var w0 = initial
        for _ in 0..<50 {
            let h = w0 * 1e-7
            let slope = (residual(w0 + h) - residual(w0 - h)) / (2 * h)
            guard slope != 0, slope.isFinite else { break }
            let step = residual(w0) / slope
            w0 = max(w0 - step, w0 / 2) // never jump to zero or below
            if abs(step) < 1e-12 * w0 { break }
        }
        return w0.isFinite && w0 > 0 ? w0 : initial
    }

    /// The first time the envelope falls to 0.001: double an upper bound until it is below, then bisect.
    /// Bisection rather than Newton because above critical damping the envelope may rise before it falls.
    private static func settlingTime(naturalFrequency w0: Double, dampingRatio zeta: Double, velocity v: Double)
        -> Double
    {
        func settled(_ t: Double) -> Bool {
            envelope(atTime: t, naturalFrequency: w0, dampingRatio: zeta, velocity: v) <= settledDisplacement
        }
        var high = 1 / w0
        while !settled(high) && high < 3600 { high *= 2 }
        var low = settled(high / 2) ? 0 : high / 2
        while high - low > 1e-12 {
            let mid = (low + high) / 2
            if settled(mid) { high = mid } else { low = mid }
        }
        return high
    }
}
