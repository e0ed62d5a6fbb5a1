/// A CSS / Core Animation cubic Bézier progress curve from (0, 0) to (1, 1) with two control points.
package struct CubicBezier: Hashable, Sendable {
    /// The control points; x values clamped to 0…1.
    package let x1: Double, y1: Double, x2: Double, y2: Double

    /// `x1` and `x2` are clamped to 0…1 so that x(t) stays monotonic and every fraction has one answer.
    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Progress at `fraction` of the duration: solve x(t) = fraction for the curve parameter t, return y(t).
    package func progress(atFraction fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        return Self.coordinate(at: parameter(forX: fraction), p1: y1, p2: y2)
    }

    /// Newton's method converges in a few steps almost everywhere; where the slope is too flat for it
    /// (curves with a control point at x = 0 or 1), bisection still brackets the answer.
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-9
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(at: t, p1: x1, p2: x2) - x
            if abs(error) < tolerance { return t }
            let slope = Self.slope(at: t, p1: x1, p2: x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        while high - low > tolerance {
            if Self.coordinate(at: t, p1: x1, p2: x2) < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the Bézier with end points 0 and 1, in Horner form.
    private static func coordinate(at t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    private static func slope(at t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}
