import HUDCore

/// A stack of banners on a manual clock, without a display: `hud render banner`, the banner
/// goldens and their motion strips. The banners are posted at time 0, oldest first, so the last
/// one is the newest, on top.
package final class BannerPlayback {
    /// When a settled image is taken: every entrance has come to rest.
    package static let settledTime = 2.0

    package let stack: BannerStack
    private let clock = ManualClock()
    private let hideAt: Double?

    /// With `hideAt`, every banner is closed then (their exits play). Throws `HUDError` for a bad
    /// canvas or a NaN or negative `hideAt`.
    package init(
        banners: [NotificationBanner], options: BannerStackOptions, snapshot: SnapshotOptions,
        renderer: SnapshotRenderer, hideAt: Double? = nil
    ) throws {
        if let hideAt, !(hideAt.isFinite && hideAt >= 0) {
            throw HUDError.invalidDuration(name: "hide time", value: hideAt)
        }
        self.hideAt = hideAt
        let context = try LayoutContext(
            canvas: snapshot.size, scale: snapshot.scale,
            measurer: renderer.renderer.textCache, material: Material(options.blur, blurs: true))
        stack = BannerStack(options: options, animator: Animator(clock: clock), layoutContext: { context })
        for (index, banner) in banners.enumerated() {
            stack.post(id: UInt32(index + 1), banner: banner, expiry: .never)
        }
    }

    /// The stack `time` seconds after the banners were posted; nil once all have gone. Times must
    /// not go backwards.
    package func scene(at time: Double) throws -> Scene? {
        guard time.isFinite, time >= clock.now else { throw HUDError.invalidDuration(name: "time", value: time) }
        if let hideAt, hideAt <= time, !stack.openIDs.isEmpty {
            clock.advance(to: max(hideAt, clock.now))
            stack.closeAll(reason: .closedByCall)
        }
        clock.advance(to: time)
        return stack.currentScene
    }
}
