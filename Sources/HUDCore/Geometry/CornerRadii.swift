/// Per-corner radii of a rounded rectangle, so a button can round only its outer corners
/// (the seed's `UIRectCorner` mask).
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    public static let none = CornerRadii()

    public static func all(_ radius: Double) -> CornerRadii {
        CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    public static func bottom(_ radius: Double) -> CornerRadii {
        CornerRadii(bottomRight: radius, bottomLeft: radius)
    }

    public var isZero: Bool { self == .none }

    /// The radii of the same shape inset by `distance` (concentric corners), never below zero.
    public func inset(by distance: Double) -> CornerRadii {
        CornerRadii(topLeft: max(0, topLeft - distance), topRight: max(0, topRight - distance),
                    bottomRight: max(0, bottomRight - distance), bottomLeft: max(0, bottomLeft - distance))
    }
}
