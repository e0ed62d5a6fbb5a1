import HUDCore
import HUDRender
import HUDStage
import HUDSurfaces

/// Shows one hosted thing (an overlay, a banner stack, the Notification Center) in a layer surface
/// on the output its placement chooses: placed when it first wants a surface, painted when it
/// changes and the compositor is ready for a frame, given the input that lands on its surface.
final class LayerHost {
    let hosted: any LayerHosted
    /// The stage's name for it, stable while it is up (a screen reader's bridge hands it back).
    let id: Int
    private let globals: WaylandGlobals
    private let renderer: SceneRenderer
    /// Chooses the output for a placement; nil when there is none.
    private let chooseOutput: (SurfacePlacement) -> WaylandOutput?
    private let desktopAppearance: () -> Appearance?
    private(set) var output: WaylandOutput?
    /// Device pixels per point: the placement's, else the compositor's for the output (a whole
    /// number unless it scales by fractions).
    private var scale = 1.0
    private(set) var layer: LayerSurface?
    /// The dim around `layer`, when its plan dims the output.
    private var dims: [DimSurface] = []
    private var plan: LayerPlan?
    /// A change waits for the compositor's next frame.
    private var isPaintOwed = false
    /// What is owed is new content (a banner posted, a surface made), not an animation's next frame:
    /// drawn at once rather than a refresh later.
    private var isContentOwed = false
    /// The frame the compositor shows now, on the current surface.
    private var shownScene: Scene?
    /// Its surface came or went.
    var onSurfaceChange: (() -> Void)?

    init(
        _ hosted: any LayerHosted, id: Int, globals: WaylandGlobals, renderer: SceneRenderer,
        chooseOutput: @escaping (SurfacePlacement) -> WaylandOutput?, desktopAppearance: @escaping () -> Appearance?
    ) {
        self.hosted = hosted
        self.id = id
        self.globals = globals
        self.renderer = renderer
        self.chooseOutput = chooseOutput
        self.desktopAppearance = desktopAppearance
    }

    /// Device pixels per point for a surface of `placement` on `output`: the placement's, else the
    /// output's, whole unless the compositor scales by fractions.
    static func scale(for placement: SurfacePlacement, on output: WaylandOutput, globals: WaylandGlobals) -> Double {
        let wanted = placement.scale ?? Double(output.scale)
        return LayerSurface.scalesByFractions(globals) ? wanted : max(1, wanted.rounded(.up))
    }

    /// Places it on `output` and lays it out there, unless `isLaidOut` (an overlay is laid out for
    /// its output as it is made).
    func place(on output: WaylandOutput, isLaidOut: Bool = false) {
        self.output = output
        scale = Self.scale(for: hosted.placement, on: output, globals: globals)
        guard !isLaidOut else { return }
        hosted.place(canvas: output.frame.size, scale: scale, desktopAppearance: desktopAppearance())
    }

    /// Follows what it shows: a surface made when it wants one (placing it first), made again when
    /// its plan changes, dropped when it wants none; a repaint otherwise.
    func follow() throws(WaylandError) {
        guard hosted.wantsWindow else {
            removeSurface()
            output = nil
            return
        }
        if output == nil {
            guard let chosen = chooseOutput(hosted.placement) else { throw .noOutput }
            place(on: chosen)
        }
        guard let output, let plan = hosted.layerPlan().map({ feasible($0, on: output) }) else {
            removeSurface()
            return
        }
        if let layer, let current = self.plan, current.frame == plan.frame,
            current.takesKeyboard == plan.takesKeyboard, current.dimsOutput == plan.dimsOutput
        {
            // Applied with the next frame's commit.
            if current.inputArea != plan.inputArea { layer.setInputArea(plan.localInputArea) }
            self.plan = plan
        } else {
            dims = plan.dimsOutput ? try makeDims(around: plan.frame, on: output) : []
            let made = try LayerSurface(
                globals: globals, output: output, frame: plan.frame, scale: scale,
                takesKeyboard: plan.takesKeyboard, namespace: namespace)
            made.setInputArea(plan.localInputArea)
            made.onReadyForFrame = { [unowned self] in paintIfReady() }
            made.onPreferredScale = { [unowned self] preferred in
                guard hosted.placement.scale == nil, let output = self.output else { return }
                scale = preferred
                hosted.place(canvas: output.frame.size, scale: preferred, desktopAppearance: desktopAppearance())
                repaint()
            }
            made.onClosed = { [unowned self] in closed() }
            layer = made
            shownScene = nil
            self.plan = plan
            onSurfaceChange?()
        }
        isContentOwed = true
        repaint()
    }

    /// `plan` as this compositor can show it: without `wp_viewporter` to stretch a dim, one surface
    /// over the output holds all of it.
    private func feasible(_ plan: LayerPlan, on output: WaylandOutput) -> LayerPlan {
        guard plan.dimsOutput, globals.viewporter == nil else { return plan }
        return LayerPlan(
            frame: Rect(origin: .zero, size: output.frame.size), inputArea: nil, takesKeyboard: plan.takesKeyboard)
    }

    /// The dim of the output around `room`, where the layer draws the dim itself.
    private func makeDims(around room: Rect, on output: WaylandOutput) throws(WaylandError) -> [DimSurface] {
        try DimSurface.frames(around: room, in: output.frame.size).map { frame throws(WaylandError) in
            let made = try DimSurface(globals: globals, output: output, frame: frame, namespace: namespace)
            made.layer.onReadyForFrame = { [unowned self] in paintDimsIfReady() }
            made.layer.onClosed = { [unowned self] in closed() }
            return made
        }
    }

    /// The compositor took a surface away (its output went): shown again on another output.
    private func closed() {
        removeSurface()
        output = nil
        try? follow()
    }

    /// The compositor's name for what it is, for its rules (`layer_namespace` in sway's criteria).
    private var namespace: String {
        switch hosted.policy.role {
        case .notification: "hudkit-notification"
        case .dialog: "hudkit-dialog"
        case .panel: "hudkit-panel"
        }
    }

    func removeSurface() {
        guard layer != nil else { return }
        layer = nil
        dims = []
        plan = nil
        shownScene = nil
        isPaintOwed = false
        isContentOwed = false
        onSurfaceChange?()
    }

    /// Paints the current frame once the compositor is ready for it.
    func repaint() {
        isPaintOwed = true
        paintIfReady()
    }

    /// Draws what changed since the frame the free buffer holds, and tells the compositor what
    /// changed since the frame it shows: a spinner repaints its square, a springing card its card.
    /// An animation's frames are paced by the compositor; new content is drawn without waiting.
    private func paintIfReady() {
        guard isPaintOwed, let layer, isContentOwed ? layer.canDrawAhead : layer.canDraw, let plan,
            let scene = hosted.currentFrame
        else { return }
        isPaintOwed = false
        isContentOwed = false
        paintDimsIfReady()
        guard scene != shownScene, let buffer = try? layer.nextBuffer() else { return }
        let scale = layer.scale
        let context = DrawingContext(surface: buffer.image, scale: scale)
        context.translate(-plan.frame.minX, -plan.frame.minY)
        let redrawn = buffer.heldScene.flatMap { scene.damage(since: $0) }
        if buffer.heldScene == nil || redrawn != nil {
            renderer.draw(
                scene, on: context, replacingContents: true,
                region: redrawn.map { painted($0, scale: scale) })
        }
        buffer.image.flush()
        buffer.heldScene = scene
        // What changed since the frame on screen, in the buffer's pixels; a first frame, all of it.
        let damage = shownScene.flatMap { scene.damage(since: $0) }.map {
            PixelRect(
                covering: painted($0, scale: scale).offsetBy(dx: -plan.frame.minX, dy: -plan.frame.minY), scale: scale)
        }
        layer.present(buffer, damage: damage)
        shownScene = scene
    }

    /// The dim around the layer takes the colour of the frame's dim as its alpha animates.
    private func paintDimsIfReady() {
        guard !dims.isEmpty, let node = hosted.currentFrame?.nodes.first(where: { $0.role == .backdrop }) else {
            return
        }
        let color = (node.fill ?? .clear).withAlpha((node.fill?.alpha ?? 0) * node.alpha)
        for dim in dims { dim.show(color) }
    }

    /// `area` grown by what anti-aliasing reaches, out to whole device pixels, in points.
    private func painted(_ area: Rect, scale: Double) -> Rect {
        area.insetBy(dx: -SceneRenderer.paintOverhang, dy: -SceneRenderer.paintOverhang).expandedToPixels(scale: scale)
    }

    /// Whether `surface` is its layer surface's.
    func owns(_ surface: OpaquePointer) -> Bool {
        layer?.surface == surface || dims.contains { $0.layer.surface == surface }
    }

    /// Input on one of its surfaces, in that surface's points.
    func handle(_ event: InteractionEvent, on surface: OpaquePointer) {
        guard let plan else { return }
        switch event {
        case .pointer(let pointer):
            let origin = dims.first { $0.layer.surface == surface }?.layer.frame.origin ?? plan.frame.origin
            hosted.handle(.pointer(pointer.offset(by: origin)))
        default: hosted.handle(event)
        }
    }

    /// Where its scene's origin is on the screen, in pixels, and its scale, while it has a surface.
    var accessibleState: AccessiblePublication.State {
        let shown = layer == nil ? nil : output
        return AccessiblePublication.State(
            id: id, revision: hosted.accessibleRevision,
            origin: shown.map { Point(x: $0.frame.minX * scale, y: $0.frame.minY * scale) },
            scale: shown.map { _ in scale })
    }

    var accessibleSurface: PlacedAccessibleTree? {
        let state = accessibleState
        guard let origin = state.origin, let scale = state.scale, let tree = hosted.accessibleTree else { return nil }
        return PlacedAccessibleTree(id: id, tree: tree, origin: origin, scale: scale)
    }
}
