import HUDCore

/// Turns any overlay model into its settled scene, laid out left to right and mirrored for a
/// right-to-left language.
package enum OverlayLayout {
    /// `focusedField` gives an alert's text field the focus border and caret, with the caret and
    /// selection `selection` gives (nil: the caret after its text).
    package static func scene(
        for overlay: Overlay, in context: LayoutContext, focusedField: Int? = nil, selection: FieldSelection? = nil
    ) -> Scene {
        var scene = laidOut(overlay, in: context, focusedField: focusedField, selection: selection)
        scene.words = context.words
        // Each card mirrors about its own middle: it stays where it is placed.
        if context.words.isRightToLeft { scene.nodes = scene.nodes.map { $0.mirrored() } }
        return scene
    }

    private static func laidOut(
        _ overlay: Overlay, in context: LayoutContext, focusedField: Int?, selection: FieldSelection?
    ) -> Scene {
        switch overlay {
        case .toast(let model): ToastLayout(model: model).scene(in: context)
        case .loading(let model): LoadingHUDLayout(model: model).scene(in: context)
        case .status(let model): StatusHUDLayout(model: model).scene(in: context)
        case .card(let model): CardAlertLayout(model: model).scene(in: context)
        case .alert(let model):
            SystemAlertLayout(model: model, focusedField: focusedField, selection: selection).scene(in: context)
        case .actionSheet(let model): ActionSheetLayout(model: model).scene(in: context)
        case .levelHUD(let model): LevelHUDLayout(model: model).scene(in: context)
        }
    }
}
