import CCairo
import HUDCore

/// Draws decoded pixels (a notification's icon or thumbnail) scaled to cover a rounded frame.
/// Each image is converted to a premultiplied Cairo surface once and kept while it is drawn: a
/// banner's slide repaints its icon on every frame.
final class ImagePainter {
    private var surfaces: [BannerImage: CairoImage] = [:]
    /// Three banners' icons and thumbnails, with room to spare; older conversions are dropped
    /// wholesale, so a long-lived daemon keeps at most a few megabytes of them.
    private let capacity = 8

    /// Paints `image` over `frame`, cropped to the frame's aspect about its centre, inside `radii`.
    func draw(_ image: BannerImage, in frame: Rect, radii: CornerRadii, alpha: Double, on context: DrawingContext) {
        guard frame.width > 0, frame.height > 0, let surface = surface(for: image) else { return }
        let factor = max(frame.width / Double(image.width), frame.height / Double(image.height))
        let drawn = Size(width: Double(image.width) * factor, height: Double(image.height) * factor)
        context.isolated {
            context.newPath()
            context.addRoundedRect(frame, radii: radii)
            context.clip()
            context.translate(frame.midX - drawn.width / 2, frame.midY - drawn.height / 2)
            context.scale(factor)
            cairo_set_source_surface(context.cairo, surface.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context.cairo), CAIRO_FILTER_GOOD)
            cairo_paint_with_alpha(context.cairo, alpha)
        }
    }

    /// Drops every converted image.
    func trim() {
        surfaces = [:]
    }

    private func surface(for image: BannerImage) -> CairoImage? {
        if let cached = surfaces[image] { return cached }
        guard let surface = try? CairoImage(width: image.width, height: image.height) else { return nil }
        surface.setPixels(Self.premultipliedARGB(image))
        if surfaces.count >= capacity { surfaces.removeAll(keepingCapacity: true) }
        surfaces[image] = surface
        return surface
    }

    /// Straight RGBA bytes to Cairo's premultiplied ARGB words.
    static func premultipliedARGB(_ image: BannerImage) -> [UInt32] {
        var words = [UInt32]()
        words.reserveCapacity(image.width * image.height)
        let bytes = image.rgba
        var index = 0
        while index + 3 < bytes.count {
            let alpha = UInt32(bytes[index + 3])
            func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
            words.append(
                alpha << 24 | premultiplied(bytes[index]) << 16 | premultiplied(bytes[index + 1]) << 8
                    | premultiplied(bytes[index + 2]))
            index += 4
        }
        return words
    }
}
