import CX11
import HUDCore
import HUDRender
import HUDSurfaces

/// One top-level node of a scene (a card, a HUD, a banner) kept as Core Animation keeps a layer:
/// rendered client side into an image only as large as the node, sent once to a picture in the X
/// server, and composed onto the window at any scale and opacity from there. A spring or fade
/// frame is then a composite with a transform and an opacity, not a render and an upload. The
/// content is rendered again only where it changes (progress, typing); a spinner's steps are small
/// pictures of their own, one per phase, rendered the first time each shows and laid over the
/// content in the server.
final class NodeLayer {
    private let connection: XConnection
    private let channel: UploadChannel
    private let scale: Double
    /// The window's top-left, in scene points.
    private let origin: Point
    /// What the content shows: the node at scale 1 and opacity 1, without its spinners.
    private var bare: SceneNode?
    /// Where the content lies, in window pixels at scale 1.
    private var extent = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// The content, client side, so a change is rendered and sent as only the changed rectangle;
    /// nil, with a change rendered whole, for a layer that keeps no copy.
    private var image: CairoImage?
    private let keepsImage: Bool
    private var content: RenderPicture?
    /// The spinners shown over the content, as they are in the node (absolute frames).
    private var spinners: [SceneNode] = []
    /// One picture per spinner step seen, with where it lies in window pixels.
    private var spinnerSteps: [SceneNode: (picture: RenderPicture, extent: PixelRect)] = [:]
    /// The content with the spinners over it, when there are spinners.
    private var composed: RenderPicture?
    /// The node as last given: its scale and opacity say how the layer is composed.
    private var node: SceneNode?
    /// For a node on the blurred material: the blurred screen beneath, cut to the node's rounded frame,
    /// composed under the content at the same scale and opacity. Made at the first frame that needs it.
    private var material: RenderPicture?

    /// More distinct spinner steps than this (colours, sizes, places changing) start the cache again.
    private static let spinnerStepLimit = 64

    /// `keepsImage`: whether the layer keeps its pixels client side (see `image`).
    init(connection: XConnection, channel: UploadChannel, scale: Double, origin: Point, keepsImage: Bool) {
        self.connection = connection
        self.keepsImage = keepsImage
        self.channel = channel
        self.scale = scale
        self.origin = origin
    }

    /// The node's name, once it has been given one.
    var name: String? { node?.name }

    /// Takes the node as it is in this frame and renders and sends what its content needs; returns
    /// the pixel bytes sent (0 for a frame that only moves, scales or fades the layer). A layer never
    /// drawn waits while its node lies wholly outside `visible` (window pixels): a panel sliding in
    /// draws each card as it comes into view, not all of them before its first frame.
    func update(to node: SceneNode, canvas: Size, renderer: SceneRenderer, visible: PixelRect) throws -> Int {
        self.node = node
        var (newBare, newSpinners) = (node, [SceneNode]())
        newBare.scale = 1
        newBare.alpha = 1
        if content == nil, !mayShow(newBare, scaledBy: node.scale, in: visible) { return 0 }
        for index in newBare.children.indices {
            Self.takeSpinners(from: &newBare.children[index], into: &newSpinners)
        }
        var sent = 0
        var stale = newSpinners != spinners
        if let moved = bare.flatMap({ shift(from: $0, to: newBare) }) {
            // A banner sliding, a card scrolled: the same pixels, elsewhere, over another part of the screen.
            extent.x += moved.x
            extent.y += moved.y
            bare = newBare
            material = nil
        } else if newBare != bare {
            sent += try render(newBare, canvas: canvas, renderer: renderer)
            bare = newBare
            stale = true
        }
        spinners = newSpinners
        for spinner in spinners where spinnerSteps[spinner] == nil {
            sent += try renderStep(spinner, canvas: canvas, renderer: renderer)
        }
        if stale { composeSpinners() }
        return sent
    }

    /// Moves spinners (at full scale and opacity under the node) out of the content into `spinners`.
    private static func takeSpinners(from node: inout SceneNode, into spinners: inout [SceneNode]) {
        switch node.content {
        case .activityIndicator, .ringSpinner:
            if node.scale == 1, node.children.isEmpty {
                if node.alpha > 0 { spinners.append(node) }
                node.content = .none
                node.alpha = 0
                return
            }
        default:
            break
        }
        guard node.scale == 1, node.alpha == 1 else { return }
        for index in node.children.indices { takeSpinners(from: &node.children[index], into: &spinners) }
    }

    /// The whole pixels `new` lies right of and below `old` when it is `old` moved; nil otherwise.
    private func shift(from old: SceneNode, to new: SceneNode) -> (x: Int, y: Int)? {
        let dx = new.frame.minX - old.frame.minX
        let dy = new.frame.minY - old.frame.minY
        let pixels = (x: dx * scale, y: dy * scale)
        guard dx != 0 || dy != 0, pixels.x == pixels.x.rounded(), pixels.y == pixels.y.rounded() else { return nil }
        var moved = old
        moved.offset(dx: dx, dy: dy)
        return moved == new ? (Int(pixels.x), Int(pixels.y)) : nil
    }

    /// Whether `bare`, composed at `scale` about its centre, may paint any of `visible`.
    private func mayShow(_ bare: SceneNode, scaledBy scale: Double, in visible: PixelRect) -> Bool {
        let overhang = SceneRenderer.paintOverhang
        let reach = bare.subtreeFrame.insetBy(dx: -overhang, dy: -overhang)
            .scaled(by: max(1, scale), about: Point(x: bare.frame.midX, y: bare.frame.midY))
        return !PixelRect(covering: reach.offsetBy(dx: -origin.x, dy: -origin.y), scale: self.scale)
            .intersection(visible).isEmpty
    }

    /// Window pixels a node's subtree may paint, at scale 1.
    private func pixels(of node: SceneNode) -> PixelRect {
        let overhang = SceneRenderer.paintOverhang
        return PixelRect(
            covering: node.subtreeFrame.insetBy(dx: -overhang, dy: -overhang).offsetBy(dx: -origin.x, dy: -origin.y),
            scale: scale)
    }

    /// A context drawing scene points onto an image whose top-left is `extent`'s.
    private func drawing(on image: CairoImage, at extent: PixelRect) -> DrawingContext {
        let context = DrawingContext(surface: image, scale: scale)
        context.translate(-origin.x - Double(extent.x) / scale, -origin.y - Double(extent.y) / scale)
        return context
    }

    private func render(_ newBare: SceneNode, canvas: Size, renderer: SceneRenderer) throws -> Int {
        let newExtent = pixels(of: newBare)
        let scene = Scene(size: canvas, nodes: [newBare], blocksInput: false)
        if newExtent == extent, let image, let content, let bare {
            // The same place: only what changed is rendered and sent.
            let old = Scene(size: canvas, nodes: [bare], blocksInput: false)
            guard let changed = scene.damage(since: old)?.expandedToPixels(scale: scale) else { return 0 }
            let area = PixelRect(covering: changed.offsetBy(dx: -origin.x, dy: -origin.y), scale: scale)
                .intersection(extent)
            guard !area.isEmpty else { return 0 }
            renderer.draw(scene, on: drawing(on: image, at: extent), replacingContents: true, region: changed)
            guard let pixmap = content.pixmap else { return 0 }
            return channel.upload(
                image,
                region: PixelRect(x: area.x - extent.x, y: area.y - extent.y, width: area.width, height: area.height),
                to: pixmap)
        }
        let image = try CairoImage(width: newExtent.width, height: newExtent.height)
        renderer.draw(scene, on: drawing(on: image, at: newExtent))
        let pixmap = ServerPixmap(connection: connection, width: newExtent.width, height: newExtent.height, depth: 32)
        let sent = channel.upload(
            image, region: PixelRect(x: 0, y: 0, width: image.width, height: image.height), to: pixmap)
        self.image = keepsImage ? image : nil
        extent = newExtent
        content = RenderPicture(connection: connection, pixmap: pixmap)
        material = nil
        return sent
    }

    private func renderStep(_ spinner: SceneNode, canvas: Size, renderer: SceneRenderer) throws -> Int {
        if spinnerSteps.count >= Self.spinnerStepLimit { spinnerSteps = [:] }
        let stepExtent = pixels(of: spinner)
        let image = try CairoImage(width: stepExtent.width, height: stepExtent.height)
        var opaque = spinner
        opaque.alpha = 1
        renderer.draw(
            Scene(size: canvas, nodes: [opaque], blocksInput: false), on: drawing(on: image, at: stepExtent))
        let pixmap = ServerPixmap(connection: connection, width: image.width, height: image.height, depth: 32)
        let sent = channel.upload(
            image, region: PixelRect(x: 0, y: 0, width: image.width, height: image.height), to: pixmap)
        spinnerSteps[spinner] = (RenderPicture(connection: connection, pixmap: pixmap), stepExtent)
        return sent
    }

    /// The content with this frame's spinner steps over it, in the server.
    private func composeSpinners() {
        guard !spinners.isEmpty, let content else {
            composed = nil
            return
        }
        let whole = PixelRect(x: 0, y: 0, width: extent.width, height: extent.height)
        let target =
            composed
            ?? RenderPicture(
                connection: connection,
                pixmap: ServerPixmap(connection: connection, width: extent.width, height: extent.height, depth: 32))
        guard target.pixmap?.width == extent.width, target.pixmap?.height == extent.height else {
            composed = nil
            return composeSpinners()
        }
        content.place(at: (0, 0), scale: 1, about: (0, 0))
        target.compose(content, over: false, in: whole)
        for spinner in spinners {
            guard let step = spinnerSteps[spinner] else { continue }
            let at = (x: step.extent.x - extent.x, y: step.extent.y - extent.y)
            step.picture.place(at: at, scale: 1, about: (0, 0))
            let mask = spinner.alpha < 1 ? RenderPicture.opacity(spinner.alpha, connection: connection) : nil
            target.compose(
                step.picture, mask: mask,
                in: PixelRect(x: at.x, y: at.y, width: step.extent.width, height: step.extent.height).intersection(
                    whole))
        }
        composed = target
    }

    /// Composes the layer, at the node's scale (about its centre) and opacity, onto `area` (window
    /// pixels) of `target`.
    func composite(onto target: RenderPicture, in area: PixelRect) {
        guard let source = composed ?? content else { return }
        composite(source, onto: target, in: area)
    }

    /// For a node on the blurred material: composes `blurred` (the window's pixels beneath, blurred,
    /// over `area` of the window) cut to the node's rounded frame, at the node's scale and opacity, onto `area`
    /// of `target`. Beneath the dim: what the dim covers is blurred, then dimmed as everything else.
    func compositeMaterial(
        from blurred: () -> (picture: RenderPicture, area: PixelRect)?, onto target: RenderPicture, in area: PixelRect
    ) {
        guard let node, node.blursBeneath, let bare, content != nil else { return }
        if material == nil, let (picture, blurredArea) = blurred() {
            material = cut(picture, at: blurredArea, to: bare)
        }
        if let material { composite(material, onto: target, in: area) }
    }

    /// The blurred window pixels (`blurred` shows `area` of the window) inside `node`'s rounded frame,
    /// in a picture of the layer's extent, cut by the server (a request per frame that needs it, where
    /// a shape image would be rendered and sent once per card: that upload came before every banner's
    /// first paint).
    private func cut(_ blurred: RenderPicture, at area: PixelRect, to node: SceneNode) -> RenderPicture {
        let whole = PixelRect(x: 0, y: 0, width: extent.width, height: extent.height)
        let cut = RenderPicture(
            connection: connection,
            pixmap: ServerPixmap(connection: connection, width: extent.width, height: extent.height, depth: 32))
        let outline = RoundedRectOutline.points(
            of: node.frame, radii: node.cornerRadii, tolerance: Self.outlineTolerance / scale
        )
        .map { Point(x: ($0.x - origin.x) * scale - Double(extent.x), y: ($0.y - origin.y) * scale - Double(extent.y)) }
        var frame = PixelRect(covering: node.frame.offsetBy(dx: -origin.x, dy: -origin.y), scale: scale)
        frame.x -= extent.x
        frame.y -= extent.y
        cut.fill(whole, with: .clear, over: false)
        blurred.place(at: (area.x - extent.x, area.y - extent.y), scale: 1, about: (0, 0))
        cut.compose(blurred, over: false, in: frame.intersection(whole))
        cut.keep(inside: outline)
        return cut
    }

    /// How far (pixels) the material's straight-edged outline may stray from the card's curve: less
    /// than the server's antialiasing resolves.
    private static let outlineTolerance = 0.1

    /// The screen beneath changed: the material is cut again from the next blurred picture.
    func forgetMaterial() {
        material = nil
    }

    private func composite(_ source: RenderPicture, onto target: RenderPicture, in area: PixelRect) {
        guard let node, node.alpha > 0, node.scale > 0 else { return }
        let anchor = (x: (node.frame.midX - origin.x) * scale, y: (node.frame.midY - origin.y) * scale)
        source.place(at: (extent.x, extent.y), scale: node.scale, about: anchor)
        let shown = Rect(
            x: Double(extent.x), y: Double(extent.y), width: Double(extent.width), height: Double(extent.height)
        )
        .scaled(by: node.scale, about: Point(x: anchor.x, y: anchor.y))
        let mask = node.alpha < 1 ? RenderPicture.opacity(node.alpha, connection: connection) : nil
        target.compose(source, mask: mask, in: PixelRect(covering: shown, scale: 1).intersection(area))
    }
}
