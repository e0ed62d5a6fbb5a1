import Glibc
import HUDCore
import HUDNotificationBoard
import HUDSurfaces

/// `app_icon` and `image-path` references loaded with GdkPixbuf: an absolute path, a `file://` URI,
/// or an icon name found through the icon theme. Files over `maximumFileBytes`, or whose header
/// declares more than `RawImage.maximumSide` a side (a decompression bomb), are refused unread.
public struct PixbufImages: ImageLoading {
    public static let maximumFileBytes = 16 << 20

    private let icons: IconLookup

    public init(icons: IconLookup) {
        self.icons = icons
    }

    public func image(for reference: String, pixels: Int) -> BannerImageResult {
        let path: String
        if reference.hasPrefix("file://") {
            guard let decoded = Self.path(fromFileURI: reference) else { return .failure("not a local file URI") }
            path = decoded
        } else if reference.hasPrefix("/") {
            path = reference
        } else {
            guard let found = icons.path(for: reference, size: pixels) else {
                return .failure("no such icon in the theme")
            }
            path = found
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .failure("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure("\(path) is not a regular file") }
        guard status.st_size <= Self.maximumFileBytes else {
            return .failure("\(path) is \(status.st_size) bytes; images over \(Self.maximumFileBytes) are not read")
        }
        guard let header = Pixbuf.header(of: path) else {
            return .failure("\(path) is no image format GdkPixbuf reads")
        }
        // An SVG's nominal size says nothing about the cost of drawing it small.
        if header.format != "svg", header.width > RawImage.maximumSide || header.height > RawImage.maximumSide {
            return .failure(
                "\(path) is \(header.width)×\(header.height); at most \(RawImage.maximumSide) a side is read")
        }
        do {
            return try Pixbuf(path: path, fitting: min(pixels, BannerImage.maximumSide)).bannerImage
        } catch {
            return .failure(error.description)
        }
    }

    /// `file:///a%20b.png` → `/a b.png`; nil for another host or a bad escape.
    static func path(fromFileURI uri: String) -> String? {
        var rest = Substring(uri.dropFirst("file://".count))
        if rest.hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        guard rest.hasPrefix("/") else { return nil }
        var bytes: [UInt8] = []
        var utf8 = rest.utf8.makeIterator()
        while let byte = utf8.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.next(), let low = utf8.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16), value != 0
            else { return nil }
            bytes.append(value)
        }
        return String(repairing: bytes)
    }
}
