import HUDKit

/// A stack of banners drawn as a golden image, each cell of its motion cropped to the stack's corner.
package typealias BannerSample = PlaybackSample<BannerStack>

extension PlaybackSample where Surface == BannerStack {
    /// `banners` are posted oldest first. With a reply, the newest banner's reply field is open
    /// holding it (empty: its placeholder).
    package init(
        _ name: String, _ banners: [BannerContent], options: BannerStackOptions = BannerStackOptions(),
        snapshot: SnapshotOptions = BannerSample.canvas, times: [Double] = [], hideAt: Double? = nil,
        reply: String? = nil
    ) {
        let corner = Point(
            x: options.position.isTop ? snapshot.size.width * snapshot.scale - 200 : 200,
            y: options.position.isTop ? 130 : snapshot.size.height * snapshot.scale - 130)
        self.init(
            name: name, snapshot: snapshot, times: times, cell: Size(width: 400, height: 260), focus: corner,
            reply: reply.map { (UInt32(banners.count), $0) }
        ) { renderer in
            try BannerPlayback(
                banners: banners, options: options, snapshot: snapshot, renderer: renderer, hideAt: hideAt)
        }
    }

    /// A 480 × 420 monitor: room for a stack of three in the top-right corner.
    package static var canvas: SnapshotOptions { SnapshotOptions(size: Size(width: 480, height: 420)) }
}
