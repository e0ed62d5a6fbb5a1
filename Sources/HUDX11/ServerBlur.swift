import CX11
import Glibc
import HUDCore
import HUDSurfaces

/// The material's blur done by the X server, without a compositor: a picture blurred once per overlay
/// (never per frame) from the snapshot of the screen beneath. The picture is halved with bilinear
/// samples taken between four pixels (each step an exact 2 × 2 average, so a fine pattern does not
/// alias) until a pixel spans about σ/2.5, blurred there with a Gaussian convolution filter across and
/// then down, and enlarged back bilinearly. XRender has no colour matrix, so the blur is not saturated
/// here (the headless material is).
enum ServerBlur {
    /// `source` (`width` × `height` pixels from its top-left) blurred with σ = `sigma` pixels, the same size.
    static func blurred(
        _ source: RenderPicture, width: Int, height: Int, sigma: Double, connection: XConnection
    ) -> RenderPicture {
        var current = source
        var size = (width: width, height: height)
        var factor = 1
        while Double(factor * 2) <= sigma / 2.5, size.width > 1, size.height > 1 {
            let half = (width: (size.width + 1) / 2, height: (size.height + 1) / 2)
            let smaller = picture(half.width, half.height, connection: connection)
            current.place(at: (0, 0), scale: 0.5, about: (0, 0))
            current.extendEdges()
            smaller.compose(current, over: false, in: PixelRect(x: 0, y: 0, width: half.width, height: half.height))
            current = smaller
            size = half
            factor *= 2
        }
        let kernel = gaussian(sigma: sigma / Double(factor))
        let whole = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        for across in [true, false] {
            let next = picture(size.width, size.height, connection: connection)
            current.place(at: (0, 0), scale: 1, about: (0, 0))
            current.extendEdges()
            current.convolve(with: kernel, across: across)
            next.compose(current, over: false, in: whole)
            current = next
        }
        let result = picture(width, height, connection: connection)
        current.place(at: (0, 0), scale: Double(factor), about: (0, 0))
        current.extendEdges()
        result.compose(current, over: false, in: PixelRect(x: 0, y: 0, width: width, height: height))
        return result
    }

    /// An odd number of weights (3σ either side) summing to 1.
    static func gaussian(sigma: Double) -> [Double] {
        let reach = max(1, Int((3 * sigma).rounded(.up)))
        let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    private static func picture(_ width: Int, _ height: Int, connection: XConnection) -> RenderPicture {
        RenderPicture(
            connection: connection,
            pixmap: ServerPixmap(connection: connection, width: width, height: height, depth: 32))
    }
}
