import HUDCore
import HUDRender
import HUDSurfaces

/// What a backend gives the facade to show things on: overlays put up and morphed, caller drawing,
/// the clock, and surfaces (banner stacks, the Notification Center). The X11 backend's `X11Stage`
/// is one; the headless `HeadlessStage`, stepped by a manual clock, is another, so the facade's
/// rules run the same in tests as on screen. It sits below every backend, as the facade does above
/// them: a backend conforms where it is defined and the facade needs nothing of it but this. Used
/// on the display thread only.
package protocol OverlayStage: AnyObject {
    /// The clock every overlay's motion and every delayed hide run on.
    var frameClock: any FrameClock { get }
    /// Shows `overlay` now; it animates in as the clock runs.
    func present(_ overlay: Overlay, options: DisplayOptions) throws -> any PresentedOverlay
    /// The surface `make` builds with an animator on the stage's clock, shown by the stage from then
    /// on: placed, laid out, drawn and given input as its `policy` says, whenever it wants a window.
    func makeSurface<Surface: StageSurface>(_ make: (Animator) -> Surface) throws -> Surface
    /// Makes `draw` the painter of `.custom` content with the returned ID.
    func register(customContent draw: @escaping (DrawingContext, Rect) -> Void) -> CustomContentID
    /// Forgets a painter no overlay shows any more.
    func unregister(customContent id: CustomContentID)
    /// Starts the exit of every overlay and surface.
    func dismissAll()
}
