import Dispatch
import HUDCore
import HUDStage
import HUDSurfaces
import Synchronization

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

    /// Grace time, minimum show time and forced-hide timeout (MBProgressHUD's).
    public let timing: HUDLifecycle.Timing
    /// Mask, position, offset and interaction; nil gives each kind its standard (seed) placement.
    /// Applies from the next `show…` call (SVProgressHUD's `setDefaultMaskType` and friends).
    public var placement: HUDPlacement? {
        get { settings.withLock { $0.placement } }
        set { settings.withLock { $0.placement = newValue } }
    }
    /// Which monitor, scale, appearance and transition the HUD is shown with. Applies from the next
    /// `show…` call; a HUD already on screen keeps its monitor and scale while it morphs.
    public var options: DisplayOptions {
        get { settings.withLock { $0.options } }
        set { settings.withLock { $0.options = newValue } }
    }
    private let settings: Mutex<(placement: HUDPlacement?, options: DisplayOptions)>
    private let state = DisplayThreadState<HUDController?>(nil)
    private let observers = Observers()

    /// `timing` sets grace time, minimum show time and a forced-hide timeout; invalid (NaN or negative)
    /// times are refused when the HUD is first shown, with an error on stderr.
    public init(
        timing: HUDLifecycle.Timing = .init(), placement: HUDPlacement? = nil,
        options: DisplayOptions = DisplayOptions()
    ) {
        self.timing = timing
        settings = Mutex((placement, options))
    }

    /// A spinner on a dimmed monitor (seed 000's loading HUD), with optional status text.
    public func show(status: String? = nil) {
        show(.loading(LoadingHUDModel(text: status, placement: placement)), hideAfter: nil)
    }

    /// Status text alone (TCProgressHUD's text HUD); stays until hidden unless `hideAfter` is given.
    public func show(text: String, hideAfter: Double? = nil) {
        show(.status(StatusHUDModel(text: text, placement: placement)), hideAfter: hideAfter)
    }

    /// A checkmark with optional status; hides after a reading time that grows with the text.
    public func showSuccess(_ status: String? = nil, hideAfter: Double? = nil) {
        show(glyph: .checkmark, status: status, hideAfter: hideAfter)
    }

    /// A cross with optional status; hides after a reading time that grows with the text.
    public func showError(_ status: String? = nil, hideAfter: Double? = nil) {
        show(glyph: .cross, status: status, hideAfter: hideAfter)
    }

    /// An info mark with optional status; hides after a reading time that grows with the text.
    public func showInfo(_ status: String? = nil, hideAfter: Double? = nil) {
        show(glyph: .info, status: status, hideAfter: hideAfter)
    }

    /// An indeterminate HUD on its card alone, no dim unless the placement asks: SVProgressHUD's
    /// flat ring (`ring: true`) or TCProgressHUD's 12-spoke spinner, with optional status text.
    /// `details` is smaller text under the status (MBProgressHUD's details label); `cancelTitle` adds
    /// a button under it whose click takes the HUD away as cancelled (see `onCancel`).
    public func showActivity(
        ring: Bool = true, status: String? = nil, details: String? = nil, cancelTitle: String? = nil
    ) {
        show(
            .status(
                StatusHUDModel(
                    indicator: ring ? .ring : .spinner, text: status, details: details, buttonTitle: cancelTitle,
                    placement: placement)),
            hideAfter: nil)
    }

    /// A determinate progress HUD; calling it again updates the value in place, gliding there.
    /// `details` and `cancelTitle` as in `showActivity`: MBProgressHUD's details label and Cancel button.
    public func showProgress(
        _ value: Double, status: String? = nil, details: String? = nil, style: ProgressStyle = .annular,
        cancelTitle: String? = nil
    ) {
        show(
            .status(
                StatusHUDModel(
                    indicator: .progress(style, value), text: status, details: details, buttonTitle: cancelTitle,
                    placement: placement)),
            hideAfter: nil, progress: value)
    }

    /// Caller-drawn content of `size` points (TCProgressHUD's custom view), with optional status.
    /// `draw` runs on the display thread each time the content is drawn, clipped to its frame.
    public func showCustom(
        size: Size, status: String? = nil, hideAfter: Double? = nil,
        draw: @escaping @Sendable (Canvas, Rect) -> Void
    ) {
        let placement = placement
        show(hideAfter: hideAfter) { stage in
            let id = stage.register(customContent: draw)
            return .status(StatusHUDModel(indicator: .custom(id, size), text: status, placement: placement))
        }
    }

    /// Shows `model` as it is, its placement included (a HUD a command line parsed, say). Text alone
    /// and marks hide after `hideAfter`, by default after their reading time; spinners, rings and
    /// progress stay until hidden or `hideAfter`. Progress glides to its new value in place.
    public func show(_ model: StatusHUDModel, hideAfter: Double? = nil) {
        var progress: Double?
        if case .progress(_, let value) = model.indicator { progress = value }
        show(.status(model), hideAfter: hideAfter ?? model.readingTime, progress: progress)
    }

    /// Shows the loading HUD `model` as it is, its placement included; it stays until hidden or
    /// `hideAfter`.
    public func show(_ model: LoadingHUDModel, hideAfter: Double? = nil) {
        show(.loading(model), hideAfter: hideAfter)
    }

    /// Whether the HUD is on screen (or entering): CubeHUD's `isShowing` guard. Updated on the
    /// display thread, so it reflects calls made a moment ago only once they have been carried out.
    public var isVisible: Bool { observers.isVisible }

    /// Will/did appear and disappear, and forced hides, as they happen; each call gives a new stream.
    public func events() -> AsyncStream<HUDEvent> {
        observers.stream()
    }

    /// The callback form of `events()`: `handler` gets every event from now on, on `queue` (for
    /// example `.main`), or on the display thread when `queue` is nil.
    public func observe(on queue: DispatchQueue? = nil, _ handler: @escaping @Sendable (HUDEvent) -> Void) {
        observers.add { event in
            guard let queue else { return handler(event) }
            queue.async { handler(event) }
        }
    }

    /// `handler` runs each time the user cancels the HUD (its Cancel button, or Escape on a cancellable
    /// one), on `queue`, or on the display thread when `queue` is nil: the place to stop the work it
    /// stands for. The HUD is already leaving, and later shows until it has gone are ignored.
    public func onCancel(on queue: DispatchQueue? = nil, _ handler: @escaping @Sendable () -> Void) {
        observe(on: queue) { event in
            if event == .cancelled { handler() }
        }
    }

    /// Hides now, or after `delay` seconds unless the HUD is shown again meanwhile; not `animated`,
    /// it disappears at once instead of fading.
    public func hide(animated: Bool = true, afterDelay delay: Double = 0) {
        let state = state
        FacadeDisplay.perform { context in state.value?.on(context)?.hide(animated: animated, afterDelay: delay) }
    }

    /// Hides every overlay HUDKit shows in this process; alerts still waiting their turn are
    /// answered as dismissed too, rather than taking the screen one after another.
    public static func hideAll() {
        FacadeDisplay.perform { context in
            context.alerts.dismissAll()
            context.stage.dismissAll()
        }
    }

    /// HUDKit answers SIGINT and SIGTERM while its display is open by taking every overlay away in
    /// order (each HUD's events end with `.didDisappear`, each alert answers as cancelled) rather
    /// than dying mid-frame. `handler` runs first, on the display thread, for each such signal until
    /// the display closes: to stop work the overlays stood for, or to remember why they went.
    /// Registered at once, not on the display thread, so that a signal that comes as the display
    /// opens already finds it (register before opening to cover that moment too).
    public static func onInterrupt(_ handler: @escaping @Sendable () -> Void) {
        FacadeDisplay.interruptHandlers.withLock { $0.append(handler) }
    }

    /// A glyph HUD that hides after `hideAfter`, or by default after its reading time.
    private func show(glyph: Glyph, status: String?, hideAfter: Double?) {
        show(StatusHUDModel(glyph: glyph, text: status, placement: placement), hideAfter: hideAfter)
    }

    private func show(_ overlay: Overlay, hideAfter: Double?, progress: Double? = nil) {
        show(hideAfter: hideAfter, progress: progress) { _ in overlay }
    }

    /// `makeOverlay` runs on the display thread, where the stage's resources (custom drawing) live.
    private func show(
        hideAfter: Double?, progress: Double? = nil,
        _ makeOverlay: @escaping @Sendable (any OverlayStage) -> Overlay
    ) {
        let state = state
        let timing = timing
        let options = options
        let observers = observers
        FacadeDisplay.perform { context in
            let controller =
                state.value?.on(context) ?? HUDController(context: context, timing: timing, observers: observers)
            state.value = controller
            controller.show(makeOverlay(context.stage), options: options, hideAfter: hideAfter, progress: progress)
        }
    }

    /// Event subscribers and the visibility flag, shared between the display thread and callers.
    final class Observers: Sendable {
        private let handlers = Mutex<[@Sendable (HUDEvent) -> Void]>([])
        private let visible = Mutex(false)

        var isVisible: Bool { visible.withLock { $0 } }

        func stream() -> AsyncStream<HUDEvent> {
            AsyncStream { continuation in add { continuation.yield($0) } }
        }

        func add(_ handler: @escaping @Sendable (HUDEvent) -> Void) {
            handlers.withLock { $0.append(handler) }
        }

        func send(_ event: HUDEvent) {
            switch event {
            case .willAppear: visible.withLock { $0 = true }
            case .didDisappear: visible.withLock { $0 = false }
            case .didAppear, .willDisappear, .timedOut, .tappedOutside, .cancelled: break
            }
            for handler in handlers.withLock({ $0 }) { handler(event) }
        }
    }
}
