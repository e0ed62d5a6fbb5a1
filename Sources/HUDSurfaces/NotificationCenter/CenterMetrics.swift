import HUDCore

/// What scrolling and keyboard navigation need to know of a laid-out panel: how tall its list is,
/// how much of it shows, and where each selectable card sits (y in the list, 0 at its top).
package struct CenterMetrics: Hashable, Sendable {
    package var viewportHeight: Double
    package var contentHeight: Double
    /// Each selectable card's top and bottom in the list, by notification id.
    package var spans: [UInt32: ClosedRange<Double>]

    package init(viewportHeight: Double, contentHeight: Double, spans: [UInt32: ClosedRange<Double>]) {
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
        self.spans = spans
    }

    /// The furthest the list scrolls: its bottom at the viewport's.
    package var maximumOffset: Double { max(0, contentHeight - viewportHeight) }
}
