import HUDCore
import HUDRender
import HUDStage
import HUDSurfaces

/// Overlays without a display: laid out for one monitor of a fixed size, moved by a manual clock,
/// never drawn. The same `OverlayController` as a window runs each one, so the facade's
/// rules (morphing, queueing, restarts, answers) are what they are on screen.
package final class HeadlessStage: OverlayStage {
    /// Moves only when `HeadlessDisplayBackend.advance(by:)` moves it.
    package let clock = ManualClock()
    /// The monitor, in points.
    package let canvas: Size
    package let scale: Double
    private let renderers: SceneRenderers
    private var presented: [HeadlessOverlay] = []
    /// Every surface made on this display, drawn by nobody: tests look at their scenes.
    package private(set) var surfaces: [any StageSurface] = []
    package var bannerStacks: [BannerStack] { surfaces.compactMap { $0 as? BannerStack } }

    package init(canvas: Size, scale: Double) throws {
        self.canvas = canvas
        self.scale = scale
        renderers = try SceneRenderers()
    }

    package var frameClock: any FrameClock { clock }

    /// Overlays on screen or on their way out, oldest first.
    package var overlays: [HeadlessOverlay] {
        presented.removeAll { $0.isRemoved }
        return presented
    }

    /// How many custom-content painters are registered: each shown custom HUD's, until replaced.
    package var customPainterCount: Int { renderers.customPainterCount }

    package func present(_ overlay: Overlay, options: DisplayOptions) throws -> any PresentedOverlay {
        let measurer = try renderers.renderer(for: options.fontFile).textCache
        let driver = try OverlayController(
            overlay: overlay, appearance: options.appearance, transition: options.transition,
            animator: Animator(clock: clock),
            layoutContext: options.layoutContext(canvas: canvas, scale: scale, measurer: measurer))
        let presented = HeadlessOverlay(driver: driver)
        self.presented.append(presented)
        return presented
    }

    package func register(customContent draw: @escaping (DrawingContext, Rect) -> Void) -> CustomContentID {
        renderers.register(customContent: draw)
    }

    package func unregister(customContent id: CustomContentID) {
        renderers.unregister(customContent: id)
    }

    package func dismissAll() {
        for overlay in presented { overlay.dismiss(animated: true) }
        for surface in surfaces { surface.dismiss() }
    }

    package func makeSurface<Surface: StageSurface>(_ make: (Animator) -> Surface) throws -> Surface {
        let surface = make(Animator(clock: clock))
        let context = try layoutContext(scale: surface.placement.scale)
        surface.layoutContext = { context }
        surfaces.append(surface)
        return surface
    }

    /// The canvas at `scale` (nil: the stage's), measured with the default fonts.
    private func layoutContext(scale: Double?) throws -> LayoutContext {
        let measurer = try renderers.renderer(for: nil).textCache
        return try LayoutContext(canvas: canvas, scale: scale ?? self.scale, measurer: measurer)
    }
}

/// One overlay of a `HeadlessStage`, with the input a test gives it.
package final class HeadlessOverlay: PresentedOverlay, DrivenOverlay {
    package let driver: OverlayController
    package var onRemoved: (() -> Void)?
    /// Never called: a headless overlay takes no keyboard, so it has nothing to warn of.
    package var onWarning: ((String) -> Void)?

    package init(driver: OverlayController) {
        self.driver = driver
        driver.presentation.onRemoved = { [weak self] in self?.onRemoved?() }
        try? driver.presentation.show()
    }

    package var isShowing: Bool { driver.presentation.phase == .showing }
    package var isRemoved: Bool { driver.presentation.phase == .removed }

    package var onShown: (() -> Void)? {
        get { driver.presentation.onShown }
        set { driver.presentation.onShown = newValue }
    }

    package func dismiss(animated: Bool) {
        try? driver.presentation.dismiss(animated: animated)
    }

    package func update(to overlay: Overlay) throws {
        try driver.update(to: overlay)
    }

    package func update(to overlay: Overlay, glidingProgressTo value: Double) throws {
        try driver.update(to: overlay, glidingProgressTo: value)
    }

    package func restart() throws {
        try driver.presentation.restart()
    }

    /// A press and release at the centre of the node `name` ("button0", "field1", …); false when the
    /// overlay has no such node on screen.
    @discardableResult
    package func click(_ name: String) -> Bool {
        guard let node = driver.currentFrame?.node(named: name) else { return false }
        driver.handle(.pointer(.pressed(node.frame.center)))
        driver.handle(.pointer(.released(node.frame.center)))
        return true
    }

    /// Types `text` into the focused field, or presses a key.
    package func press(_ key: KeyInput) {
        driver.handle(.key(key))
    }
}
