import HUDCore
import HUDSurfaces

/// What a stage last told a screen reader's bridge, surface by surface, so that only the trees of
/// surfaces whose state changed are built again and the bridge hears only of real changes.
package struct AccessiblePublication {
    /// All that a surface's placed tree is made of, cheap to compare: equal states give equal
    /// trees. The tree's extents are where things come to rest (the settled layout), as GTK
    /// reports a widget's allocation and not a transform animating it: a spring's or a fade's
    /// frames move pixels, not what a screen reader is told, and leave the state as it was.
    package struct State: Hashable {
        package let id: Int
        package let revision: Int
        /// Where it is shown on the screen, in pixels; nil while it has no window.
        package let origin: Point?
        package let scale: Double?

        package init(id: Int, revision: Int, origin: Point?, scale: Double?) {
            self.id = id
            self.revision = revision
            self.origin = origin
            self.scale = scale
        }
    }

    private var published: [(state: State, surface: PlacedAccessibleTree?)]?
    /// How many surfaces' accessible trees have been built.
    package private(set) var treesBuilt = 0

    package init() {}

    /// The next observer is told everything afresh.
    package mutating func forget() {
        published = nil
    }

    /// The trees of `surfaces` (each its state and how to build its tree), told to `observer` when
    /// they differ from what it was last told.
    package mutating func publish(
        _ surfaces: [(state: State, build: () -> PlacedAccessibleTree?)], to observer: any AccessibilityObserver
    ) {
        let states = surfaces.map(\.state)
        if let published, published.map(\.state) == states { return }
        let previous = Dictionary((published ?? []).map { ($0.state, $0.surface) }) { first, _ in first }
        let current = surfaces.map { state, build in
            if let built = previous[state] { return (state: state, surface: built) }
            if state.origin != nil { treesBuilt += 1 }
            return (state: state, surface: build())
        }
        let trees = current.compactMap(\.surface)
        let changed = published.map { $0.compactMap(\.surface) != trees } ?? true
        published = current
        if changed { observer.surfacesChanged(trees) }
    }
}
