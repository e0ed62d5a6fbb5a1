/// Turns any overlay model into its settled scene.
public enum OverlayLayout {
    public static func scene(for overlay: Overlay, in context: LayoutContext) -> Scene {
        switch overlay {
        case let .toast(model): ToastLayout(model: model).scene(in: context)
        case let .loading(model): LoadingHUDLayout(model: model).scene(in: context)
        case let .status(model): StatusHUDLayout(model: model).scene(in: context)
        case let .card(model): CardAlertLayout(model: model).scene(in: context)
        case let .alert(model): SystemAlertLayout(model: model).scene(in: context)
        }
    }
}
