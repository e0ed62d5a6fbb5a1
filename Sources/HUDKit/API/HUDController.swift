import HUDCore
import HUDStage
import HUDSurfaces

/// One `HUD` on the display thread: the lifecycle decides when (grace time, minimum show time, the
/// forced-hide timeout), the presented overlay draws.
final class HUDController {
    private let stage: any OverlayStage
    private let generation: Int
    private let lifecycle: HUDLifecycle?
    private var options = DisplayOptions()
    private let observers: HUD.Observers
    private var overlay: Overlay?
    private var progress: Double?
    private var host: (any PresentedOverlay)?
    private var hidesAnimated = true
    /// The user cancelled it and it is leaving: shows that reach it meanwhile were sent before
    /// their caller could know (a progress feed), and must not bring it back.
    private var isLeavingCancelled = false

    init(context: DisplayContext, timing: HUDLifecycle.Timing, observers: HUD.Observers) {
        stage = context.stage
        generation = context.generation
        self.observers = observers
        do {
            lifecycle = try HUDLifecycle(clock: stage.frameClock, timing: timing)
        } catch {
            HUDLog.error("HUD timing: \(error)")
            lifecycle = nil
        }
        lifecycle?.onShow = { [unowned self] in present() }
        lifecycle?.onHide = { [unowned self] in
            observers.send(.willDisappear)
            host?.dismiss(animated: hidesAnimated)
        }
        lifecycle?.onTimeout = { observers.send(.timedOut) }
    }

    /// This controller if it belongs to the display `context` describes; nil after that display
    /// was closed and another opened, whose HUD starts afresh.
    func on(_ context: DisplayContext) -> HUDController? {
        generation == context.generation ? self : nil
    }

    func show(_ overlay: Overlay, options: DisplayOptions, hideAfter: Double?, progress: Double?) {
        guard !isLeavingCancelled else { return }
        if let previous = self.overlay?.customContentID, previous != overlay.customContentID {
            // Released at once: a morph replaces it now, and a HUD on its way out is drawn
            // without it for its last frames rather than keeping every closure ever shown.
            stage.unregister(customContent: previous)
        }
        self.overlay = overlay
        self.options = options
        self.progress = progress
        if lifecycle?.state == .visible { present() }
        lifecycle?.show()
        if let hideAfter { hide(afterDelay: hideAfter) }
    }

    func hide(animated: Bool = true, afterDelay delay: Double) {
        hidesAnimated = animated
        do {
            try lifecycle?.hide(afterDelay: delay)
        } catch {
            HUDLog.error("HUD.hide: \(error)")
        }
    }

    /// Morphs the HUD on screen, or puts a new one up (removing at once one still leaving).
    private func present() {
        guard let overlay else { return }
        do {
            if let host, host.isShowing {
                try morph(host, into: overlay)
                return
            }
            removeLeavingHost()
            host = try putUp(overlay)
        } catch {
            HUDLog.error("HUD: \(error)")
            // Nothing went up: the lifecycle starts afresh, and no caller waits for a `.didDisappear`
            // that no `.willAppear` began.
            lifecycle?.didHideElsewhere()
        }
    }

    private func morph(_ host: any PresentedOverlay, into overlay: Overlay) throws {
        if let progress {
            try host.update(to: overlay, glidingProgressTo: progress)
        } else {
            try host.update(to: overlay)
        }
    }

    /// Shown again while fading out: that HUD is gone now, so the events pair up and one HUD is on
    /// screen, never a leaving one beside a new one.
    private func removeLeavingHost() {
        guard let leaving = host else { return }
        host = nil
        leaving.dismiss(animated: false)
        observers.send(.didDisappear)
    }

    private func putUp(_ overlay: Overlay) throws -> any PresentedOverlay {
        let host = try stage.present(overlay, options: options)
        observers.send(.willAppear)
        host.onShown = { [observers] in observers.send(.didAppear) }
        host.onTapOutside = { [observers] in observers.send(.tappedOutside) }
        host.onFinished = { [unowned self] response in
            // A button that confirms (zenity's OK at 100 %) ends the HUD as done, not cancelled.
            if response.isCancel { cancel() } else { hide(afterDelay: 0) }
        }
        host.onRemoved = { [weak self, weak host] in
            guard let self, let host, self.host === host else { return }
            didRemoveHost()
        }
        return host
    }

    private func cancel() {
        isLeavingCancelled = true
        observers.send(.cancelled)
        hide(afterDelay: 0)
    }

    private func didRemoveHost() {
        host = nil
        isLeavingCancelled = false
        if lifecycle?.state == .hiding {
            lifecycle?.didFinishHiding()
        } else {
            // Dismissed by HUD.hideAll() or a signal, not by this HUD's own hide.
            lifecycle?.didHideElsewhere()
            observers.send(.willDisappear)
        }
        observers.send(.didDisappear)
    }
}

extension Overlay {
    /// The caller drawing a custom-content HUD shows.
    fileprivate var customContentID: CustomContentID? {
        guard case .status(let model) = self, case .custom(let id, _) = model.indicator else { return nil }
        return id
    }
}
