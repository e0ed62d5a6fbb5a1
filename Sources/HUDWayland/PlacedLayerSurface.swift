import HUDCore
import HUDRender
import HUDStage
import HUDSurfaces

/// A `StageSurface` (banners, the Notification Center) as a layer host shows it: placed on its
/// output when it first wants a surface, in one layer surface over its region. A new kind of
/// surface needs nothing here.
final class PlacedLayerSurface: LayerHosted {
    let surface: any StageSurface
    weak var host: LayerHost?
    private let renderer: SceneRenderer
    private var scale = 1.0

    init(_ surface: any StageSurface, renderer: SceneRenderer, selections: WaylandSelections) {
        self.surface = surface
        self.renderer = renderer
        surface.onPasteRequested = { [unowned surface] selection in
            let limit = PasteLimit(characters: OverlayInteraction.maxFieldLength, keepsLines: false)
            selections.paste(selection, limit: limit) { [weak surface] text in surface?.handle(.paste(text)) }
        }
        surface.onCopyRequested = { text in selections.offer(text, on: .clipboard) }
        surface.onChange = { [unowned self] in try? host?.follow() }
        surface.animator.onFrame = { [unowned self] _ in host?.repaint() }
    }

    var policy: SurfacePolicy { surface.policy }
    var placement: SurfacePlacement { surface.placement }

    func place(canvas: Size, scale: Double, desktopAppearance: Appearance?) {
        self.scale = scale
        let material = Material(surface.placement.blur, blurs: false)
        let words = surface.placement.words
        surface.layoutContext = { [renderer] in
            try LayoutContext(
                canvas: canvas, scale: scale, appearance: nil, measurer: renderer.textCache, material: material,
                desktopAppearance: desktopAppearance, words: words)
        }
        surface.relayout()
    }

    var wantsWindow: Bool { surface.wantsWindow }
    var holdsInput: Bool { surface.holdsInput }
    var currentFrame: Scene? { surface.currentScene }
    var isRemoved: Bool { false }

    /// Cut to its cards, it takes clicks only where a card is: on Wayland its input region follows
    /// the cards where they rest.
    func layerPlan() -> LayerPlan? {
        guard let scene = surface.currentScene, let region = surface.windowRegion(canvas: scene.size, scale: scale)
        else { return nil }
        let takesKeyboard = surface.holdsInput && surface.policy.keyboard != .none
        guard policy.isCutToCards else {
            return LayerPlan(frame: region, inputArea: nil, takesKeyboard: takesKeyboard)
        }
        let cards = surface.restingFrames.reduce(nil as Rect?) { union, card in union.map { $0.union(card) } ?? card }
        return LayerPlan(
            frame: region, inputArea: cards ?? Rect(x: 0, y: 0, width: 0, height: 0), takesKeyboard: takesKeyboard)
    }

    func handle(_ event: InteractionEvent) {
        surface.handle(event)
    }

    func dismiss() {
        surface.dismiss()
    }

    /// A reply field while it is open (never a secure one).
    var takesComposedText: Bool { surface.holdsInput && surface.policy.keyboard == .text }

    var accessibleTree: AccessibleNode? { surface.accessibleTree }
    var accessibleRevision: Int { surface.accessibleRevision }

    func activate(_ target: AccessibleTarget) {
        surface.activate(target)
    }
}
