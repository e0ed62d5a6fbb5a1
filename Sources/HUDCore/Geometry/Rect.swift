/// An axis-aligned rectangle in points; origin is the top-left corner (y grows downwards, as in X11).
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// Width and height.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Empty, at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The horizontal extent.
    public var width: Double { size.width }
    /// The vertical extent.
    public var height: Double { size.height }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Halfway between the left and right edges.
    public var midX: Double { origin.x + size.width / 2 }
    /// Halfway between the top and bottom edges.
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether `point` is inside; the right and bottom edges are outside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// A rectangle of `size` whose centre is this rectangle's centre.
    public func centered(_ size: Size) -> Rect {
        Rect(x: midX - size.width / 2, y: midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The same rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Shrunk by `dx` on the left and right and `dy` on the top and bottom (grown if negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Whether `other` lies entirely inside.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two overlap with positive area.
    public func intersects(_ other: Rect) -> Bool {
        other.minX < maxX && other.maxX > minX && other.minY < maxY && other.maxY > minY
    }

    /// The overlap of the two; nil when they do not overlap with positive area.
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle that contains both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX)
        let y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle on whole device pixels that contains this one.
    public func expandedToPixels(scale: Double) -> Rect {
        let x0 = (minX * scale).rounded(.down) / scale
        let y0 = (minY * scale).rounded(.down) / scale
        let x1 = (maxX * scale).rounded(.up) / scale
        let y1 = (maxY * scale).rounded(.up) / scale
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// This rectangle scaled by `factor` about `anchor`.
    public func scaled(by factor: Double, about anchor: Point) -> Rect {
        Rect(
            x: anchor.x + (minX - anchor.x) * factor,
            y: anchor.y + (minY - anchor.y) * factor,
            width: width * factor, height: height * factor)
    }
}
