import CX11
import Glibc
import HUDCore
import HUDRender

/// One overlay on a display: its presentation (timeline), its input state and its window.
/// It lays out for the chosen monitor, composes the scene in the X server and copies only what
/// changed to the window; it turns X input into `InteractionEvent`s. Use it on the loop thread.
package final class X11Overlay: DrivenOverlay {
    /// The exit animation has ended and the window is gone.
    package var onRemoved: (() -> Void)?
    /// The entrance animation has ended.
    package var onShown: (() -> Void)?
    /// What it has to warn of, as one line without "hud: "; nil writes `hud: WARNING` to stderr.
    package var onWarning: ((String) -> Void)?

    /// The overlay apart from its windows: its motion, its input and its answers.
    package let driver: OverlayController
    var presentation: AnimatedOverlayScene { driver.presentation }
    private let connection: XConnection
    private let renderer: SceneRenderer
    private let keyboard: KeyboardInput
    private let options: DisplayOptions
    private let clock: any FrameClock
    /// An alert's attempts to take the keyboard, for as long as it is up.
    private var keyboardGrab: KeyboardGrabRetry?
    private var monitor: Monitor
    private var scale: Double
    /// Who blurs beneath the cards, as decided when the overlay was last laid out.
    private var blurSource: BlurSource
    /// One window, or an alert's two (dim, card); bottom first.
    private var surfaces: [ComposedWindow] = []
    /// The entrance has ended (the card's spring has come to rest).
    private var hasSettled = false
    /// A translucent window is cut to its card (for the compositor's blur) and must be whole again
    /// before an exit that may zoom past the card.
    private var isCutForCompositor = false
    /// Windows were made anew: the stage stacks them among the others.
    var onWindowsChanged: (() -> Void)?

    init(
        overlay: Overlay, options: DisplayOptions, connection: XConnection, clock: any FrameClock,
        renderer: SceneRenderer, keyboard: KeyboardInput
    ) throws {
        self.options = options
        self.connection = connection
        self.renderer = renderer
        self.keyboard = keyboard
        self.clock = clock
        let monitor = try connection.monitor(options.monitor)
        let scale = options.scale ?? DisplayScale.scale(fromResources: connection.resourceManagerString)
        self.monitor = monitor
        self.scale = scale
        let blurSource = connection.blurSource(for: options.blur)
        self.blurSource = blurSource
        let animator = Animator(clock: clock)
        driver = try OverlayController(
            overlay: overlay, appearance: options.appearance, transition: options.transition,
            animator: animator,
            layoutContext: Self.layoutContext(
                monitor: monitor, scale: scale, options: options,
                renderer: renderer, blurs: blurSource != .nobody))
        driver.onRedraw = { [weak self] in self?.repaint() }
        presentation.onRemoved = { [weak self] in self?.removed() }
        presentation.onShown = { [weak self] in self?.entranceEnded() }
        animator.onFrame = { [weak self] _ in self?.repaint() }
    }

    /// Starts the entrance and puts the windows up (stacked by `onWindowsChanged` before they map).
    func start() throws {
        try presentation.show()
        try buildWindow()
    }

    /// Whether the exit has finished and the window is gone.
    package var isRemoved: Bool { presentation.phase == .removed }

    /// Showing or entering, not leaving.
    package var isShowing: Bool { presentation.phase == .showing }

    /// Whether it takes input from the windows beneath (an alert, a blocking HUD) while it is up, so
    /// the focus they had is to be given back when it goes.
    var blocksInput: Bool {
        !isRemoved && (driver.isDialog || presentation.settledScene.blocksInput)
    }

    /// Whether it dims or covers the desktop, so that without a compositor what it shows of the
    /// windows beneath must follow them.
    var coversDesktop: Bool {
        !isRemoved
            && (driver.isDialog || presentation.settledScene.blocksInput || presentation.settledScene.hasBackdrop)
    }

    /// Without a compositor: composes the overlay over `beneath`, what now lies beneath `screenArea`.
    func refreshBeneath(_ beneath: RenderPicture, at screenArea: PixelRect) {
        let changed = surfaces.filter { $0.refreshBeneath(beneath, at: screenArea) }
        if !changed.isEmpty { connection.flush() }
    }

    /// Whether the entrance, exit or a spinner is still moving.
    package var isAnimating: Bool { presentation.animator.isAnimating }

    /// The cost of every repaint since the overlay appeared (rendering, copying and flushing).
    package private(set) var statistics = FrameStatistics()

    /// Plays the exit animation (or, not `animated`, removes the overlay at once); `onRemoved` follows.
    package func dismiss(animated: Bool = true) {
        try? presentation.dismiss(animated: animated)
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

    private func morph(_ change: () throws -> Void) throws {
        guard !isRemoved else { return }
        let before = presentation.settledScene
        try change()
        let scene = presentation.settledScene
        // Without a compositor a HUD's window is cut to its card's outline, which only the same card fits.
        let outlineStillFits =
            surfaces.first?.window.isTranslucent ?? true || scene.blocksInput
            || before.foregroundBounds == scene.foregroundBounds
        if outlineStillFits, before.blocksInput == scene.blocksInput,
            surfaceRegions(for: before).map(\.region) == surfaceRegions(for: scene).map(\.region)
        {
            if isCutForCompositor, before.foregroundBounds != scene.foregroundBounds { cutToTheCard() }
            repaint()
        } else {
            destroyWindow()
            try buildWindow()
        }
    }

    private static func layoutContext(
        monitor: Monitor, scale: Double, options: DisplayOptions,
        renderer: SceneRenderer, blurs: Bool
    ) -> () throws -> LayoutContext {
        options.layoutContext(
            canvas: Size(width: monitor.frame.width / scale, height: monitor.frame.height / scale),
            scale: scale, measurer: renderer.textCache, blurs: blurs)
    }

    // MARK: Windows

    /// Blocking or masked HUDs cover their monitor; the others get a window just around the card
    /// (with room for a zoom), so the rest of the desktop stays untouched. Alerts and sheets get a
    /// dim window over the monitor and a card window above it, so HUDs can go between the two.
    private func surfaceRegions(for scene: Scene) -> [(part: ComposedWindow.Part, region: Rect)] {
        let bounds = Rect(origin: .zero, size: scene.size)
        guard let card = scene.foregroundBounds else { return [(.whole, bounds)] }
        func room(_ scale: Double, margin: Double) -> Rect {
            card.scaled(by: scale, about: card.center).insetBy(dx: -margin, dy: -margin).intersection(bounds) ?? bounds
        }
        // Under Xwayland the compositor may stack the dim over the card: one window for both there.
        if driver.isDialog, scene.hasBackdrop, connection.displayServer.splitsDialogWindows {
            // Just room for the system alert's spring from 1.2: without a compositor this window is
            // an opaque rectangle, which hides a HUD beneath it.
            return [(.backdrop, bounds), (.foreground, room(SystemAlertTimeline.entranceScale, margin: 2))]
        }
        return [(.whole, scene.blocksInput || scene.hasBackdrop ? bounds : room(HUDTransition.zoomOutScale, margin: 8))]
    }

    private func buildWindow() throws {
        guard let scene = presentation.currentScene else { return }
        let windowType = driver.isDialog ? "_NET_WM_WINDOW_TYPE_DIALOG" : "_NET_WM_WINDOW_TYPE_NOTIFICATION"
        // Every surface is made (and, without a compositor, its snapshot taken) before any is mapped.
        surfaces = try surfaceRegions(for: presentation.settledScene).map { part, region in
            try ComposedWindow(
                connection: connection, monitor: monitor, region: region, scale: scale, part: part,
                inputArea: inputArea(of: part, in: scene), windowType: windowType,
                onMaterial: part != .backdrop && scene.nodes.contains(where: \.blursBeneath), blurSource: blurSource)
        }
        if let card = cardWindowSurface, card.part == .whole, !card.window.isTranslucent {
            card.shape(toCardOf: presentation.settledScene, renderer: renderer)
        }
        cutToTheCard()
        repaint()
        onWindowsChanged?()
        for surface in surfaces { surface.map() }
        if driver.takesKeyboard, let focus = surfaces.last?.window.window {
            keyboard.attach(to: focus)
            grabKeyboard(for: focus)
        }
    }

    /// HUDs block everything, only the card (JGProgressHUD's block-HUD-only), or nothing; an
    /// alert's windows take every click (a click on the dim is a tap outside).
    private func inputArea(of part: ComposedWindow.Part, in scene: Scene) -> Rect? {
        guard part == .whole, !scene.blocksInput, !driver.isDialog else { return nil }
        if scene.blocksHUDOnly, let card = scene.foregroundBounds { return card }
        return Rect(x: 0, y: 0, width: 0, height: 0)
    }

    private func destroyWindow() {
        isCutForCompositor = false
        guard let focus = surfaces.last?.window.window else { return }
        keyboard.detach(from: focus)
        if let keyboardGrab {
            keyboardGrab.stop()
            if keyboardGrab.hasKeyboard { connection.ungrabKeyboard() }
            self.keyboardGrab = nil
        }
        surfaces = []
    }

    private func grabKeyboard(for window: Window) {
        let connection = connection
        let grab = KeyboardGrabRetry(
            clock: clock, grab: { connection.grabKeyboard(for: window) },
            warn: { [weak self] message in
                if let onWarning = self?.onWarning { return onWarning(message) }
                let line = Array("hud: \(message)\n".utf8)
                _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            })
        keyboardGrab = grab
        grab.begin()
    }

    /// A new monitor layout or a compositor starting or stopping: lay out and build the window again.
    func rebuild() {
        guard !isRemoved, let monitor = try? connection.monitor(options.monitor) else { return }
        self.monitor = monitor
        blurSource = connection.blurSource(for: options.blur)
        driver.layoutContext = Self.layoutContext(
            monitor: monitor, scale: scale, options: options, renderer: renderer,
            blurs: blurSource != .nobody)
        destroyWindow()
        try? driver.relayout()
        try? buildWindow()
    }

    /// The overlay's windows and where each goes in the stack, bottom first.
    var stackedWindows: [(layer: ComposedWindow.Layer, window: Window)] {
        surfaces.map { ($0.layer, $0.window.window) }
    }

    func owns(_ xWindow: Window) -> Bool {
        surfaces.contains { $0.window.window == xWindow }
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
    private var cardWindowSurface: ComposedWindow? {
        guard let last = surfaces.last else { return nil }
        switch last.part {
        case .foreground: return last
        case .whole: return presentation.settledScene.blocksInput || presentation.settledScene.hasBackdrop ? nil : last
        case .backdrop: return nil
        }
    }

    private func cutToTheCard() {
        guard hasSettled, let card = cardWindowSurface, card.part == .foreground || card.window.isTranslucent else {
            return
        }
        card.shape(toCardOf: presentation.settledScene, renderer: renderer)
        isCutForCompositor = card.window.isTranslucent && card.part == .whole
    }

    private func removed() {
        destroyWindow()
        onRemoved?()
    }

    // MARK: Painting

    /// Composes what changed since the last frame in the windows' back buffers and copies that to the windows.
    func repaint() {
        guard !surfaces.isEmpty, let scene = driver.currentFrame else { return }
        if isCutForCompositor, !isShowing {
            isCutForCompositor = false
            surfaces.last?.window.removeShape()
        }
        let start = ContinuousClock.now
        let sent = surfaces.compactMap { $0.paint(scene, renderer: renderer) }
        guard !sent.isEmpty else { return }
        connection.flush()
        statistics.record(seconds: start.duration(to: .now).inSeconds, bytes: sent.reduce(0, +))
    }

    // MARK: Input

    /// Handles `event` if it concerns this overlay's window; returns whether it did.
    func handle(_ event: inout XEvent) -> Bool {
        guard let surface = surfaces.first(where: { $0.window.window == event.xany.window }) else { return false }
        if event.type == Expose {
            surface.exposed(event.xexpose)
        } else if event.type == KeyPress {
            if let stroke = keyboard.translate(&event.xkey) { driver.handle(.keyStroke(stroke)) }
        } else if let pointer = PointerEvent(event, point: surface.point) {
            driver.handle(.pointer(pointer))
        } else {
            return false
        }
        return true
    }
}
