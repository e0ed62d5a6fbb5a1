import HUDCore
import HUDSurfaces

/// A surface that lives beside the overlays, apart from any window: a stack of banners, the
/// Notification Center. A stage makes it with an animator on the stage's clock, places it on the
/// monitor its `placement` chooses when it first wants a window, and shows it there in one window
/// over `windowRegion`, as `policy` says. A new kind of surface adopts this and states its policy;
/// no backend changes.
package protocol StageSurface: AnyObject {
    /// How a backend shows it.
    var policy: SurfacePolicy { get }
    /// The monitor, scale and blur it is placed by.
    var placement: SurfacePlacement { get }
    /// Set by the stage once it is placed; until then it throws.
    var layoutContext: () throws -> LayoutContext { get set }
    /// Runs whenever what it shows, or whether it shows, changes (not for frames of its animator).
    var onChange: (() -> Void)? { get set }
    var animator: Animator { get }
    /// Whether it wants a window now.
    var wantsWindow: Bool { get }
    /// Whether it holds the input its policy takes now (the Notification Center while open, not
    /// while it slides out).
    var holdsInput: Bool { get }
    /// The frame to draw now.
    var currentScene: Scene? { get }
    /// The part of `canvas` its window covers, in points; nil while it has no layout to show.
    func windowRegion(canvas: Size, scale: Double) -> Rect?
    /// Where its cards come to rest, which their layers are drawn for.
    var restingFrames: [Rect] { get }
    /// Lays it out again in the current layout context.
    func relayout()
    func handle(_ event: InteractionEvent)
    /// Starts the exit of all it shows.
    func dismiss()
    /// What a screen reader is told of it now; nil while it tells nothing.
    var accessibleTree: AccessibleNode? { get }
    /// Moves whenever `accessibleTree` may have changed, and never for a frame of its animator: a
    /// stage builds the tree again only when it has moved. A surface with a tree gives both.
    var accessibleRevision: Int { get }
    /// A screen reader's action on one of its parts: what the input the part stands for does.
    func activate(_ target: AccessibleTarget)
    /// Set by the stage: asks for a selection's text, which comes back as `.paste` input (a field's
    /// Ctrl+V). A surface without fields leaves it unset.
    var onPasteRequested: ((SelectionName) -> Void)? { get set }
    /// Set by the stage: holds a field's copied text on CLIPBOARD (Ctrl+C). A surface without fields
    /// leaves it unset.
    var onCopyRequested: ((String) -> Void)? { get set }
}

extension StageSurface {
    package var accessibleTree: AccessibleNode? { nil }
    package var accessibleRevision: Int { 0 }
    package func activate(_ target: AccessibleTarget) {}
    /// A surface without text fields never pastes.
    package var onPasteRequested: ((SelectionName) -> Void)? {
        get { nil }
        set {}
    }
    /// Nor copies.
    package var onCopyRequested: ((String) -> Void)? {
        get { nil }
        set {}
    }
}
