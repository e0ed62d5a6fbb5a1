import HUDCore
import HUDSurfaces

/// Seed 000's text prompt: fades in, holds (longer for longer text), fades out, never blocks input.
/// Showing another while one is up restarts it with the new text: never two stacked toasts.
/// Callable from any thread.
public enum Toast {
    /// Shows `text` as a toast, or restarts the one already up with the new text.
    public static func show(_ text: String, options: DisplayOptions = DisplayOptions()) {
        FacadeDisplay.perform { context in
            let overlay = Overlay.toast(ToastModel(text: text))
            do {
                if let toast = context.toast, toast.isShowing {
                    try toast.update(to: overlay)
                    try toast.restart()
                } else {
                    context.toast = try context.stage.present(overlay, options: options)
                }
            } catch {
                HUDLog.error("Toast: \(error)")
            }
        }
    }
}
