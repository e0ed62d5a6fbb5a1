import Foundation
import HUDCore
import Testing

@Suite("RoundedRectOutline: a rounded rectangle as straight edges")
struct RoundedRectOutlineTests {
    let rect = Rect(x: 10, y: 20, width: 200, height: 80)

    /// How far `point` lies from the rounded rectangle's boundary (0 on it).
    func distanceFromBoundary(_ point: Point, radius: Double) -> Double {
        let cx = min(max(point.x, rect.minX + radius), rect.maxX - radius)
        let cy = min(max(point.y, rect.minY + radius), rect.maxY - radius)
        let inCorner =
            (point.x < rect.minX + radius || point.x > rect.maxX - radius)
            && (point.y < rect.minY + radius || point.y > rect.maxY - radius)
        if inCorner { return abs(hypot(point.x - cx, point.y - cy) - radius) }
        return min(
            abs(point.x - rect.minX), abs(point.x - rect.maxX), abs(point.y - rect.minY), abs(point.y - rect.maxY))
    }

    @Test(arguments: [0.1, 0.02])
    func everyCornerLiesOnTheCurveAndNoChordStraysBeyondTheTolerance(tolerance: Double) {
        let radius = 13.0
        let points = RoundedRectOutline.points(of: rect, radii: .all(radius), tolerance: tolerance)
        for point in points { #expect(distanceFromBoundary(point, radius: radius) < 1e-9) }
        for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) {
            let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            #expect(distanceFromBoundary(middle, radius: radius) <= tolerance)
        }
        // Each quarter circle needs several chords, more for a finer tolerance.
        #expect(points.count > 4 * 4)
    }

    @Test func theOutlineRunsClockwiseFromTheTopEdgeAndIsConvex() {
        let points = RoundedRectOutline.points(of: rect, radii: .all(13), tolerance: 0.1)
        #expect(points.first == Point(x: rect.maxX - 13, y: rect.minY))
        let count = points.count
        for index in points.indices {
            let (a, b, c) = (points[index], points[(index + 1) % count], points[(index + 2) % count])
            let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            #expect(turn >= -1e-9, "a right turn (screen coordinates) at every corner")
        }
    }

    @Test func squareCornersAreSinglePointsAndRadiiStopAtHalfTheShorterSide() {
        let mixed = RoundedRectOutline.points(of: rect, radii: .bottom(8), tolerance: 0.1)
        #expect(mixed.contains(Point(x: rect.maxX, y: rect.minY)))
        #expect(mixed.contains(Point(x: rect.minX, y: rect.minY)))
        #expect(!mixed.contains(Point(x: rect.maxX, y: rect.maxY)))
        #expect(RoundedRectOutline.points(of: rect, radii: .none, tolerance: 0.1).count == 4)

        let pill = RoundedRectOutline.points(of: rect, radii: .all(500), tolerance: 0.1)
        for point in pill { #expect(distanceFromBoundary(point, radius: 40) < 1e-9) }
    }
}
