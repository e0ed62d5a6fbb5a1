/// An outline drawn centred on a node's rounded-rectangle edge.
public struct Stroke: Hashable, Sendable {
    public var color: Color
    public var width: Double

    public init(color: Color, width: Double) {
        self.color = color
        self.width = width
    }
}
