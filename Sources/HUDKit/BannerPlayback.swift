import HUDCore
import HUDSurfaces

/// A stack of banners on a manual clock, without a display: `hud render banner`, the banner
/// goldens and their motion strips. The banners are posted at time 0, oldest first, so the last
/// one is the newest, on top.
package final class BannerPlayback {
    /// When a settled image is taken: every entrance has come to rest.
    package static let settledTime = 2.0

    package let stack: BannerStack
    private let timeline: PlaybackTimeline

    /// With `hideAt`, every banner is closed then (their exits play). Throws `HUDError` for a bad
    /// canvas or a NaN or negative `hideAt`.
    package init(
        banners: [BannerContent], options: BannerStackOptions, snapshot: SnapshotOptions,
        renderer: SnapshotRenderer, hideAt: Double? = nil
    ) throws {
        timeline = try PlaybackTimeline(hideAt: hideAt)
        let context = try PlaybackTimeline.layoutContext(snapshot: snapshot, blur: options.blur, renderer: renderer)
        stack = BannerStack(options: options, animator: Animator(clock: timeline.clock), layoutContext: { context })
        for (index, banner) in banners.enumerated() {
            stack.post(id: UInt32(index + 1), banner: banner, expiry: .never)
        }
    }

    /// The stack `time` seconds after the banners were posted; nil once all have gone. Times must
    /// not go backwards.
    package func scene(at time: Double) throws -> Scene? {
        try timeline.advance(to: time, isShown: !stack.openIDs.isEmpty) { stack.closeAll(reason: .closedByCall) }
        return stack.currentScene
    }
}
