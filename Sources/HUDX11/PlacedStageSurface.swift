import CX11
import HUDCore
import HUDRender
import HUDStage
import HUDSurfaces

/// A `StageSurface` as a host shows it: placed on the monitor its placement chooses when it first
/// wants a window (and kept there while it has one), in one window over its region, beneath the
/// HUDs. A new kind of surface needs nothing here.
final class PlacedStageSurface: WindowedSurface {
    let surface: any StageSurface
    weak var host: SurfaceWindows?
    private let connection: XConnection
    private let renderer: SceneRenderer
    private(set) var placement: MonitorPlacement?
    /// Pastes into its text field and holds what it copies, if it has one.
    private let selections: SelectionTransfers

    init(_ surface: any StageSurface, connection: XConnection, renderer: SceneRenderer, clock: any FrameClock) {
        self.surface = surface
        self.connection = connection
        self.renderer = renderer
        selections = SelectionTransfers(connection: connection, clock: clock)
        surface.onChange = { [unowned self] in host?.followLoggingFailure() }
        surface.onPasteRequested = { [unowned self] selection in paste(from: selection) }
        surface.onCopyRequested = { [unowned self] text in hold(text, on: .clipboard) }
        surface.animator.onFrame = { [unowned self] _ in host?.repaint() }
    }

    var policy: SurfacePolicy { surface.policy }

    func place() -> Bool {
        guard let placement = try? MonitorPlacement(surface.placement, connection: connection) else { return false }
        self.placement = placement
        let material = placement.blurSource.material(surface.placement.blur)
        let canvas = placement.canvas
        let scale = placement.scale
        let workArea = placement.workArea
        let connection = connection
        let words = surface.placement.words
        // The desktop's appearance as it is at each layout: a change relays the surface out.
        surface.layoutContext = { [renderer] in
            try LayoutContext(
                canvas: canvas, scale: scale, appearance: nil, measurer: renderer.textCache, material: material,
                workArea: workArea, desktopAppearance: connection.desktopAppearance, words: words)
        }
        surface.relayout()
        return true
    }

    func unplace() {
        placement = nil
    }

    /// The desktop's light or dark changed: what it shows is laid out again in it.
    func appearanceChanged() {
        guard placement != nil else { return }
        surface.relayout()
    }

    var wantsWindow: Bool { surface.wantsWindow }
    var holdsInput: Bool { surface.holdsInput }
    var currentFrame: Scene? { surface.currentScene }
    var restingFrames: [Rect] { surface.restingFrames }

    /// One window over its region. A window cut to its cards takes clicks where the cut leaves it;
    /// otherwise all of it does.
    func windowPlan() -> [WindowPlan] {
        guard let placement, let scene = surface.currentScene,
            let region = surface.windowRegion(canvas: scene.size, scale: placement.scale)
        else { return [] }
        let inputArea = policy.isCutToCards ? Rect(x: 0, y: 0, width: 0, height: 0) : nil
        return [WindowPlan(part: .whole, region: region, inputArea: inputArea, snapshotExtent: .whereNodesGo)]
    }

    func handle(_ event: InteractionEvent) {
        surface.handle(event)
    }

    var accessibleTree: AccessibleNode? { surface.accessibleTree }
    var accessibleRevision: Int { surface.accessibleRevision }

    func activate(_ target: AccessibleTarget) {
        surface.activate(target)
    }

    func dismiss() {
        surface.dismiss()
    }

    func handleSelection(_ event: XEvent) -> Bool {
        selections.handle(event)
    }

    /// Asks for `selection`'s text, which goes in at the field's caret when it comes.
    private func paste(from selection: SelectionName) {
        guard let host, let window = host.windows.last?.window.window else { return }
        selections.paste(
            selection, into: window, time: host.inputTime,
            limit: PasteLimit(characters: OverlayInteraction.maxFieldLength, keepsLines: false)
        ) {
            [weak self] text in self?.surface.handle(.paste(text))
        }
    }

    /// Holds `text` on `selection` from the window that takes the keys, while it stays.
    private func hold(_ text: String, on selection: SelectionName) {
        guard let host, let window = host.windows.last?.window.window else { return }
        selections.offer(text, on: selection, from: window, time: host.inputTime)
    }

    var blocksInput: Bool { surface.holdsInput && !(host?.windows.isEmpty ?? true) }

    func layer(of window: ComposedWindow) -> ComposedWindow.Layer { .surfaces }
}
