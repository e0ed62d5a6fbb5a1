import HUDCore
import HUDSurfaces

/// The `image-data` hint's raw pixels, `(iiibiiay)`: width, height, rowstride, has-alpha,
/// bits per sample, channels, bytes. Unchecked as it arrives; `bannerImage()` validates.
public struct RawImage: Hashable, Sendable {
    /// Larger sides are refused before any pixel is read: a 4096² RGBA image is 64 MiB already.
    public static let maximumSide = 4096

    public var width: Int
    public var height: Int
    public var rowstride: Int
    public var hasAlpha: Bool
    public var bitsPerSample: Int
    public var channels: Int
    public var bytes: [UInt8]

    public init(
        width: Int, height: Int, rowstride: Int, hasAlpha: Bool, bitsPerSample: Int, channels: Int,
        bytes: [UInt8]
    ) {
        self.width = width
        self.height = height
        self.rowstride = rowstride
        self.hasAlpha = hasAlpha
        self.bitsPerSample = bitsPerSample
        self.channels = channels
        self.bytes = bytes
    }

    /// The largest byte count a valid image can have, so a bus layer can refuse a bigger array
    /// before copying it.
    public static var maximumByteCount: Int { maximumSide * maximumSide * 4 }

    /// What is wrong with the header or the byte count, or nil when the pixels can be read.
    public var fault: String? {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            return "image-data is \(width)×\(height); each side must be 1…\(Self.maximumSide)"
        }
        guard bitsPerSample == 8 else { return "image-data has \(bitsPerSample) bits per sample; only 8 is supported" }
        guard channels == (hasAlpha ? 4 : 3) else {
            return "image-data has \(channels) channels with has-alpha \(hasAlpha); expected \(hasAlpha ? 4 : 3)"
        }
        guard rowstride >= width * channels else {
            return "image-data's rowstride \(rowstride) does not fit width \(width) × \(channels) channels"
        }
        // The last row need not be padded to the rowstride (GdkPixbuf's own layout).
        let needed = (height - 1) * rowstride + width * channels
        guard bytes.count >= needed, bytes.count <= Self.maximumByteCount else {
            return "image-data holds \(bytes.count) bytes; \(width)×\(height) at rowstride \(rowstride) needs \(needed)"
        }
        return nil
    }

    /// Straight RGBA scaled down (by area averaging) to fit `BannerImage.maximumSide`, or nil with a fault.
    public func bannerImage() -> BannerImageResult {
        if let fault { return .failure(fault) }
        return bytes.withUnsafeBufferPointer { pixels in
            let scaled = ImageScaler(width: width, height: height) { x, y in
                let offset = y * rowstride + x * channels
                return (pixels[offset], pixels[offset + 1], pixels[offset + 2], hasAlpha ? pixels[offset + 3] : 255)
            }.rgba()
            return scaled.map(BannerImageResult.success) ?? .failure("image-data could not be scaled")
        }
    }
}
