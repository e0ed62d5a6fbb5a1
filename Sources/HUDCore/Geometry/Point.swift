/// A position in points (1 pt = 1 px at scale 1).
public struct Point: Hashable, Sendable {
    /// Horizontal, growing rightwards.
    public var x: Double
    /// Vertical, growing downwards (as in X11).
    public var y: Double

    /// A point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}
