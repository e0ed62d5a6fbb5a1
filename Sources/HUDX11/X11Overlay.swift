import CX11
import HUDCore
import HUDRender
import HUDStage
import HUDSurfaces

/// One overlay on a display: its presentation (timeline), its input state, and the windows it
/// asks its host for. It lays out for the chosen monitor; blocking or masked HUDs cover it, other
/// HUDs get a window just around the card, alerts and sheets a dim window and a card window. Use it
/// on the loop thread.
package final class X11Overlay: DrivenOverlay, PresentedOverlay, WindowedSurface {
    /// The exit animation has ended and the window is gone.
    package var onRemoved: (() -> Void)?
    /// The entrance animation has ended.
    package var onShown: (() -> Void)?
    /// What it has to warn of, as one line without "hud: "; nil writes `hud: WARNING` to stderr.
    package var onWarning: ((String) -> Void)?

    /// The overlay apart from its windows: its motion, its input and its answers.
    package let driver: OverlayController
    var presentation: AnimatedOverlayScene { driver.presentation }
    weak var host: SurfaceWindows?
    private let connection: XConnection
    private let renderer: SceneRenderer
    private let options: DisplayOptions
    private(set) var placement: MonitorPlacement?
    /// Chosen once: a new monitor layout moves the overlay, but does not rescale it.
    private let scale: Double
    /// The entrance has ended (the card's spring has come to rest).
    private var hasSettled = false
    /// A translucent window is cut to its card (for the compositor's blur) and must be whole again
    /// before an exit that may zoom past the card.
    private var isCutForCompositor = false
    /// Pastes into its fields and the texts they give to other clients.
    private let selections: SelectionTransfers
    /// What it holds as PRIMARY: the focused plain field's selection.
    private var heldPrimary: String?

    init(
        overlay: Overlay, options: DisplayOptions, connection: XConnection, clock: any FrameClock,
        renderer: SceneRenderer
    )
        throws
    {
        self.options = options
        self.connection = connection
        self.renderer = renderer
        let placement = try MonitorPlacement(options.placement, connection: connection)
        self.placement = placement
        scale = placement.scale
        selections = SelectionTransfers(connection: connection, clock: clock)
        let animator = Animator(clock: clock)
        driver = try OverlayController(
            overlay: overlay, appearance: options.appearance, transition: options.transition,
            animator: animator, layoutContext: Self.layoutContext(at: placement, options: options, renderer: renderer))
        driver.onRedraw = { [weak self] in self?.redrawAfterInput() }
        driver.onPasteRequested = { [weak self] selection in self?.paste(from: selection) }
        driver.onCopyRequested = { [weak self] text in self?.hold(text, on: .clipboard) }
        presentation.onRemoved = { [weak self] in self?.removed() }
        presentation.onShown = { [weak self] in self?.entranceEnded() }
        animator.onFrame = { [weak self] _ in self?.host?.repaint() }
    }

    var windowName: String { options.windowName ?? OverrideRedirectWindow.defaultName }

    /// Starts the entrance and puts the windows up (stacked before they map).
    func start() throws {
        try presentation.show()
        try host?.follow()
    }

    /// Whether the exit has finished and the window is gone.
    package var isRemoved: Bool { presentation.phase == .removed }

    /// Showing or entering, not leaving.
    package var isShowing: Bool { presentation.phase == .showing }

    var blocksInput: Bool {
        !isRemoved && (driver.isDialog || presentation.settledScene.blocksInput)
    }

    var coversDesktop: Bool {
        !isRemoved
            && (driver.isDialog || presentation.settledScene.blocksInput || presentation.settledScene.hasBackdrop)
    }

    /// Whether the entrance, exit or a spinner is still moving.
    package var isAnimating: Bool { presentation.animator.isAnimating }

    /// The cost of every repaint since the overlay appeared (rendering, copying and flushing).
    package var statistics: FrameStatistics { host?.statistics ?? FrameStatistics() }

    /// Plays the exit animation (or, not `animated`, removes the overlay at once); `onRemoved` follows.
    package func dismiss(animated: Bool = true) {
        try? presentation.dismiss(animated: animated)
    }

    func dismiss() {
        dismiss(animated: true)
    }

    /// Morphs to `overlay`, whose progress indicator then glides to `value` from what is on screen
    /// (0.3 s, easing out) instead of jumping.
    package func update(to overlay: Overlay, glidingProgressTo value: Double) throws {
        try morph { try driver.update(to: overlay, glidingProgressTo: value) }
    }

    /// Plays the entrance again from the start (a toast shown again while it shows: seed 000's rule).
    package func restart() throws {
        try presentation.restart()
    }

    /// Morphs into `overlay` in place (new text, a glyph, another state): the same presentation
    /// and, when it still fits, the same window, so nothing flickers or re-enters. A HUD whose card
    /// outgrows its window, or that starts or stops blocking input, gets a new window.
    package func update(to overlay: Overlay) throws {
        try morph { try driver.update(to: overlay) }
    }

    /// Input may grow or shrink the card (a form's calendar opening or closing): the card's window
    /// is made again around it.
    private func redrawAfterInput() {
        guard let host else { return }
        if surfaceRegions(for: presentation.settledScene).map(\.region) != host.windows.map(\.region) {
            try? host.remakeChangedWindows()
        } else {
            host.repaint()
        }
    }

    private func morph(_ change: () throws -> Void) throws {
        guard !isRemoved, let host else { return }
        let before = presentation.settledScene
        try change()
        let scene = presentation.settledScene
        // Without a compositor a HUD's window is cut to its card's outline, which only the same card fits.
        let outlineStillFits =
            host.windows.first?.window.isTranslucent ?? true || scene.blocksInput
            || before.foregroundBounds == scene.foregroundBounds
        if outlineStillFits, before.blocksInput == scene.blocksInput,
            surfaceRegions(for: before).map(\.region) == surfaceRegions(for: scene).map(\.region)
        {
            if isCutForCompositor, before.foregroundBounds != scene.foregroundBounds { cutToTheCard() }
            host.repaint()
        } else {
            host.removeWindows()
            try host.makeWindows()
        }
    }

    private static func layoutContext(at placement: MonitorPlacement, options: DisplayOptions, renderer: SceneRenderer)
        -> () throws -> LayoutContext
    {
        options.layoutContext(
            canvas: placement.canvas, scale: placement.scale, measurer: renderer.textCache,
            blurs: placement.blurSource != .nobody, workArea: placement.workArea,
            desktopAppearance: placement.desktopAppearance)
    }

    // MARK: As a hosted surface

    var policy: SurfacePolicy {
        SurfacePolicy(role: driver.isDialog ? .dialog : .notification, keyboard: driver.takesKeyboard ? .text : .none)
    }

    /// On a new monitor layout: the monitor is chosen again, the scale kept.
    func place() -> Bool {
        var choice = options.placement
        choice.scale = scale
        guard let placement = try? MonitorPlacement(choice, connection: connection) else { return false }
        self.placement = placement
        driver.layoutContext = Self.layoutContext(at: placement, options: options, renderer: renderer)
        try? driver.relayout()
        return true
    }

    func unplace() {
        placement = nil
    }

    var wantsWindow: Bool { !isRemoved }
    var holdsInput: Bool { driver.takesKeyboard }
    var currentFrame: Scene? { driver.currentFrame }
    var restingFrames: [Rect] { [] }

    func windowPlan() -> [WindowPlan] {
        guard let scene = presentation.currentScene else { return [] }
        return surfaceRegions(for: presentation.settledScene).map { part, region in
            WindowPlan(part: part, region: region, inputArea: inputArea(of: part, in: scene), snapshotExtent: .whole)
        }
    }

    func handle(_ event: InteractionEvent) {
        driver.handle(event)
        // PRIMARY follows the selection, as in every X text field.
        if driver.primarySelectionText != heldPrimary {
            heldPrimary = driver.primarySelectionText
            hold(heldPrimary, on: .primary)
        }
    }

    func handleSelection(_ event: XEvent) -> Bool {
        selections.handle(event)
    }

    /// Asks for `selection`'s text, which goes into the focused field when it comes.
    private func paste(from selection: SelectionName) {
        guard let host, let window = host.windows.last?.window.window else { return }
        selections.paste(selection, into: window, time: host.inputTime, limit: driver.pasteLimit) {
            [weak self] text in self?.handle(.paste(text))
        }
    }

    /// Holds `text` on `selection` from the window that takes the keys; nil gives it up.
    private func hold(_ text: String?, on selection: SelectionName) {
        guard let host, let window = host.windows.last?.window.window else { return }
        selections.offer(text, on: selection, from: window, time: host.inputTime)
    }

    var accessibleTree: AccessibleNode? { driver.accessibleTree }
    var accessibleRevision: Int { driver.accessibleRevision }

    func activate(_ target: AccessibleTarget) {
        driver.activate(target)
    }

    func warn(_ message: String) {
        if let onWarning { onWarning(message) } else { X11Log.warn(message) }
    }

    /// Blocking or masked HUDs cover their monitor; the others get a window just around the card
    /// (with room for a zoom), so the rest of the desktop stays untouched. Alerts and sheets get a
    /// dim window over the monitor and a card window above it, so HUDs can go between the two.
    private func surfaceRegions(for scene: Scene) -> [(part: ComposedWindow.Part, region: Rect)] {
        let bounds = Rect(origin: .zero, size: scene.size)
        guard scene.foregroundBounds != nil else { return [(.whole, bounds)] }
        // Under Xwayland the compositor may stack the dim over the card: one window for both there.
        if driver.isDialog, scene.hasBackdrop, connection.displayServer.splitsDialogWindows {
            // Just room for the system alert's spring from 1.2: without a compositor this window is
            // an opaque rectangle, which hides a HUD beneath it.
            return [
                (.backdrop, bounds),
                (.foreground, scene.cardRoom(zoomingTo: SystemAlertTimeline.entranceScale, margin: 2)),
            ]
        }
        return [(.whole, scene.blocksInput || scene.hasBackdrop ? bounds : scene.hudRoom)]
    }

    /// HUDs block everything, only the card (JGProgressHUD's block-HUD-only), or nothing; an
    /// alert's windows take every click (a click on the dim is a tap outside).
    private func inputArea(of part: ComposedWindow.Part, in scene: Scene) -> Rect? {
        guard part == .whole, !scene.blocksInput, !driver.isDialog else { return nil }
        return scene.hudInputArea
    }

    /// A card's opaque window (no compositor) shows the card alone from the start.
    func windowsMade(_ windows: [ComposedWindow]) {
        isCutForCompositor = false
        if let card = cardWindow(among: windows), card.part == .whole, !card.window.isTranslucent {
            card.shape(toCardOf: presentation.settledScene, renderer: renderer)
        }
        cutToTheCard()
    }

    /// A window cut for the compositor's blur is made whole again for the exit, which may zoom past
    /// the card.
    func willPaint(_ windows: [ComposedWindow]) {
        if isCutForCompositor, !isShowing {
            isCutForCompositor = false
            windows.last?.window.removeShape()
        }
    }

    /// Without a compositor an alert's card window is an opaque rectangle with room for the
    /// entrance spring; once the card has settled it is cut to the card, so a HUD beneath shows
    /// around it. With one, the window of a card (an alert's, a toast's, a HUD's that does not
    /// cover the monitor) is cut to all the card touches once it has settled, so a compositor's
    /// background blur follows the card, not the window's margins.
    private func entranceEnded() {
        hasSettled = true
        cutToTheCard()
        onShown?()
    }

    /// The window that shows a card and nothing around it but room for its motion.
    private func cardWindow(among windows: [ComposedWindow]) -> ComposedWindow? {
        guard let last = windows.last else { return nil }
        switch last.part {
        case .foreground: return last
        case .whole: return presentation.settledScene.blocksInput || presentation.settledScene.hasBackdrop ? nil : last
        case .backdrop: return nil
        }
    }

    private func cutToTheCard() {
        guard hasSettled, let card = cardWindow(among: host?.windows ?? []),
            card.part == .foreground || card.window.isTranslucent
        else { return }
        card.shape(toCardOf: presentation.settledScene, renderer: renderer)
        isCutForCompositor = card.window.isTranslucent && card.part == .whole
    }

    private func removed() {
        selections.end()
        host?.removeWindows()
        onRemoved?()
    }
}
