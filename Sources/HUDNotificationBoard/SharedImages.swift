import Synchronization

/// Loads each reference once and hands out the same image after (its pixels shared, not copied):
/// a restored history of 200 notifications from a few apps holds a few icons, not 200.
final class SharedImages: ImageLoading {
    private let loader: any ImageLoading
    private let loaded = Mutex<[String: BannerImageResult]>([:])

    init(_ loader: any ImageLoading) {
        self.loader = loader
    }

    func image(for reference: String, pixels: Int) -> BannerImageResult {
        let key = "\(pixels) \(reference)"
        if let known = loaded.withLock({ $0[key] }) { return known }
        let result = loader.image(for: reference, pixels: pixels)
        loaded.withLock { $0[key] = result }
        return result
    }
}
