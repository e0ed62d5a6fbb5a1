import HUDCore

/// A content kind drawn as controls of a fixed height under the alert's text (a slider, a month
/// calendar, a colour picker), with less room above them than fields have: the controls' rows start
/// with room of their own.
package protocol FixedHeightContent: AlertContentKind {
    /// The controls' height.
    static var controlsHeight: Double { get }
    /// The controls, filling `frame`'s width; each one the focus ring may go around is a node of its
    /// own in the list, so the ring finds it among the card's children.
    func controlNodes(in frame: Rect, theme: Theme, context: LayoutContext) -> [SceneNode]
}

extension FixedHeightContent {
    package var gapAbove: Double { 12 }

    package func height(available: Double, theme: Theme, context: LayoutContext) -> Double {
        Self.controlsHeight
    }

    package func nodes(
        in frame: Rect, focusedField: Int?, selection: FieldSelection?, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        controlNodes(in: frame, theme: theme, context: context)
    }
}
