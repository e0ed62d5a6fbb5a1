import HUDCore
import HUDSurfaces

/// Scales straight-alpha pixels down to fit a side (`BannerImage.maximumSide` unless said) by
/// averaging each target pixel's source area, weighting colour by alpha so transparent pixels do
/// not darken edges. Images that already fit are copied unchanged.
public struct ImageScaler {
    public typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    let width: Int
    let height: Int
    let pixel: (Int, Int) -> Pixel

    public init(width: Int, height: Int, pixel: @escaping (Int, Int) -> Pixel) {
        self.width = width
        self.height = height
        self.pixel = pixel
    }

    /// The target size: the aspect ratio kept, the longer side at most `side`.
    public static func fittedSize(
        width: Int, height: Int, side: Int = BannerImage.maximumSide
    ) -> (width: Int, height: Int) {
        guard width > side || height > side else { return (width, height) }
        if width >= height { return (side, max(1, height * side / width)) }
        return (max(1, width * side / height), side)
    }

    public func rgba(fittingIn side: Int = BannerImage.maximumSide) -> BannerImage? {
        let (targetWidth, targetHeight) = Self.fittedSize(width: width, height: height, side: side)
        var out = [UInt8]()
        out.reserveCapacity(targetWidth * targetHeight * 4)
        for ty in 0..<targetHeight {
            let y0 = ty * height / targetHeight
            let y1 = max(y0 + 1, (ty + 1) * height / targetHeight)
            for tx in 0..<targetWidth {
                let x0 = tx * width / targetWidth
                let x1 = max(x0 + 1, (tx + 1) * width / targetWidth)
                var red = 0
                var green = 0
                var blue = 0
                var alpha = 0
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let p = pixel(x, y)
                        let a = Int(p.a)
                        red += Int(p.r) * a
                        green += Int(p.g) * a
                        blue += Int(p.b) * a
                        alpha += a
                    }
                }
                let count = (y1 - y0) * (x1 - x0)
                if alpha == 0 {
                    out += [0, 0, 0, 0]
                } else {
                    out += [UInt8(red / alpha), UInt8(green / alpha), UInt8(blue / alpha), UInt8(alpha / count)]
                }
            }
        }
        return BannerImage(width: targetWidth, height: targetHeight, rgba: out)
    }
}

extension BannerImage {
    /// These pixels scaled down to fit `side`; themselves when they already do.
    public func fitted(in side: Int) -> BannerImage? {
        guard width > side || height > side else { return self }
        return rgba.withUnsafeBufferPointer { pixels in
            ImageScaler(width: width, height: height) { x, y in
                let offset = (y * width + x) * 4
                return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
            }.rgba(fittingIn: side)
        }
    }
}
