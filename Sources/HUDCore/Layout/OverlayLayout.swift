/// Turns any overlay model into its settled scene.
package enum OverlayLayout {
    /// `focusedField` gives an alert's text field the focus border and caret.
    package static func scene(for overlay: Overlay, in context: LayoutContext, focusedField: Int? = nil) -> Scene {
        switch overlay {
        case let .toast(model): ToastLayout(model: model).scene(in: context)
        case let .loading(model): LoadingHUDLayout(model: model).scene(in: context)
        case let .status(model): StatusHUDLayout(model: model).scene(in: context)
        case let .card(model): CardAlertLayout(model: model).scene(in: context)
        case let .alert(model): SystemAlertLayout(model: model, focusedField: focusedField).scene(in: context)
        case let .actionSheet(model): ActionSheetLayout(model: model).scene(in: context)
        }
    }
}
