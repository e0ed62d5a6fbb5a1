import HUDCore
import HUDX11

/// A heads-up display as short to call as SVProgressHUD: one HUD that morphs between states, with
/// MBProgressHUD's grace and minimum show times. Every method may be called from any thread or task;
/// the work happens on the display thread, in call order.
///
/// ```swift
/// HUD.shared.show(status: "Syncing…")
/// HUD.shared.showSuccess("Done")            // morphs in place, hides after a moment
/// ```
public final class HUD: Sendable {
    /// The shared HUD (SVProgressHUD's model); create instances for several independent HUDs.
    public static let shared = HUD()

    public let timing: HUDLifecycle.Timing
    public let options: DisplayOptions
    private let state = DisplayThreadState<Controller?>(nil)

    /// `timing` sets grace time, minimum show time and a forced-hide timeout; invalid (NaN or negative)
    /// times are refused when the HUD is first shown, with an error on stderr.
    public init(timing: HUDLifecycle.Timing = .init(), options: DisplayOptions = DisplayOptions()) {
        self.timing = timing
        self.options = options
    }

    /// A spinner on a dimmed monitor (seed 000's loading HUD), with optional status text.
    public func show(status: String? = nil) {
        show(.loading(LoadingHUDModel(text: status)), hideAfter: nil)
    }

    /// Status text alone (TCProgressHUD's text HUD); stays until hidden unless `hideAfter` is given.
    public func show(text: String, hideAfter: Double? = nil) {
        show(.status(StatusHUDModel(text: text)), hideAfter: hideAfter)
    }

    public func showSuccess(_ status: String? = nil, hideAfter: Double? = nil) {
        show(.status(StatusHUDModel(glyph: .checkmark, text: status)), hideAfter: hideAfter ?? Self.readingTime(status))
    }

    public func showError(_ status: String? = nil, hideAfter: Double? = nil) {
        show(.status(StatusHUDModel(glyph: .cross, text: status)), hideAfter: hideAfter ?? Self.readingTime(status))
    }

    public func showInfo(_ status: String? = nil, hideAfter: Double? = nil) {
        show(.status(StatusHUDModel(glyph: .info, text: status)), hideAfter: hideAfter ?? Self.readingTime(status))
    }

    /// Hides now, or after `delay` seconds unless the HUD is shown again meanwhile.
    public func hide(afterDelay delay: Double = 0) {
        let state = state
        Display.perform { _ in state.value?.hide(afterDelay: delay) }
    }

    /// Hides every overlay HUDKit shows in this process.
    public static func hideAll() {
        Display.perform { session in session.dismissAll() }
    }

    /// SVProgressHUD's rule: longer text stays longer.
    private static func readingTime(_ text: String?) -> Double {
        ToastTimeline.hold(forText: text ?? "")
    }

    private func show(_ overlay: Overlay, hideAfter: Double?) {
        let state = state, timing = timing, options = options
        Display.perform { session in
            if state.value == nil {
                state.value = Controller(session: session, timing: timing, options: options)
            }
            state.value?.show(overlay, hideAfter: hideAfter)
        }
    }

    /// The HUD on the display thread: the lifecycle decides when, the host draws.
    final class Controller {
        private let session: X11Session
        private let lifecycle: HUDLifecycle?
        private let options: DisplayOptions
        private var overlay: Overlay?
        private var host: OverlayHost?

        init(session: X11Session, timing: HUDLifecycle.Timing, options: DisplayOptions) {
            self.session = session
            self.options = options
            do {
                lifecycle = try HUDLifecycle(clock: session.clock, timing: timing)
            } catch {
                HUDLog.error("HUD timing: \(error)")
                lifecycle = nil
            }
            lifecycle?.onShow = { [unowned self] in present() }
            lifecycle?.onHide = { [unowned self] in host?.dismiss() }
        }

        func show(_ overlay: Overlay, hideAfter: Double?) {
            self.overlay = overlay
            if lifecycle?.state == .visible { present() }
            lifecycle?.show()
            if let hideAfter { hide(afterDelay: hideAfter) }
        }

        func hide(afterDelay delay: Double) {
            do {
                try lifecycle?.hide(afterDelay: delay)
            } catch {
                HUDLog.error("HUD.hide: \(error)")
            }
        }

        /// Morphs the HUD on screen, or puts a new one up (the old one may still be leaving).
        private func present() {
            guard let overlay else { return }
            do {
                if let host, host.isShowing {
                    try host.update(to: overlay)
                    return
                }
                let host = try session.present(overlay, options: options)
                host.onRemoved = { [weak self, weak host] in
                    guard let self, self.host === host else { return }
                    self.host = nil
                    lifecycle?.didFinishHiding()
                }
                self.host = host
            } catch {
                HUDLog.error("HUD: \(error)")
            }
        }
    }
}
