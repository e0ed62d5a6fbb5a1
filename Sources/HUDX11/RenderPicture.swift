import CX11
import HUDCore
import HUDSurfaces

/// An XRender picture, freed in `deinit`: what the X server composes from and into (a pixmap or
/// window seen with a pixel format, a solid colour, a gradient). Compositing, scaling and fading
/// happen in the server, so a frame of an animation is a few small requests, not pixels.
final class RenderPicture {
    private let connection: XConnection
    let picture: Picture
    /// The pixmap the picture shows, kept for as long as the picture.
    let pixmap: ServerPixmap?

    private init(connection: XConnection, picture: Picture, pixmap: ServerPixmap?) {
        self.connection = connection
        self.picture = picture
        self.pixmap = pixmap
    }

    deinit {
        XRenderFreePicture(connection.display, picture)
    }

    /// The picture of `pixmap`, in the format of `visual` (a window's) or, without one, ARGB32.
    convenience init(connection: XConnection, pixmap: ServerPixmap, visual: UnsafeMutablePointer<Visual>? = nil) {
        let display = connection.display
        let format =
            visual.flatMap { XRenderFindVisualFormat(display, $0) }
            ?? XRenderFindStandardFormat(display, Int32(PictStandardARGB32))
        var attributes = XRenderPictureAttributes()
        let picture = XRenderCreatePicture(display, pixmap.pixmap, format, 0, &attributes)
        self.init(connection: connection, picture: picture, pixmap: pixmap)
    }

    /// The root window as drawn, other windows included (`IncludeInferiors`): where a snapshot of
    /// the screen is copied from, inside the server.
    static func screen(of connection: XConnection) -> RenderPicture {
        let display = connection.display
        var attributes = XRenderPictureAttributes()
        attributes.subwindow_mode = IncludeInferiors
        let format = XRenderFindVisualFormat(display, XDefaultVisual(display, connection.screen))
        let picture = XRenderCreatePicture(display, connection.root, format, UInt(CPSubwindowMode), &attributes)
        return RenderPicture(connection: connection, picture: picture, pixmap: nil)
    }

    /// A drawable with `visual`'s format that some other owner frees (a window's named pixmap).
    static func borrowing(_ drawable: Drawable, visual: UnsafeMutablePointer<Visual>, connection: XConnection)
        -> RenderPicture?
    {
        let display = connection.display
        guard let format = XRenderFindVisualFormat(display, visual) else { return nil }
        var attributes = XRenderPictureAttributes()
        let picture = XRenderCreatePicture(display, drawable, format, 0, &attributes)
        return RenderPicture(connection: connection, picture: picture, pixmap: nil)
    }

    /// An endless plain `color`.
    static func solid(_ color: Color, connection: XConnection) -> RenderPicture {
        var value = color.renderColor
        return RenderPicture(
            connection: connection, picture: XRenderCreateSolidFill(connection.display, &value), pixmap: nil)
    }

    /// A mask that lets `alpha` of what is composed through it.
    static func opacity(_ alpha: Double, connection: XConnection) -> RenderPicture {
        solid(Color(white: 0, alpha: alpha), connection: connection)
    }

    /// A radial gradient, `inner` at `center` to `outer` at `radius` and beyond (pixels).
    static func radialGradient(
        center: (x: Double, y: Double), radius: Double, inner: Color, outer: Color, connection: XConnection
    ) -> RenderPicture {
        let fixedCenter = (x: XFixed(fixed: center.x), y: XFixed(fixed: center.y))
        var circles = XRadialGradient(
            inner: XCircle(x: fixedCenter.x, y: fixedCenter.y, radius: 0),
            outer: XCircle(x: fixedCenter.x, y: fixedCenter.y, radius: XFixed(fixed: radius)))
        var stops = [XFixed(fixed: 0), XFixed(fixed: 1)]
        // Gradient stops are straight colours; the server premultiplies as it interpolates.
        var colors = [inner, outer].map {
            XRenderColor(
                red: UInt16(channel: $0.red), green: UInt16(channel: $0.green), blue: UInt16(channel: $0.blue),
                alpha: UInt16(channel: $0.alpha))
        }
        let picture = XRenderCreateRadialGradient(connection.display, &circles, &stops, &colors, 2)
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatPad
        XRenderChangePicture(connection.display, picture, UInt(CPRepeat), &attributes)
        return RenderPicture(connection: connection, picture: picture, pixmap: nil)
    }

    /// Sets how the picture is read when composed from: `scale` about `anchor` (in the pixels of
    /// the picture it is composed onto), with `offset` the picture's own top-left there. Scaled
    /// pictures are sampled bilinearly, as Core Animation samples a scaled layer.
    func place(at offset: (x: Int, y: Int), scale: Double, about anchor: (x: Double, y: Double)) {
        // Destination pixel d reads source pixel (d − anchor) / scale + anchor − offset.
        let inverse = 1 / scale
        var transform = XTransform()
        transform.matrix = (
            (XFixed(fixed: inverse), 0, XFixed(fixed: anchor.x - anchor.x * inverse - Double(offset.x))),
            (0, XFixed(fixed: inverse), XFixed(fixed: anchor.y - anchor.y * inverse - Double(offset.y))),
            (0, 0, XFixed(fixed: 1))
        )
        XRenderSetPictureTransform(connection.display, picture, &transform)
        XRenderSetPictureFilter(connection.display, picture, scale == 1 ? "nearest" : "bilinear", nil, 0)
    }

    /// Reads beyond the picture's edges as its edge pixels (`RepeatPad`), so a scaled or filtered read
    /// near an edge does not fade to transparent.
    func extendEdges() {
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatPad
        XRenderChangePicture(connection.display, picture, UInt(CPRepeat), &attributes)
    }

    /// Reads the picture through a one-dimensional convolution with `weights` (an odd count), across
    /// or down; replaces the filter `place` set (call it after `place`, at scale 1).
    func convolve(with weights: [Double], across: Bool) {
        let size = XFixed(fixed: Double(weights.count))
        let one = XFixed(fixed: 1)
        var parameters = (across ? [size, one] : [one, size]) + weights.map { XFixed(fixed: $0) }
        XRenderSetPictureFilter(connection.display, picture, "convolution", &parameters, Int32(parameters.count))
    }

    /// Composes `source` (through `mask`, when given) onto `area` of this picture: `over` blends,
    /// otherwise the area is replaced. `source` is read at the same coordinates as this picture,
    /// through its transform (`place`).
    func compose(_ source: RenderPicture, mask: RenderPicture? = nil, over: Bool = true, in area: PixelRect) {
        guard !area.isEmpty else { return }
        XRenderComposite(
            connection.display, Int32(over ? PictOpOver : PictOpSrc), source.picture, mask?.picture ?? 0, picture,
            Int32(area.x), Int32(area.y), 0, 0, Int32(area.x), Int32(area.y), UInt32(area.width),
            UInt32(area.height))
    }

    /// Keeps what the picture holds inside `polygon` (pixels), antialiased, and clears the rest of the
    /// polygon's bounding box (what lies beyond it is left alone): the server rasterises the edges
    /// itself, so a shape costs a request, not an image sent.
    func keep(inside polygon: [Point]) {
        guard polygon.count >= 3 else { return }
        let display = connection.display
        let opaque = RenderPicture.solid(Color(white: 1), connection: connection)
        var points = polygon.map { XPointDouble(x: $0.x, y: $0.y) }
        // InReverse (Porter–Duff "destination in"): what is here, times the polygon's coverage.
        XRenderCompositeDoublePoly(
            display, Int32(PictOpInReverse), opaque.picture, picture,
            XRenderFindStandardFormat(display, Int32(PictStandardA8)), 0, 0, 0, 0, &points, Int32(points.count), 0)
    }

    /// Fills `area` with `color`, blended over what is there or replacing it.
    func fill(_ area: PixelRect, with color: Color, over: Bool = true) {
        guard !area.isEmpty else { return }
        var value = color.renderColor
        XRenderFillRectangle(
            connection.display, Int32(over ? PictOpOver : PictOpSrc), picture, &value, Int32(area.x),
            Int32(area.y), UInt32(area.width), UInt32(area.height))
    }
}

extension Color {
    /// Premultiplied, as XRender takes solid colours.
    fileprivate var renderColor: XRenderColor {
        XRenderColor(
            red: UInt16(channel: red * alpha), green: UInt16(channel: green * alpha),
            blue: UInt16(channel: blue * alpha), alpha: UInt16(channel: alpha))
    }
}

extension UInt16 {
    /// A 0…1 colour channel as XRender's 16 bits.
    fileprivate init(channel: Double) {
        self = UInt16((Swift.min(1, Swift.max(0, channel.isNaN ? 0 : channel)) * 65535).rounded())
    }
}

extension XFixed {
    /// XRender's 16.16 fixed point (`XDoubleToFixed`, a macro Swift cannot import).
    fileprivate init(fixed value: Double) {
        self = XFixed((value * 65536).rounded())
    }
}
