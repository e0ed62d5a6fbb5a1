/// Loads an `app_icon` or `image-path`: an absolute path, a `file://` URI, or an icon name looked
/// up in the icon theme. Implemented over GdkPixbuf by the server; tests use fakes.
public protocol ImageLoading: Sendable {
    /// The image scaled to fit `pixels` a side (at most `BannerImage.maximumSide`), or why not.
    func image(for reference: String, pixels: Int) -> BannerImageResult
}
