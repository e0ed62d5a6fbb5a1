import HUDCore
import HUDX11

/// Seed 000's text prompt: fades in, holds (longer for longer text), fades out, never blocks input.
/// Showing another while one is up restarts it with the new text: never two stacked toasts.
/// Callable from any thread.
public enum Toast {
    private static let current = DisplayThreadState<OverlayHost?>(nil)

    /// Shows `text` as a toast, or restarts the one already up with the new text.
    public static func show(_ text: String, options: DisplayOptions = DisplayOptions()) {
        let current = current
        Display.perform { session in
            let overlay = Overlay.toast(ToastModel(text: text))
            do {
                if let host = current.value, host.isShowing {
                    try host.update(to: overlay)
                    try host.restart()
                } else {
                    current.value = try session.present(overlay, options: options)
                }
            } catch {
                HUDLog.error("Toast: \(error)")
            }
        }
    }
}
