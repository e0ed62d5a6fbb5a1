import CX11
import HUDCore
import HUDRender
import HUDSurfaces

/// One window of an overlay and the back buffer it is composed in. A HUD or toast is one
/// surface showing its whole scene; an alert is two, its dim and its card, so that HUDs can be
/// stacked between them (above the dim, below the card).
final class ComposedWindow {
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
        /// Surfaces (banners, the Notification Center) go beneath the HUDs, above an alert's dim.
        case dialogBackdrop, surfaces, hud, dialog

        static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How much of the screen beneath a surface's snapshot holds.
    enum SnapshotExtent {
        /// All of it, taken when the surface is made: an overlay makes all its surfaces before mapping
        /// any, so none shows in another's snapshot.
        case whole
        /// Only where the scene's nodes are or are headed, as far around as their blur reaches, taken
        /// as they come: a banner column is mostly empty, and each strip added is one that no node of
        /// ours covers yet (the window is cut to its nodes, or clear around them).
        case whereNodesGo
    }

    let window: OverrideRedirectWindow
    let part: Part
    /// What it covers, in the scene's points.
    let region: Rect
    /// The window's top-left corner in the scene's points.
    let origin: Point
    private let scale: Double
    /// The window's back buffer, in the X server: each frame is composed there (screen beneath,
    /// dim, layers) and its changed rectangle copied to the window, so nothing flickers.
    private let backing: RenderPicture
    /// The screen beneath, taken before anything of ours was mapped, kept in the server (never in this
    /// process: it is as large as the window, often the whole monitor). Without a compositor the window
    /// shows it; under a compositor that HUDKit blurs for, it is there only for the cards' material
    /// (the composited screen, as the root window holds it), and stays as it was taken.
    private let snapshot: RenderPicture?
    private let snapshotExtent: SnapshotExtent
    /// What the snapshot holds so far, in window pixels.
    private var snapshotArea = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// The scene's nodes but the dim, back to front, each rendered once and composed per frame.
    private var layers: [NodeLayer] = []
    /// How the layers' pixels reach the server.
    private let channel: UploadChannel
    /// Whether each layer keeps its pixels client side, so a change to it is rendered and sent as
    /// only the rectangle that changed.
    private let keepsLayerImages: Bool
    /// The snapshot blurred for the material (`ServerBlur`) where cards on it lie (and as far around as
    /// the blur reaches), with that area in window pixels: once per overlay, again only when the screen
    /// beneath changes there; nil until a card on the material first shows.
    private var blurredSnapshot: (picture: RenderPicture, area: PixelRect)?
    /// What this surface showed at its last paint; nil before the first.
    private var lastDrawn: Scene?
    /// Where the cards on the material are headed, as the last paint was told (scene points).
    private var destinations: [Rect] = []
    /// With a compositor: where it was last asked to blur behind the window (`CardOutline`).
    private var blurRegion: [PixelRect] = []
    /// Where the window was last cut to its cards (`shape(toOutlinesOf:)`).
    private var outline: [PixelRect]?
    /// Whether the window has been mapped: before, its contents are put on screen by the map itself.
    private var isMapped = false
    /// Whether the server still paints the back buffer as the window's background (from its map to
    /// its first Expose series): what it exposes is then already drawn.
    private(set) var showsBackingAsBackground = false
    /// How many times the whole window has been put on the screen: the back buffer copied to it, or
    /// painted as its background as it maps. A monitor-sized window costs the server a pass over the
    /// monitor's pixels each time.
    private(set) var wholeWindowPaints = 0

    /// `region` is in the scene's points, `monitor` places it on the screen. Without a compositor, or
    /// when HUDKit blurs (`blurSource`) and the surface shows cards on the material (`onMaterial`), the
    /// screen under the window is copied: with `snapshotExtent` `.whole`, all of it now. Layers
    /// that seldom change (a panel's many cards) may keep no client copy (`keepsLayerImages`).
    init(
        connection: XConnection, monitor: Monitor, region: Rect, scale: Double, part: Part,
        inputArea: Rect?, windowType: String, name: String = OverrideRedirectWindow.defaultName, onMaterial: Bool,
        blurSource: BlurSource,
        snapshotExtent: SnapshotExtent = .whole, keepsLayerImages: Bool = true
    ) throws {
        self.region = region
        let local = PixelRect(covering: region, scale: scale)
        origin = Point(x: Double(local.x) / scale, y: Double(local.y) / scale)
        let frame = PixelRect(
            x: Int(monitor.frame.minX) + local.x, y: Int(monitor.frame.minY) + local.y,
            width: local.width, height: local.height)
        guard !frame.isEmpty, frame.width <= 32767, frame.height <= 32767 else {
            throw CairoImage.Failure.cannotCreate(width: frame.width, height: frame.height)
        }
        let origin = origin
        let input = inputArea.map { PixelRect(covering: $0.offsetBy(dx: -origin.x, dy: -origin.y), scale: scale) }
        window = OverrideRedirectWindow(
            connection: connection, frame: frame, inputArea: input, windowType: windowType, name: name)
        self.part = part
        self.scale = scale
        self.snapshotExtent = snapshotExtent
        self.keepsLayerImages = keepsLayerImages
        channel = UploadChannel(connection: connection)
        backing = RenderPicture(
            connection: connection,
            pixmap: ServerPixmap(connection: connection, width: frame.width, height: frame.height, depth: window.depth),
            visual: window.visual)
        // Xwayland cannot read the screen back (BadMatch): there the dim is drawn over nothing.
        let blursItself = !window.isTranslucent || onMaterial && blurSource == .hudKit
        snapshot =
            !blursItself || !connection.displayServer.allowsSnapshots
            ? nil
            : RenderPicture(
                connection: connection,
                pixmap: ServerPixmap(
                    connection: connection, width: frame.width, height: frame.height, depth: window.depth),
                visual: window.visual)
        if snapshotExtent == .whole { extendSnapshot(to: pixelBounds) }
    }

    /// Copies the screen beneath `area` (window pixels) into the snapshot where it holds nothing yet.
    private func extendSnapshot(to area: PixelRect) {
        guard let snapshot else { return }
        let wanted = snapshotArea.union(area.intersection(pixelBounds))
        guard wanted != snapshotArea else { return }
        let screen = RenderPicture.screen(of: window.connection)
        screen.place(at: (-window.frame.x, -window.frame.y), scale: 1, about: (0, 0))
        for strip in wanted.subtracting(snapshotArea) { snapshot.compose(screen, over: false, in: strip) }
        snapshotArea = wanted
    }

    /// The window's own pixels, from its top-left.
    private var pixelBounds: PixelRect { PixelRect(x: 0, y: 0, width: window.frame.width, height: window.frame.height) }

    /// The surface's extent in the scene's points.
    var bounds: Rect {
        Rect(
            origin: origin,
            size: Size(width: Double(window.frame.width) / scale, height: Double(window.frame.height) / scale))
    }

    var layer: Layer {
        switch part {
        case .whole: .hud
        case .backdrop: .dialogBackdrop
        case .foreground: .dialog
        }
    }

    /// Composes what changed in this surface's part of `scene` since its last paint and copies that
    /// to the window; returns the pixel bytes sent (0 for a frame that only moves, scales or fades
    /// what was sent before), or nil when nothing changed. An alert's spring so repaints its card
    /// window only, never the dim beneath. `destinations` are where cards on the material are headed
    /// (banners sliding in or gliding down the stack): the material is blurred there too, at once,
    /// from the second paint on; the first takes only what it shows, so the window maps as soon as
    /// it can (a banner's entrance first shows a sliver of its card).
    func paint(_ scene: Scene, renderer: SceneRenderer, destinations: [Rect] = []) -> Int? {
        let isFirstPaint = lastDrawn == nil
        self.destinations = isFirstPaint ? [] : destinations
        let shown = visiblePart(of: scene)
        var damage = bounds
        if let lastDrawn {
            guard let changed = shown.damage(since: lastDrawn) else { return nil }
            damage = changed.expandedToPixels(scale: scale)
        }
        lastDrawn = shown
        guard let area = damage.intersection(bounds) else { return nil }
        var pixels = PixelRect(covering: area.offsetBy(dx: -origin.x, dy: -origin.y), scale: scale)
        if snapshotExtent == .whereNodesGo {
            let onMaterial = shown.nodes.contains(where: \.blursBeneath)
            extendSnapshot(
                to: reach(
                    of: shown.nodes.map(\.subtreeFrame) + destinations,
                    by: onMaterial ? 3 * Material.blurSigma : SceneRenderer.paintOverhang))
            // A window cut to its nodes shows nothing beyond the snapshot: nothing is composed there.
            if !window.isTranslucent { pixels = pixels.intersection(snapshotArea) }
        }
        // Two cores: the server makes the window and copies the screen beneath while the layers render.
        if isFirstPaint { window.connection.flush() }
        let layered = shown.nodes.filter { $0.role != .backdrop }
        if layers.map(\.name) != layered.map(\.name) {
            // A named node keeps its layer as others come and go (a banner's card as the stack
            // changes), so its pixels are not rendered and sent again.
            var previous = layers
            layers = layered.map { node in
                if let name = node.name, let index = previous.firstIndex(where: { $0.name == name }) {
                    return previous.remove(at: index)
                }
                return NodeLayer(
                    connection: window.connection, channel: channel, scale: scale, origin: origin,
                    keepsImage: keepsLayerImages)
            }
        }
        var sent = 0
        for (layer, node) in zip(layers, layered) {
            sent += (try? layer.update(to: node, canvas: shown.size, renderer: renderer, visible: pixelBounds)) ?? 0
        }
        compose(shown, in: pixels)
        if window.isTranslucent, snapshot == nil { followWithBlur(shown) }
        return sent
    }

    /// Without a compositor: `beneath` shows what now lies beneath `screenArea` (screen pixels),
    /// from its top-left; it replaces that part of the snapshot and the overlay is composed over it
    /// again there. Returns whether the window changed.
    func refreshBeneath(_ beneath: RenderPicture, at screenArea: PixelRect) -> Bool {
        guard let snapshot, !window.isTranslucent, let shown = lastDrawn else { return false }
        let local = PixelRect(
            x: screenArea.x - window.frame.x, y: screenArea.y - window.frame.y,
            width: screenArea.width, height: screenArea.height
        )
        .intersection(pixelBounds)
        guard !local.isEmpty else { return false }
        beneath.place(at: (screenArea.x - window.frame.x, screenArea.y - window.frame.y), scale: 1, about: (0, 0))
        snapshot.compose(beneath, over: false, in: local)
        if let blurredArea = blurredSnapshot?.area, !blurredArea.intersection(local).isEmpty {
            blurredSnapshot = nil
            for layer in layers { layer.forgetMaterial() }
            compose(shown, in: local.union(blurredArea))
        } else {
            compose(shown, in: local)
        }
        return true
    }

    /// Composes `area` (window pixels) of `shown` in the back buffer, in the server: the screen
    /// beneath (or nothing), the material blurred from it, the dim, then each layer at its scale and
    /// opacity; and copies it to the window. A translucent window's material is opaque inside the card
    /// and covers what the compositor would show there.
    private func compose(_ shown: Scene, in area: PixelRect) {
        let area = area.intersection(pixelBounds)
        guard !area.isEmpty else { return }
        if let snapshot, !window.isTranslucent {
            snapshot.place(at: (0, 0), scale: 1, about: (0, 0))
            backing.compose(snapshot, over: false, in: area)
        } else {
            backing.fill(area, with: .clear, over: false)
        }
        if snapshot != nil {
            for layer in layers {
                layer.compositeMaterial(from: blurred, onto: backing, in: area)
            }
        }
        var nextLayer = layers.makeIterator()
        for node in shown.nodes {
            if node.role == .backdrop {
                composeBackdrop(node, in: area)
            } else {
                nextLayer.next()?.composite(onto: backing, in: area)
            }
        }
        // Before the map nothing shows: the map paints the back buffer as the window's background.
        guard isMapped else { return }
        putOnScreen(area)
    }

    private func putOnScreen(_ area: PixelRect) {
        if area == pixelBounds { wholeWindowPaints += 1 }
        backing.pixmap?.copy(area, to: window.window)
    }

    /// With a compositor: the blur behind the window follows the cards on the material, as they are
    /// shown in this frame (scaled by a spring, moved, gone). What rests beside them on a window on
    /// the material (a banner stack's "+N" pill) is blurred there too, within its rounded outline.
    private func followWithBlur(_ shown: Scene) {
        let onMaterial = shown.nodes.contains(where: \.blursBeneath)
        let region = outline(
            of: shown.nodes.filter {
                $0.blursBeneath || onMaterial && $0.role != .backdrop && destinations.contains($0.frame)
            })
        guard region != blurRegion else { return }
        blurRegion = region
        window.blurBehind(region)
    }

    /// The snapshot blurred where the cards on the material are now and where they are headed (and as
    /// far around as the blur reaches): a slide or a glide then costs one blur, not one per frame. A
    /// card that moves out of what was blurred with no destination given has all of the snapshot
    /// blurred, once.
    private func blurred() -> (picture: RenderPicture, area: PixelRect)? {
        guard let snapshot, let shown = lastDrawn else { return nil }
        let blurReach = 3 * Material.blurSigma
        let needed = reach(of: shown.nodes.filter(\.blursBeneath).map(\.frame), by: blurReach)
        if let blurredSnapshot, needed.isEmpty || blurredSnapshot.area.union(needed) == blurredSnapshot.area {
            return blurredSnapshot
        }
        let area =
            blurredSnapshot == nil || !destinations.isEmpty
            ? needed.union(reach(of: destinations, by: blurReach)) : snapshotArea
        guard !area.isEmpty else { return nil }
        let connection = window.connection
        let region = RenderPicture(
            connection: connection,
            pixmap: ServerPixmap(connection: connection, width: area.width, height: area.height, depth: 32))
        snapshot.place(at: (-area.x, -area.y), scale: 1, about: (0, 0))
        region.compose(snapshot, over: false, in: PixelRect(x: 0, y: 0, width: area.width, height: area.height))
        let picture = ServerBlur.blurred(
            region, width: area.width, height: area.height, sigma: Material.blurSigma * scale,
            connection: connection)
        blurredSnapshot = (picture, area)
        return blurredSnapshot
    }

    /// The window pixels within `distance` (points) of `frames` (scene points).
    private func reach(of frames: [Rect], by distance: Double) -> PixelRect {
        frames.map {
            PixelRect(
                covering: $0.insetBy(dx: -distance, dy: -distance).offsetBy(dx: -origin.x, dy: -origin.y),
                scale: scale)
        }
        .reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        .intersection(pixelBounds)
    }

    /// The dim or mask over the monitor, filled by the server: a colour, or a radial gradient.
    private func composeBackdrop(_ node: SceneNode, in area: PixelRect) {
        guard node.alpha > 0 else { return }
        let covered = PixelRect(covering: node.frame.offsetBy(dx: -origin.x, dy: -origin.y), scale: scale)
            .intersection(area)
        if let fill = node.fill {
            backing.fill(covered, with: fill.withAlpha(fill.alpha * node.alpha))
        }
        if case .radialGradient(let inner, let outer) = node.content {
            let center = (x: (node.frame.midX - origin.x) * scale, y: (node.frame.midY - origin.y) * scale)
            let gradient = RenderPicture.radialGradient(
                center: center, radius: min(node.frame.width, node.frame.height) * scale, inner: inner, outer: outer,
                connection: window.connection)
            let mask = node.alpha < 1 ? RenderPicture.opacity(node.alpha, connection: window.connection) : nil
            backing.compose(gradient, mask: mask, in: covered)
        }
    }

    /// Maps the window already showing what was painted.
    func map() {
        guard let pixmap = backing.pixmap else { return }
        window.map(showing: pixmap)
        isMapped = true
        showsBackingAsBackground = true
        wholeWindowPaints += 1
    }

    /// The window was exposed: with the last Expose of a series, the server stops painting the first
    /// frame's background. Until then it painted what it exposed from the back buffer itself (frames
    /// since the map were copied to the window as they were composed), so only a later series copies
    /// the back buffer again.
    func exposed(_ event: XExposeEvent) {
        guard event.count == 0 else { return }
        if !showsBackingAsBackground { putOnScreen(pixelBounds) }
        showsBackingAsBackground = false
        window.contentsAreDrawn()
    }

    /// Cuts the window to the card of `scene` (a HUD's rounded card; an alert's card, without the dim
    /// it draws beneath it): without a compositor to its opaque pixels, with one to all it touches.
    func shape(toCardOf scene: Scene, renderer: SceneRenderer) {
        guard let image = try? CairoImage(width: window.frame.width, height: window.frame.height) else { return }
        var outline = scene
        if part == .foreground { outline.nodes.removeAll { $0.role == .backdrop } }
        let context = DrawingContext(surface: image, scale: scale)
        context.translate(-origin.x, -origin.y)
        renderer.draw(outline, on: context)
        window.shape(toPixelsOf: image, minimumAlpha: window.isTranslucent ? 1 : 0x80)
    }

    /// Shows and takes pointer input only where `scene`'s cards are, as shown (a banner stack's window),
    /// so a compositor that blurs behind a window's bounding shape (picom) blurs there and nowhere
    /// else in the column. A card at rest (at one of the paint's `destinations`) under a compositor is
    /// cut to its rounded outline; a moving one, or any without a compositor (the snapshot fills its
    /// corners), to the pixels its frame covers: a shape that grows exposes what it gains, one Expose
    /// event a rectangle, and sliding rounded outlines in a burst of notifications left the daemon
    /// 3–5 MB larger once the burst was over (Xlib keeps its event queue's entries).
    func shape(toOutlinesOf scene: Scene) {
        var rectangles: [PixelRect] = []
        for node in scene.nodes where node.alpha > 0 {
            if window.isTranslucent, destinations.contains(node.frame) {
                CardOutline.append(node, origin: origin, scale: scale, within: pixelBounds, to: &rectangles)
            } else {
                let box = PixelRect(covering: node.frame.offsetBy(dx: -origin.x, dy: -origin.y), scale: scale)
                    .intersection(pixelBounds)
                if !box.isEmpty { rectangles.append(box) }
            }
        }
        guard rectangles != outline else { return }
        outline = rectangles
        window.shape(to: rectangles)
    }

    /// The window pixels `nodes` touch as shown (`CardOutline`).
    private func outline(of nodes: [SceneNode]) -> [PixelRect] {
        var rectangles: [PixelRect] = []
        for node in nodes {
            CardOutline.append(node, origin: origin, scale: scale, within: pixelBounds, to: &rectangles)
        }
        return rectangles
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
