import HUDCore
import HUDRender
import HUDX11

/// The stage overlays appear on, as the facade needs it: put overlays up, run caller drawing, keep
/// time. `X11Stage` is one; `HeadlessStage`, stepped by a manual clock, is the other, so the facade's
/// rules run the same in tests as on screen. Used on the display thread only.
package protocol OverlayStage: AnyObject {
    /// The clock every overlay's motion and every delayed hide run on.
    var frameClock: any FrameClock { get }
    /// Shows `overlay` now; it animates in as the clock runs.
    func present(_ overlay: Overlay, options: DisplayOptions) throws -> any PresentedOverlay
    /// Makes `draw` the painter of `.custom` content with the returned ID.
    func register(customContent draw: @escaping (DrawingContext, Rect) -> Void) -> CustomContentID
    /// Forgets a painter no overlay shows any more.
    func unregister(customContent id: CustomContentID)
    /// Starts every overlay's exit.
    func dismissAll()
    /// A stack of notification banners on this display.
    func makeBannerStack(options: BannerStackOptions) throws -> BannerStack
    /// A Notification Center on this display, its header dated by `date`.
    func makeNotificationCenter(options: BannerStackOptions, date: @escaping () -> String) throws
        -> NotificationCenterPanel
}

/// One overlay as the facade drives it, on screen or headless.
package protocol PresentedOverlay: AnyObject {
    /// The chosen action and field values of an alert or card; the overlay then dismisses itself.
    var onFinished: ((AlertResponse) -> Void)? { get set }
    /// A click on the dim or mask around the overlay.
    var onTapOutside: (() -> Void)? { get set }
    /// The entrance animation has ended.
    var onShown: (() -> Void)? { get set }
    /// What the overlay has to warn of (the keyboard held by another client); nil: stderr.
    var onWarning: ((String) -> Void)? { get set }
    /// The exit animation has ended and the overlay is gone.
    var onRemoved: (() -> Void)? { get set }
    /// Showing or entering, not leaving.
    var isShowing: Bool { get }
    /// Plays the exit (or, not `animated`, removes the overlay at once).
    func dismiss(animated: Bool)
    /// Morphs in place into `overlay`.
    func update(to overlay: Overlay) throws
    /// Morphs in place into `overlay`, its progress gliding to `value`.
    func update(to overlay: Overlay, glidingProgressTo value: Double) throws
    /// Plays the entrance again (a repeated toast).
    func restart() throws
}

extension X11Overlay: PresentedOverlay {}

extension X11Stage: OverlayStage {
    package var frameClock: any FrameClock { clock }

    package func present(_ overlay: Overlay, options: DisplayOptions) throws -> any PresentedOverlay {
        try present(overlay, options: options) as X11Overlay
    }

    package func makeBannerStack(options: BannerStackOptions) throws -> BannerStack {
        try makeBannerStack(options: options, fontFile: nil)
    }

    package func makeNotificationCenter(options: BannerStackOptions, date: @escaping () -> String) throws
        -> NotificationCenterPanel
    {
        try makeNotificationCenter(options: options, date: date, fontFile: nil)
    }
}
