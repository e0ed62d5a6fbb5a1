import HUDCore

/// A scrolling text as an alert's content, as wide as its size asks; its checkbox holds OK back.
/// Its scrolling and editing are the alert's interaction's (`AlertTextViewInput.swift`).
extension AlertTextView: AlertContentKind {
    package func cardWidth(inset: Double, theme: Theme, context: LayoutContext) -> Double {
        size.width + 2 * inset
    }

    package func height(available: Double, theme: Theme, context: LayoutContext) -> Double {
        AlertTextViewLayout(self).height
    }

    package func nodes(
        in frame: Rect, focusedField: Int?, selection: FieldSelection?, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        AlertTextViewLayout(self).nodes(at: frame.origin, theme: theme, context: context)
    }

    package var answer: AlertContentValue? { .text(text, checked: isChecked) }
}
