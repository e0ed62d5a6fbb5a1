import HUDCore

/// A form as an alert's content: its rows are drawn and focused as the alert's fields are, so it
/// has no focus stops of its own, and its values are the interaction's (`AlertFormInteraction`).
extension AlertForm: AlertContentKind {
    package func cardWidth(inset: Double, theme: Theme, context: LayoutContext) -> Double {
        AlertFormLayout.alertWidth
    }

    package func height(available: Double, theme: Theme, context: LayoutContext) -> Double {
        AlertFormLayout(form: self, focusedRow: nil, selection: nil).height
    }

    package func nodes(
        in frame: Rect, focusedField: Int?, selection: FieldSelection?, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        AlertFormLayout(form: self, focusedRow: focusedField, selection: selection).nodes(
            in: frame, theme: theme, context: context)
    }

    package var focusStops: [Int] { [] }

    /// Its rows are the alert's fields, which the alert's tree gives.
    package func accessibleNodes(in scene: Scene, focus: FocusTarget?) -> [AccessibleNode] { [] }
}
