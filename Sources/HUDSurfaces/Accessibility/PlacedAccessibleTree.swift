import HUDCore

/// One overlay's or surface's accessible tree as it is on screen: what a stage hands a bridge to a
/// screen reader each time something a reader could notice changes.
package struct PlacedAccessibleTree: Hashable, Sendable {
    /// The stage's name for the surface, stable while it is up; a bridge hands it back with an
    /// action.
    package var id: Int
    package var tree: AccessibleNode
    /// Where the scene's origin is on the screen, in pixels.
    package var origin: Point
    /// Pixels per scene point.
    package var scale: Double

    package init(id: Int, tree: AccessibleNode, origin: Point, scale: Double) {
        self.id = id
        self.tree = tree
        self.origin = origin
        self.scale = scale
    }

    /// `rect` (scene points) on the screen, in whole pixels.
    package func onScreen(_ rect: Rect) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        (
            Int32((origin.x + rect.minX * scale).rounded()), Int32((origin.y + rect.minY * scale).rounded()),
            Int32((rect.width * scale).rounded()), Int32((rect.height * scale).rounded())
        )
    }
}

/// Who is told what a stage shows to a screen reader: a bridge, while one is listening. A stage
/// without one computes nothing.
package protocol AccessibilityObserver: AnyObject, Sendable {
    /// Every surface up now, in the order they were made; called on the stage's thread each time the
    /// list or a tree changes. It must return at once (hand the list to a thread of its own).
    func surfacesChanged(_ surfaces: [PlacedAccessibleTree])
}
