import CX11
import HUDCore
import HUDRender

/// One window of an overlay and the off-screen image it is drawn from. A HUD or toast is one
/// surface showing its whole scene; an alert is two, its dim and its card, so that HUDs can be
/// stacked between them (above the dim, below the card).
final class OverlaySurface {
    /// Which of the scene's nodes this surface shows.
    enum Part: Hashable {
        /// Everything: HUDs and toasts.
        case whole
        /// The dim layer alone: an alert's lower window.
        case backdrop
        /// All but the dim: an alert's card (over its own copy of the dim when there is no compositor).
        case foreground
    }

    /// Where in the stack of HUDKit's windows a surface goes, bottom first.
    enum Layer: Int, Comparable {
        case dialogBackdrop, hud, dialog

        static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let window: OverlayWindow
    let part: Part
    /// The window's top-left corner in the scene's points.
    let origin: Point
    private let scale: Double
    private let canvas: ImageSurface
    /// One Cairo context for the canvas, kept across frames (points, offset to the window).
    private let drawing: DrawingContext
    /// Without a compositor: the screen beneath, taken before anything of ours was mapped.
    private let snapshot: ImageSurface?
    /// What this surface showed at its last paint; nil before the first.
    private var lastDrawn: Scene?

    /// `region` is in the scene's points, `monitor` places it on the screen. `snapshot` is the
    /// screen under the window when there is no compositor (the caller takes every snapshot of an
    /// overlay before mapping any of its windows).
    init(
        connection: XConnection, monitor: Monitor, region: Rect, scale: Double, part: Part,
        inputArea: Rect?, windowType: String
    ) throws {
        let local = PixelRect(covering: region, scale: scale)
        origin = Point(x: Double(local.x) / scale, y: Double(local.y) / scale)
        let frame = PixelRect(
            x: Int(monitor.frame.minX) + local.x, y: Int(monitor.frame.minY) + local.y,
            width: local.width, height: local.height)
        let origin = origin
        let input = inputArea.map { PixelRect(covering: $0.offsetBy(dx: -origin.x, dy: -origin.y), scale: scale) }
        window = OverlayWindow(connection: connection, frame: frame, inputArea: input, windowType: windowType)
        self.part = part
        self.scale = scale
        canvas = try ImageSurface(width: frame.width, height: frame.height)
        drawing = DrawingContext(surface: canvas, scale: scale)
        drawing.translate(-origin.x, -origin.y)
        // Xwayland cannot read the screen back (BadMatch): there the dim is drawn over nothing.
        snapshot =
            window.isTranslucent || !connection.displayServer.allowsSnapshots
            ? nil
            : try connection.snapshot(of: frame)
    }

    /// The surface's extent in the scene's points.
    var bounds: Rect {
        Rect(origin: origin, size: Size(width: Double(canvas.width) / scale, height: Double(canvas.height) / scale))
    }

    var layer: Layer {
        switch part {
        case .whole: .hud
        case .backdrop: .dialogBackdrop
        case .foreground: .dialog
        }
    }

    /// Draws what changed in this surface's part of `scene` since its last paint and copies that
    /// to the window; returns the bytes sent, or nil when nothing changed. An alert's spring so
    /// repaints its card window only, never the dim beneath.
    func paint(_ scene: Scene, renderer: SceneRenderer) -> Int? {
        let shown = visiblePart(of: scene)
        var damage = bounds
        if let lastDrawn {
            guard let changed = shown.damage(since: lastDrawn) else { return nil }
            damage = changed.expandedToPixels(scale: scale)
        }
        lastDrawn = shown
        guard let area = damage.intersection(bounds) else { return nil }
        return draw(shown, in: area, renderer: renderer)
    }

    /// Without a compositor: `image` is what lies beneath `screenArea` (screen pixels) now; the
    /// overlay is drawn over it there and sent, in one copy, so nothing flickers. Returns the bytes sent.
    func refreshBeneath(_ image: ImageSurface, at screenArea: PixelRect, renderer: SceneRenderer) -> Int? {
        guard let snapshot, let shown = lastDrawn else { return nil }
        let local = PixelRect(
            x: screenArea.x - window.frame.x, y: screenArea.y - window.frame.y,
            width: screenArea.width, height: screenArea.height
        )
        .intersection(PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        guard !local.isEmpty else { return nil }
        DrawingContext(surface: snapshot, scale: 1).paintPixels(
            of: image, atDeviceX: screenArea.x - window.frame.x,
            y: screenArea.y - window.frame.y, alpha: 1)
        let area = Rect(
            x: Double(local.x) / scale + origin.x, y: Double(local.y) / scale + origin.y,
            width: Double(local.width) / scale, height: Double(local.height) / scale)
        return draw(shown, in: area, renderer: renderer)
    }

    /// Draws `area` (scene points) of `shown` into the canvas, over the snapshot when there is one,
    /// and copies it to the window.
    private func draw(_ shown: Scene, in area: Rect, renderer: SceneRenderer) -> Int {
        if let snapshot {
            drawing.isolated {
                drawing.newPath()
                drawing.addRect(area)
                drawing.clip()
                drawing.paintPixels(of: snapshot, atDeviceX: 0, y: 0, alpha: 1)
            }
            renderer.draw(shown, on: drawing, region: area)
        } else {
            renderer.draw(shown, on: drawing, replacingContents: true, region: area)
        }
        return window.present(
            canvas, region: PixelRect(covering: area.offsetBy(dx: -origin.x, dy: -origin.y), scale: scale))
    }

    /// Maps the window already showing what was painted.
    func map() {
        window.map(showing: canvas)
    }

    /// The window was exposed: with the last Expose of a series, its image is copied again and the
    /// server stops painting the first frame's background.
    func exposed(_ event: XExposeEvent) {
        guard event.count == 0 else { return }
        presentAll()
        window.contentsAreDrawn()
    }

    /// Copies the whole image again (the window was exposed).
    private func presentAll() {
        window.present(canvas, region: PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    }

    /// Cuts the window to the card of `scene` (a HUD's rounded card; an alert's card, without the dim
    /// it draws beneath it): without a compositor to its opaque pixels, with one to all it touches.
    func shape(toCardOf scene: Scene, renderer: SceneRenderer) {
        guard let image = try? ImageSurface(width: canvas.width, height: canvas.height) else { return }
        var outline = scene
        if part == .foreground { outline.nodes.removeAll { $0.role == .backdrop } }
        let context = DrawingContext(surface: image, scale: scale)
        context.translate(-origin.x, -origin.y)
        renderer.draw(outline, on: context)
        window.shape(toPixelsOf: image, minimumAlpha: window.isTranslucent ? 1 : 0x80)
    }

    /// Takes pointer input only on `areas` (scene points); without a compositor the window shows
    /// only there too, over its snapshot of the screen beneath.
    func shape(to areas: [Rect]) {
        let rectangles = areas.map { PixelRect(covering: $0.offsetBy(dx: -origin.x, dy: -origin.y), scale: scale) }
        window.shape(to: rectangles, outline: !window.isTranslucent)
    }

    /// Window pixels to scene points.
    func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) / scale + origin.x, y: Double(y) / scale + origin.y)
    }

    private func visiblePart(of scene: Scene) -> Scene {
        var shown = scene
        switch part {
        case .whole:
            break
        case .backdrop:
            shown.nodes.removeAll { $0.role != .backdrop }
        case .foreground:
            // Opaque windows cannot let the dim window show through: they draw their own dim.
            if window.isTranslucent { shown.nodes.removeAll { $0.role == .backdrop } }
        }
        return shown
    }
}
