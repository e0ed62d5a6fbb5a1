import Glibc

/// A rounded rectangle as a convex polygon, for rasterisers that take straight edges only (the X
/// server's trapezoids): each corner's quarter circle is cut into chords short enough that none
/// strays from the arc by more than a tolerance, so the filled polygon covers what the curved path
/// covers to within that much.
package enum RoundedRectOutline {
    /// The polygon's corners, clockwise from the top edge's right end (in `rect`'s coordinates),
    /// no chord further than `tolerance` from its arc. Radii are limited to half the shorter side,
    /// as the drawn path limits them.
    package static func points(of rect: Rect, radii: CornerRadii, tolerance: Double) -> [Point] {
        let limit = min(rect.width, rect.height) / 2
        let corners: [(center: Point, radius: Double, start: Double)] = [
            (Point(x: rect.maxX, y: rect.minY), min(radii.topRight, limit), -Double.pi / 2),
            (Point(x: rect.maxX, y: rect.maxY), min(radii.bottomRight, limit), 0),
            (Point(x: rect.minX, y: rect.maxY), min(radii.bottomLeft, limit), Double.pi / 2),
            (Point(x: rect.minX, y: rect.minY), min(radii.topLeft, limit), Double.pi),
        ]
        var points: [Point] = []
        for (corner, radius, start) in corners {
            guard radius > 0 else {
                points.append(corner)
                continue
            }
            // The arc's centre sits `radius` in from the rectangle's corner, on both axes.
            let center = Point(
                x: corner.x - radius * (cos(start) + cos(start + .pi / 2)),
                y: corner.y - radius * (sin(start) + sin(start + .pi / 2)))
            let steps = chordCount(radius: radius, tolerance: tolerance)
            for step in 0...steps {
                let angle = start + Double.pi / 2 * Double(step) / Double(steps)
                points.append(Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
            }
        }
        return points
    }

    /// The chords a quarter circle of `radius` needs for each to stay within `tolerance` of it: a
    /// chord spanning angle θ strays r(1 − cos θ/2) at its middle.
    static func chordCount(radius: Double, tolerance: Double) -> Int {
        guard tolerance > 0, tolerance < radius else { return 1 }
        let widest = 2 * acos(1 - tolerance / radius)
        return max(1, Int((Double.pi / 2 / widest).rounded(.up)))
    }
}
