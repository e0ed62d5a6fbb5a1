import HUDCore
import HUDStage
import HUDSurfaces

/// What a `LayerHost` shows, where the things it shows differ: an overlay or a placed
/// `StageSurface` (banners, the Notification Center). The host does the rest the same way for both.
protocol LayerHosted: AnyObject {
    var policy: SurfacePolicy { get }
    var placement: SurfacePlacement { get }
    /// Lays it out on a monitor of `canvas` points at `scale`, in the desktop's appearance.
    func place(canvas: Size, scale: Double, desktopAppearance: Appearance?)
    /// Whether it wants a surface now.
    var wantsWindow: Bool { get }
    /// Whether it holds the input its policy takes now.
    var holdsInput: Bool { get }
    /// The frame to draw now.
    var currentFrame: Scene? { get }
    /// The surface it wants for what it shows now; nil while it has nothing to show.
    func layerPlan() -> LayerPlan?
    func handle(_ event: InteractionEvent)
    /// Starts the exit of all it shows.
    func dismiss()
    /// Whether it has gone for good, so the stage can let its host go.
    var isRemoved: Bool { get }
    /// What a screen reader is told of it now; nil when it tells nothing.
    var accessibleTree: AccessibleNode? { get }
    /// Moves whenever `accessibleTree` may have changed; an animation frame leaves it.
    var accessibleRevision: Int { get }
    /// A screen reader's action on one of its parts.
    func activate(_ target: AccessibleTarget)
    /// Whether it takes typed text an input method may compose now: it holds the keyboard for
    /// text, and its focus is not in a secure field.
    var takesComposedText: Bool { get }
}

/// The one layer surface a hosted thing wants, in the points of its monitor.
struct LayerPlan: Equatable {
    /// Its extent, on whole points.
    var frame: Rect
    /// Where it takes pointer input, in the monitor's points; nil: everywhere.
    var inputArea: Rect?
    /// Whether it takes the keyboard.
    var takesKeyboard: Bool
    /// The scene's backdrop is one colour over the whole output: `frame` is the room of what is
    /// above it (drawn with the dim beneath it), and the dim around it goes in surfaces of one
    /// stretched pixel. Where the compositor cannot stretch, the host shows it all in one surface
    /// over the output.
    var dimsOutput: Bool

    init(frame: Rect, inputArea: Rect?, takesKeyboard: Bool, dimsOutput: Bool = false) {
        // Layer surfaces are placed and sized in whole points.
        let minX = frame.minX.rounded(.down)
        let minY = frame.minY.rounded(.down)
        self.frame = Rect(
            x: minX, y: minY, width: (frame.maxX.rounded(.up) - minX), height: (frame.maxY.rounded(.up) - minY))
        self.inputArea = inputArea
        self.takesKeyboard = takesKeyboard
        self.dimsOutput = dimsOutput
    }

    /// `inputArea` in the surface's own points.
    var localInputArea: Rect? {
        inputArea.map { $0.offsetBy(dx: -frame.minX, dy: -frame.minY) }
    }
}
