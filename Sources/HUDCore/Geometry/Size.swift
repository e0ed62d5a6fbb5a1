/// A width and height in points.
public struct Size: Hashable, Sendable {
    /// Horizontal extent, in points.
    public var width: Double
    /// Vertical extent, in points.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent.
    public static let zero = Size(width: 0, height: 0)
}
