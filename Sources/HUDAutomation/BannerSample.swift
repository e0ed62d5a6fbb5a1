import HUDCore
import HUDKit
import HUDSurfaces

/// One named stack of banners drawn as a golden image, settled or as a motion strip.
package struct BannerSample: Sendable {
    package let name: String
    /// Posted oldest first.
    package let banners: [NotificationBanner]
    package let options: BannerStackOptions
    package let snapshot: SnapshotOptions
    /// A motion strip's instants; empty for one settled image.
    package let times: [Double]
    package let hideAt: Double?
    /// With a reply, the newest banner's reply field is open holding it (empty: its placeholder).
    package let reply: String?

    package init(
        _ name: String, _ banners: [NotificationBanner], options: BannerStackOptions = BannerStackOptions(),
        snapshot: SnapshotOptions = BannerSample.canvas, times: [Double] = [], hideAt: Double? = nil,
        reply: String? = nil
    ) {
        self.name = name
        self.banners = banners
        self.options = options
        self.snapshot = snapshot
        self.times = times
        self.hideAt = hideAt
        self.reply = reply
    }

    /// A 480 × 420 monitor: room for a stack of three in the top-right corner.
    package static let canvas = SnapshotOptions(size: Size(width: 480, height: 420))

    /// The settled stack, or the strip of its motion.
    package func render(with renderer: SnapshotRenderer) throws -> Image {
        let playback = try BannerPlayback(
            banners: banners, options: options, snapshot: snapshot, renderer: renderer, hideAt: hideAt)
        if let reply {
            playback.surface.openReplyField(id: UInt32(banners.count))
            playback.surface.handle(InteractionEvent.paste(reply))
        }
        // Each cell is cropped to the stack's corner.
        let corner = Point(
            x: options.position.isTop ? snapshot.size.width * snapshot.scale - 200 : 200,
            y: options.position.isTop ? 130 : snapshot.size.height * snapshot.scale - 130)
        return try PlaybackImage.render(
            times: times, settledTime: BannerPlayback.settledTime, snapshot: snapshot, renderer: renderer,
            cell: Size(width: 400, height: 260), focus: corner, scene: playback.scene(at:))
    }
}
