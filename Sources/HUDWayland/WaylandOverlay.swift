import HUDCore
import HUDRender
import HUDStage
import HUDSurfaces

/// One overlay on a Wayland output: its presentation, input and answers (the same
/// `OverlayController` as on X11), in the layer surfaces its host makes. Alerts and sheets get a
/// surface around the card amid surfaces of dim; HUDs that block or dim cover the output (the dim
/// drawn in the same surface, under the card); other HUDs get a surface just around the card,
/// which lets every click through. Use it on the loop thread.
final class WaylandOverlay: DrivenOverlay, PresentedOverlay, LayerHosted {
    package var onRemoved: (() -> Void)?
    package var onShown: (() -> Void)?
    /// Never called: the compositor gives the keyboard to an exclusive layer surface, so no other
    /// client holds it.
    package var onWarning: ((String) -> Void)?
    package let driver: OverlayController
    weak var host: LayerHost?
    private let options: DisplayOptions
    private let renderer: SceneRenderer
    private let selections: WaylandSelections
    /// What it holds as PRIMARY: the focused plain field's selection.
    private var heldPrimary: String?

    /// Laid out for a monitor of `canvas` points at `scale`, before its host shows it.
    init(
        overlay: Overlay, options: DisplayOptions, canvas: Size, scale: Double, desktopAppearance: Appearance?,
        clock: any FrameClock, renderer: SceneRenderer, selections: WaylandSelections
    ) throws {
        self.options = options
        self.renderer = renderer
        self.selections = selections
        let animator = Animator(clock: clock)
        animator.lead = WaylandStage.presentationLead
        driver = try OverlayController(
            overlay: overlay, appearance: options.appearance, transition: options.transition, animator: animator,
            layoutContext: Self.layoutContext(
                options: options, canvas: canvas, scale: scale, desktopAppearance: desktopAppearance,
                renderer: renderer))
        // Input may grow the card (a form's calendar opening): the surface follows it.
        driver.onRedraw = { [weak self] in try? self?.host?.follow() }
        driver.onPasteRequested = { [weak self] selection in
            guard let self else { return }
            selections.paste(selection, limit: driver.pasteLimit) { [weak self] text in self?.handle(.paste(text)) }
        }
        driver.onCopyRequested = { text in selections.offer(text, on: .clipboard) }
        driver.presentation.onRemoved = { [weak self] in self?.removed() }
        driver.presentation.onShown = { [weak self] in self?.onShown?() }
        animator.onFrame = { [weak self] _ in self?.host?.repaint() }
    }

    /// Without pixels from beneath to blur, the card takes the material UIKit draws when blur is off.
    private static func layoutContext(
        options: DisplayOptions, canvas: Size, scale: Double, desktopAppearance: Appearance?, renderer: SceneRenderer
    ) -> () throws -> LayoutContext {
        options.layoutContext(
            canvas: canvas, scale: scale, measurer: renderer.textCache, blurs: false,
            desktopAppearance: desktopAppearance)
    }

    func start() throws {
        try driver.presentation.show()
        try host?.follow()
    }

    package var isShowing: Bool { driver.presentation.phase == .showing }
    var isRemoved: Bool { driver.presentation.phase == .removed }

    package func dismiss(animated: Bool) {
        try? driver.presentation.dismiss(animated: animated)
    }

    func dismiss() {
        dismiss(animated: true)
    }

    package func update(to overlay: Overlay) throws {
        try morph { try driver.update(to: overlay) }
    }

    package func update(to overlay: Overlay, glidingProgressTo value: Double) throws {
        try morph { try driver.update(to: overlay, glidingProgressTo: value) }
    }

    package func restart() throws {
        try driver.presentation.restart()
    }

    /// A morph keeps its surface while the plan stays; a card that outgrows it gets a new one.
    private func morph(_ change: () throws -> Void) throws {
        guard !isRemoved else { return }
        try change()
        try host?.follow()
    }

    private func removed() {
        host?.removeSurface()
        onRemoved?()
    }

    // MARK: As a hosted thing

    var policy: SurfacePolicy {
        SurfacePolicy(role: driver.isDialog ? .dialog : .notification, keyboard: driver.takesKeyboard ? .text : .none)
    }

    var placement: SurfacePlacement { options.placement }

    /// On a new output layout: laid out again at the scale it was shown at.
    func place(canvas: Size, scale: Double, desktopAppearance: Appearance?) {
        driver.layoutContext = Self.layoutContext(
            options: options, canvas: canvas, scale: scale, desktopAppearance: desktopAppearance, renderer: renderer)
        try? driver.relayout()
    }

    var wantsWindow: Bool { !isRemoved }
    var holdsInput: Bool { driver.takesKeyboard }
    var currentFrame: Scene? { driver.currentFrame }

    /// Alerts and sheets over a plain dim take room for their spring, amid a dim of their host's, so
    /// that what they cost does not grow with the output; HUDs that block or dim, and dialogs over
    /// a gradient, cover the output; other HUDs take room for their zoom and the clicks of their
    /// card at most.
    func layerPlan() -> LayerPlan? {
        guard [.showing, .dismissing].contains(driver.presentation.phase) else { return nil }
        let scene = driver.presentation.settledScene
        let whole = Rect(origin: .zero, size: scene.size)
        guard scene.foregroundBounds != nil else {
            return LayerPlan(frame: whole, inputArea: nil, takesKeyboard: driver.takesKeyboard)
        }
        if driver.isDialog, scene.nodes.contains(where: { $0.role == .backdrop && $0.content == .none }) {
            return LayerPlan(
                frame: scene.cardRoom(zoomingTo: SystemAlertTimeline.entranceScale, margin: 2), inputArea: nil,
                takesKeyboard: driver.takesKeyboard, dimsOutput: true)
        }
        guard !(driver.isDialog || scene.blocksInput || scene.hasBackdrop) else {
            return LayerPlan(frame: whole, inputArea: nil, takesKeyboard: driver.takesKeyboard)
        }
        return LayerPlan(frame: scene.hudRoom, inputArea: scene.hudInputArea, takesKeyboard: driver.takesKeyboard)
    }

    func handle(_ event: InteractionEvent) {
        driver.handle(event)
        // PRIMARY follows the selection, as in every X and Wayland text field.
        if driver.primarySelectionText != heldPrimary {
            heldPrimary = driver.primarySelectionText
            selections.offer(heldPrimary, on: .primary)
        }
    }

    var takesComposedText: Bool { driver.takesKeyboard && !driver.focusesSecureField }

    var accessibleTree: AccessibleNode? { driver.accessibleTree }
    var accessibleRevision: Int { driver.accessibleRevision }

    func activate(_ target: AccessibleTarget) {
        driver.activate(target)
    }
}
