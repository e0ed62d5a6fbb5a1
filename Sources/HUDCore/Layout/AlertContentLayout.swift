/// Where an alert's content view goes: between the message and the buttons, as wide as the card less
/// its insets, as tall as the content asks.
package enum AlertContentLayout {
    /// Between the text and the content.
    package static let textToContent = 12.0

    /// The content's height.
    package static func height(of content: AlertContent) -> Double {
        switch content {
        case .slider: AlertSliderLayout.height
        case .datePicker: AlertDatePickerLayout.height
        }
    }

    /// The content's nodes in `frame`.
    package static func nodes(
        for content: AlertContent, in frame: Rect, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        switch content {
        case .slider(let slider): [AlertSliderLayout(slider: slider).node(in: frame, theme: theme, context: context)]
        case .datePicker(let picker):
            [AlertDatePickerLayout(picker: picker).node(in: frame, theme: theme, context: context)]
        }
    }
}
