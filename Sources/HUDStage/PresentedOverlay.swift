import HUDCore
import HUDSurfaces

/// One overlay as the facade drives it, on screen or headless.
package protocol PresentedOverlay: AnyObject {
    /// The chosen action and field values of an alert or card; the overlay then dismisses itself.
    var onFinished: ((AlertResponse) -> Void)? { get set }
    /// The answer if the overlay is taken away now, unanswered (a dismissal, a timeout): no
    /// action, with what its fields hold.
    var unansweredResponse: AlertResponse { get }
    /// A click on the dim or mask around the overlay.
    var onTapOutside: (() -> Void)? { get set }
    /// Input changed what an alert's content view holds (a slider's value, the chosen day).
    var onContentChanged: ((AlertContentValue) -> Void)? { get set }
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
    /// Adds text after an alert's text view's text, or rows after its list's, as its input arrives.
    func append(_ addition: AlertContentAddition)
}
