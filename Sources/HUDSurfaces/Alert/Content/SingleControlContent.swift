import HUDCore

/// A content kind drawn as one control of a fixed height under the alert's text (a slider, a month
/// calendar), with less room above it than fields have: the control's row starts with room of its own.
package protocol SingleControlContent: AlertContentKind {
    /// The control's height.
    static var controlHeight: Double { get }
    /// The control, filling `frame`'s width.
    func controlNode(in frame: Rect, theme: Theme, context: LayoutContext) -> SceneNode
}

extension SingleControlContent {
    package var gapAbove: Double { 12 }

    package func height(available: Double, theme: Theme, context: LayoutContext) -> Double {
        Self.controlHeight
    }

    package func nodes(
        in frame: Rect, focusedField: Int?, selection: FieldSelection?, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        [controlNode(in: frame, theme: theme, context: context)]
    }
}
