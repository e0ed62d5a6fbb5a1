/// Decoded pixels: straight (not premultiplied) RGBA, 4 bytes a pixel, rows packed with no padding.
/// Loaders scale images down to at most `maximumSide` pixels a side before they get here.
public struct BannerImage: Hashable, Sendable {
    public static let maximumSide = 256

    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    /// nil unless `1...maximumSide` bounds both sides and `rgba` holds exactly width × height × 4 bytes.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height),
            rgba.count == width * height * 4
        else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
