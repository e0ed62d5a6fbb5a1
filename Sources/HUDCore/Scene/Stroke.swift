/// An outline drawn centred on a node's rounded-rectangle edge.
public struct Stroke: Hashable, Sendable {
    /// The outline's colour.
    public var color: Color
    /// The outline's width in points, half inside the edge and half outside.
    public var width: Double

    /// An outline `width` points wide in `color`.
    public init(color: Color, width: Double) {
        self.color = color
        self.width = width
    }
}
