import CX11
import HUDCore
import HUDStage
import HUDSurfaces

/// What a `SurfaceWindows` shows, and where surfaces differ: a placed `StageSurface` (banners, the
/// Notification Center) or an overlay. The host does the rest the same way for all.
protocol WindowedSurface: AnyObject {
    /// The host showing it, set by the host; held weakly, as the host holds the surface.
    var host: SurfaceWindows? { get set }
    var policy: SurfacePolicy { get }
    /// Where it is placed, once it is.
    var placement: MonitorPlacement? { get }
    /// Chooses its monitor and lays it out there; false when that monitor is not there.
    func place() -> Bool
    /// Forgets where it was placed: the next window is placed anew.
    func unplace()
    /// Whether it wants windows now.
    var wantsWindow: Bool { get }
    /// Whether it holds the input its policy takes now.
    var holdsInput: Bool { get }
    /// The frame to draw now.
    var currentFrame: Scene? { get }
    /// Where its cards come to rest, which their layers are drawn for.
    var restingFrames: [Rect] { get }
    /// The windows it wants for what it shows now, bottom first; empty while it has nothing to show.
    func windowPlan() -> [WindowPlan]
    func handle(_ event: InteractionEvent)
    /// Takes a selection's event on its windows (a paste's answer, another client's request for a
    /// text it holds); false when it has nothing to do with it.
    func handleSelection(_ event: XEvent) -> Bool
    /// Starts the exit of all it shows.
    func dismiss()
    /// Whether it takes input from the windows beneath while it is up, so that the focus they had
    /// is given back when it goes.
    var blocksInput: Bool { get }
    /// Whether it dims or covers the desktop, so that without a compositor what it shows of the
    /// windows beneath must follow them.
    var coversDesktop: Bool { get }
    /// Whether it has gone for good, so the stage can let its host go.
    var isRemoved: Bool { get }
    /// Its windows were made, before their first paint.
    func windowsMade(_ windows: [ComposedWindow])
    /// Its windows are about to be painted.
    func willPaint(_ windows: [ComposedWindow])
    /// Says what it has to warn of (the keyboard held by another client).
    func warn(_ message: String)
    /// Where `window` goes in the stack.
    func layer(of window: ComposedWindow) -> ComposedWindow.Layer
    /// The name its windows carry (`_NET_WM_NAME`).
    var windowName: String { get }
    /// What a screen reader is told of it now; nil when it tells nothing.
    var accessibleTree: AccessibleNode? { get }
    /// Moves whenever `accessibleTree` may have changed; an animation frame leaves it.
    var accessibleRevision: Int { get }
    /// A screen reader's action on one of its parts: what the input the part stands for does.
    func activate(_ target: AccessibleTarget)
}

extension WindowedSurface {
    var coversDesktop: Bool { false }
    var isRemoved: Bool { false }
    func handleSelection(_ event: XEvent) -> Bool { false }
    func windowsMade(_ windows: [ComposedWindow]) {}
    func willPaint(_ windows: [ComposedWindow]) {}
    func warn(_ message: String) { X11Log.warn(message) }
    func layer(of window: ComposedWindow) -> ComposedWindow.Layer { window.layer }
    var windowName: String { OverrideRedirectWindow.defaultName }
    var accessibleTree: AccessibleNode? { nil }
    var accessibleRevision: Int { 0 }
    func activate(_ target: AccessibleTarget) {}
}

/// One window a surface wants, in the points of its monitor.
struct WindowPlan: Equatable {
    var part: ComposedWindow.Part
    var region: Rect
    /// Where the window takes pointer input; nil: everywhere.
    var inputArea: Rect?
    var snapshotExtent: ComposedWindow.SnapshotExtent
}

extension SurfacePolicy.Role {
    var windowType: String {
        switch self {
        case .notification: "_NET_WM_WINDOW_TYPE_NOTIFICATION"
        case .dialog: "_NET_WM_WINDOW_TYPE_DIALOG"
        case .panel: "_NET_WM_WINDOW_TYPE_DOCK"
        }
    }
}
