/// An outline drawn centred on a node's rounded-rectangle edge.
package struct Stroke: Hashable, Sendable {
    /// The outline's colour.
    package var color: Color
    /// The outline's width in points, half inside the edge and half outside.
    package var width: Double

    /// An outline `width` points wide in `color`.
    package init(color: Color, width: Double) {
        self.color = color
        self.width = width
    }
}
