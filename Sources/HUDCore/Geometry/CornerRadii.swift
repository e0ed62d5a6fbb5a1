/// Per-corner radii of a rounded rectangle, so a button can round only its outer corners
/// (the seed's `UIRectCorner` mask).
package struct CornerRadii: Hashable, Sendable {
    /// Radius of the top-left corner, in points.
    package var topLeft: Double
    /// Radius of the top-right corner, in points.
    package var topRight: Double
    /// Radius of the bottom-right corner, in points.
    package var bottomRight: Double
    /// Radius of the bottom-left corner, in points.
    package var bottomLeft: Double

    /// Corners not given stay square.
    package init(topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// Square corners all round.
    package static let none = CornerRadii()

    /// Every corner rounded by `radius`.
    package static func all(_ radius: Double) -> CornerRadii {
        CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Only the bottom corners rounded, as the seed's card buttons are.
    package static func bottom(_ radius: Double) -> CornerRadii {
        CornerRadii(bottomRight: radius, bottomLeft: radius)
    }

    /// Whether every corner is square.
    package var isZero: Bool { self == .none }

    /// The radii of the same shape inset by `distance` (concentric corners), never below zero.
    package func inset(by distance: Double) -> CornerRadii {
        CornerRadii(
            topLeft: max(0, topLeft - distance), topRight: max(0, topRight - distance),
            bottomRight: max(0, bottomRight - distance), bottomLeft: max(0, bottomLeft - distance))
    }

    /// Every corner rounded by at least `radius`.
    package func atLeast(_ radius: Double) -> CornerRadii {
        CornerRadii(
            topLeft: max(radius, topLeft), topRight: max(radius, topRight), bottomRight: max(radius, bottomRight),
            bottomLeft: max(radius, bottomLeft))
    }
}
