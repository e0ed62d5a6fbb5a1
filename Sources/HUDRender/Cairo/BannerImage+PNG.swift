import CCairo
import HUDCore

extension BannerImage {
    /// The straight RGBA pixels of `surface`, scaled down (keeping its aspect) to at most
    /// `maximumSide` a side; nil for an image with no pixels.
    public init?(surface: CairoImage) {
        var source = surface
        let largest = max(surface.width, surface.height)
        if largest > Self.maximumSide {
            let factor = Double(Self.maximumSide) / Double(largest)
            let width = max(1, Int((Double(surface.width) * factor).rounded()))
            let height = max(1, Int((Double(surface.height) * factor).rounded()))
            guard let smaller = try? CairoImage(width: width, height: height) else { return nil }
            let context = DrawingContext(surface: smaller, scale: 1)
            context.paintPixels(of: surface, atDeviceX: 0, y: 0, alpha: 1, scale: factor)
            source = smaller
        }
        var rgba = [UInt8]()
        rgba.reserveCapacity(source.width * source.height * 4)
        for pixel in source.pixels() {
            let alpha = pixel >> 24
            func straight(_ shift: UInt32) -> UInt8 {
                let channel = (pixel >> shift) & 0xFF
                return alpha == 0 ? 0 : UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
            }
            rgba += [straight(16), straight(8), straight(0), UInt8(alpha)]
        }
        self.init(width: source.width, height: source.height, rgba: rgba)
    }

    /// Reads a PNG file (`hud render banner --icon`); throws what reading it threw.
    public init(pngFile path: String) throws {
        guard let image = BannerImage(surface: try CairoImage(contentsOfPNG: path)) else {
            throw CairoImage.Failure.cannotRead(path: path, reason: "no pixels")
        }
        self = image
    }
}
