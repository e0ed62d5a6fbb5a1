import CX11
import HUDCore
import HUDRender

/// One overlay on a display: its presentation (timeline), its input state and its window.
/// It lays out for the chosen monitor, paints the scene into an off-screen image and copies only
/// what changed to the window; it turns X input into `InteractionEvent`s. Use it on the loop thread.
public final class OverlayHost {
    /// What is shown; replaced by `update(to:)`.
    public var overlay: Overlay { driver.overlay }
    /// The chosen action and field values of an alert or card; the overlay then dismisses itself.
    public var onFinished: ((AlertResponse) -> Void)? {
        get { driver.onFinished }
        set { driver.onFinished = newValue }
    }
    /// A click on the dim around an alert.
    public var onTapOutside: (() -> Void)? {
        get { driver.onTapOutside }
        set { driver.onTapOutside = newValue }
    }
    /// The exit animation has ended and the window is gone.
    public var onRemoved: (() -> Void)?
    /// The entrance animation has ended.
    public var onShown: (() -> Void)? {
        get { presentation.onShown }
        set { presentation.onShown = newValue }
    }

    private let driver: OverlayDriver
    var presentation: OverlayPresentation { driver.presentation }
    private let connection: XConnection
    private let renderer: SceneRenderer
    private let keyboard: KeyboardInput
    private let options: DisplayOptions
    private var monitor: Monitor
    private var scale: Double
    private var window: OverlayWindow?
    private var canvas: ImageSurface?
    /// One Cairo context for the canvas, kept across frames (points, offset to the window).
    private var drawing: DrawingContext?
    private var snapshot: ImageSurface?
    /// The window's top-left corner in the scene's points.
    private var windowOrigin = Point.zero
    private var lastDrawn: Scene?

    init(overlay: Overlay, options: DisplayOptions, connection: XConnection, clock: any FrameClock,
         renderer: SceneRenderer, keyboard: KeyboardInput) throws {
        self.options = options
        self.connection = connection
        self.renderer = renderer
        self.keyboard = keyboard
        let monitor = try connection.monitor(options.monitor)
        let scale = options.scale ?? DisplayScale.scale(fromResources: connection.resourceManagerString)
        self.monitor = monitor
        self.scale = scale
        let animator = Animator(clock: clock)
        driver = try OverlayDriver(overlay: overlay, appearance: options.appearance, transition: options.transition,
                                   animator: animator,
                                   layoutContext: Self.layoutContext(monitor: monitor, scale: scale, options: options,
                                                                     renderer: renderer))
        driver.onRedraw = { [weak self] in self?.repaint() }
        presentation.onRemoved = { [weak self] in self?.removed() }
        animator.onFrame = { [weak self] _ in self?.repaint() }
        try presentation.show()
        try buildWindow()
    }

    /// Whether the exit has finished and the window is gone.
    public var isRemoved: Bool { presentation.phase == .removed }

    /// Showing or entering, not leaving.
    public var isShowing: Bool { presentation.phase == .showing }

    /// Whether the entrance, exit or a spinner is still moving.
    public var isAnimating: Bool { presentation.animator.isAnimating }

    /// The cost of every repaint since the overlay appeared (rendering, copying and flushing).
    public private(set) var statistics = FrameStatistics()

    /// Plays the exit animation (or, not `animated`, removes the overlay at once); `onRemoved` follows.
    public func dismiss(animated: Bool = true) {
        try? presentation.dismiss(animated: animated)
    }

    /// Morphs to `overlay`, whose progress indicator then glides to `value` from what is on screen
    /// (0.3 s, easing out) instead of jumping.
    public func update(to overlay: Overlay, glidingProgressTo value: Double) throws {
        try morph { try driver.update(to: overlay, glidingProgressTo: value) }
    }

    /// Plays the entrance again from the start (a toast shown again while it shows: seed 000's rule).
    public func restart() throws {
        try presentation.restart()
    }

    /// Morphs into `overlay` in place (new text, a glyph, another state): the same presentation
    /// and, when it still fits, the same window, so nothing flickers or re-enters. A HUD whose card
    /// outgrows its window, or that starts or stops blocking input, gets a new window.
    public func update(to overlay: Overlay) throws {
        try morph { try driver.update(to: overlay) }
    }

    private func morph(_ change: () throws -> Void) throws {
        guard !isRemoved else { return }
        let before = presentation.settledScene
        try change()
        let scene = presentation.settledScene
        // Without a compositor a HUD's window is cut to its card's outline, which only the same card fits.
        let outlineStillFits = window?.isTranslucent ?? true || scene.blocksInput
            || before.foregroundBounds == scene.foregroundBounds
        if outlineStillFits, before.blocksInput == scene.blocksInput,
           windowRegion(for: before) == windowRegion(for: scene) {
            repaint()
        } else {
            destroyWindow()
            try buildWindow()
        }
    }

    private static func layoutContext(monitor: Monitor, scale: Double, options: DisplayOptions,
                                      renderer: SceneRenderer) -> () throws -> LayoutContext {
        let canvas = Size(width: monitor.frame.width / scale, height: monitor.frame.height / scale)
        return { try LayoutContext(canvas: canvas, scale: scale, appearance: options.appearance, measurer: renderer.textCache) }
    }

    // MARK: Window

    /// Blocking or masked overlays cover their monitor; the others get a window just around the card
    /// (with room for a zoom), so the rest of the desktop stays untouched.
    private func windowRegion(for scene: Scene) -> Rect {
        let bounds = Rect(origin: .zero, size: scene.size)
        guard !scene.blocksInput, !scene.hasBackdrop, let card = scene.foregroundBounds else { return bounds }
        let room = card.scaled(by: HUDTransition.zoomOutScale, about: card.center).insetBy(dx: -8, dy: -8)
        return Rect(x: max(0, room.minX), y: max(0, room.minY),
                    width: min(bounds.maxX, room.maxX) - max(0, room.minX),
                    height: min(bounds.maxY, room.maxY) - max(0, room.minY))
    }

    private func buildWindow() throws {
        guard let scene = presentation.currentScene else { return }
        let local = PixelRect(covering: windowRegion(for: scene), scale: scale)
        windowOrigin = Point(x: Double(local.x) / scale, y: Double(local.y) / scale)
        let frame = PixelRect(x: Int(monitor.frame.minX) + local.x, y: Int(monitor.frame.minY) + local.y,
                              width: local.width, height: local.height)
        // Block everything, only the card (JGProgressHUD's block-HUD-only), or nothing.
        let inputArea: PixelRect? = if scene.blocksInput {
            nil
        } else if scene.blocksHUDOnly, let card = scene.foregroundBounds {
            PixelRect(covering: card.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y), scale: scale)
        } else {
            PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        let window = OverlayWindow(connection: connection, frame: frame, inputArea: inputArea,
                                   windowType: driver.isDialog ? "_NET_WM_WINDOW_TYPE_DIALOG" : "_NET_WM_WINDOW_TYPE_NOTIFICATION")
        let canvas = try ImageSurface(width: frame.width, height: frame.height)
        self.canvas = canvas
        drawing = DrawingContext(surface: canvas, scale: scale)
        drawing?.translate(-windowOrigin.x, -windowOrigin.y)
        snapshot = nil
        if !window.isTranslucent {
            // Taken before mapping, so it shows the desktop and not ourselves.
            snapshot = try connection.snapshot(of: frame)
            if !scene.blocksInput, !scene.hasBackdrop, let settled = settledCard() {
                window.shape(toOpaquePixelsOf: settled)
            }
        }
        self.window = window
        lastDrawn = nil
        repaint()
        window.map(showing: canvas)
        keyboard.attach(to: window.window)
        if driver.isDialog { connection.grabKeyboard(for: window.window) }
    }

    /// The settled, fully opaque scene alone on a transparent image: the outline XShape keeps.
    private func settledCard() -> ImageSurface? {
        guard let canvas, let image = try? ImageSurface(width: canvas.width, height: canvas.height) else { return nil }
        let scene = presentation.settledScene
        let context = DrawingContext(surface: image, scale: scale)
        context.translate(-windowOrigin.x, -windowOrigin.y)
        renderer.draw(scene, on: context)
        return image
    }

    private func destroyWindow() {
        guard let window else { return }
        keyboard.detach(from: window.window)
        if driver.isDialog { connection.ungrabKeyboard() }
        self.window = nil
        canvas = nil
        drawing = nil
        snapshot = nil
    }

    /// A new monitor layout or a compositor starting or stopping: lay out and build the window again.
    func rebuild() {
        guard !isRemoved, let monitor = try? connection.monitor(options.monitor) else { return }
        self.monitor = monitor
        driver.layoutContext = Self.layoutContext(monitor: monitor, scale: scale, options: options, renderer: renderer)
        destroyWindow()
        try? driver.relayout()
        try? buildWindow()
    }

    func raise() {
        window?.raise()
    }

    func owns(_ xWindow: Window) -> Bool {
        window?.window == xWindow
    }

    private func removed() {
        destroyWindow()
        onRemoved?()
    }

    // MARK: Painting

    /// Draws what changed since the last frame into the off-screen image and copies that to the window.
    func repaint() {
        guard let window, let canvas, let context = drawing, let scene = driver.currentFrame else { return }
        let start = ContinuousClock.now
        let windowRect = Rect(origin: windowOrigin, size: Size(width: Double(canvas.width) / scale,
                                                               height: Double(canvas.height) / scale))
        let damage: Rect
        if let lastDrawn {
            guard let changed = scene.damage(since: lastDrawn) else { return }
            damage = changed.expandedToPixels(scale: scale)
        } else {
            damage = windowRect
        }
        lastDrawn = scene
        if let snapshot {
            context.isolated {
                context.newPath()
                context.addRect(damage)
                context.clip()
                context.paintPixels(of: snapshot, atDeviceX: 0, y: 0, alpha: 1)
            }
            renderer.draw(scene, on: context, region: damage)
        } else {
            renderer.draw(scene, on: context, replacingContents: true, region: damage)
        }
        let pixels = PixelRect(covering: damage.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y), scale: scale)
        let bytes = window.present(canvas, region: pixels)
        connection.flush()
        let elapsed = start.duration(to: .now).components
        statistics.record(seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18, bytes: bytes)
    }

    /// Copies the whole image again (the window was exposed).
    private func presentAll() {
        guard let window, let canvas else { return }
        window.present(canvas, region: PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    }

    // MARK: Input

    /// Handles `event` if it concerns this overlay's window; returns whether it did.
    func handle(_ event: inout XEvent) -> Bool {
        guard let window, event.xany.window == window.window else { return false }
        switch event.type {
        case Expose:
            if event.xexpose.count == 0 {
                presentAll()
                window.contentsAreDrawn()
            }
        case ButtonPress where event.xbutton.button == UInt32(Button1):
            driver.handle(.pointerPressed(point(event.xbutton.x, event.xbutton.y)))
        case ButtonRelease where event.xbutton.button == UInt32(Button1):
            driver.handle(.pointerReleased(point(event.xbutton.x, event.xbutton.y)))
        case MotionNotify:
            driver.handle(.pointerMoved(point(event.xmotion.x, event.xmotion.y)))
        case LeaveNotify:
            driver.handle(.pointerLeft)
        case KeyPress:
            if let key = keyboard.translate(&event.xkey) { driver.handle(.key(key)) }
        default:
            return false
        }
        return true
    }

    /// Window pixels to scene points.
    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) / scale + windowOrigin.x, y: Double(y) / scale + windowOrigin.y)
    }
}
