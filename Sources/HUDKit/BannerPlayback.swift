import HUDSurfaces

/// A stack of banners played without a display. The banners are posted at time 0, oldest first, so
/// the last one is the newest, on top; at the hide time every banner is closed, their exits play.
package typealias BannerPlayback = SurfacePlayback<BannerStack>

extension BannerStack: PlayedSurface {
    package var isOpen: Bool { !openIDs.isEmpty }

    /// As a `CloseNotification` call for each banner would.
    package func hide() {
        closeAll(reason: .closedByCall)
    }
}

extension SurfacePlayback where Surface == BannerStack {
    /// Throws `HUDError` for a bad canvas or a NaN or negative `hideAt`.
    package convenience init(
        banners: [BannerContent], options: BannerStackOptions, snapshot: SnapshotOptions,
        renderer: SnapshotRenderer, hideAt: Double? = nil
    ) throws {
        try self.init(snapshot: snapshot, blur: options.blur, renderer: renderer, hideAt: hideAt) { animator, context in
            BannerStack(options: options, animator: animator, layoutContext: { context })
        }
        for (index, banner) in banners.enumerated() {
            surface.post(id: UInt32(index + 1), banner: banner, expiry: .never)
        }
    }
}
