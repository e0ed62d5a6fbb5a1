import CGIO
import HUDBus
import HUDCore
import HUDNotificationBoard
import HUDSurfaces

/// One GdkPixbuf, owned: loaded from a file by GdkPixbuf's own loaders (PNG, SVG through librsvg,
/// XPM, …), unreferenced when this goes.
final class Pixbuf {
    private let pixbuf: OpaquePointer

    /// Loads `path` scaled to fit `side` pixels (aspect kept), or throws GdkPixbuf's message.
    init(path: String, fitting side: Int) throws(GLibError) {
        var error: UnsafeMutablePointer<GError>?
        guard let loaded = gdk_pixbuf_new_from_file_at_scale(path, Int32(side), Int32(side), 1, &error) else {
            throw GLibError(consuming: UnsafeMutableRawPointer(error)?.assumingMemoryBound(to: GError.self))
        }
        pixbuf = loaded
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
    }

    /// The format's name and nominal size, read from the header alone; nil when no loader knows the file.
    static func header(of path: String) -> (format: String, width: Int, height: Int)? {
        var width: Int32 = 0
        var height: Int32 = 0
        guard let format = gdk_pixbuf_get_file_info(path, &width, &height) else { return nil }
        return (String(cString: gdk_pixbuf_format_get_name(format)), Int(width), Int(height))
    }

    /// The pixels as a banner image (straight RGBA, at most `BannerImage.maximumSide` a side).
    var bannerImage: BannerImageResult {
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let rowstride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let count = Int(gdk_pixbuf_get_byte_length(pixbuf))
        guard let pixels = gdk_pixbuf_read_pixels(pixbuf) else { return .failure("no pixels") }
        let raw = RawImage(
            width: width, height: height, rowstride: rowstride, hasAlpha: gdk_pixbuf_get_has_alpha(pixbuf) != 0,
            bitsPerSample: Int(gdk_pixbuf_get_bits_per_sample(pixbuf)), channels: channels,
            bytes: Array(UnsafeBufferPointer(start: pixels, count: count)))
        return raw.bannerImage()
    }
}
