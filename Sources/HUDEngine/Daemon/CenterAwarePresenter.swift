import HUDKit

/// The daemon's banners, but while the Notification Center is open a new notification goes into
/// it instead of showing a banner.
final class CenterAwarePresenter: BannerPresenting {
    private let banners: NotificationBanners
    private let center: NotificationCenterDisplay

    init(banners: NotificationBanners, center: NotificationCenterDisplay) {
        self.banners = banners
        self.center = center
    }

    func post(id: UInt32, banner: NotificationBanner, expiry: BannerExpiry) {
        guard center.isOpen else { return banners.post(id: id, banner: banner, expiry: expiry) }
        center.add(CenterEntry(id: id, banner: banner, postedAt: 0, isOpen: true))
    }

    func replace(_ old: UInt32, with id: UInt32, banner: NotificationBanner, expiry: BannerExpiry) {
        guard center.isOpen else { return banners.replace(old, with: id, banner: banner, expiry: expiry) }
        banners.close(id: old, reason: .expired)
        center.add(CenterEntry(id: id, banner: banner, postedAt: 0, isOpen: true))
    }

    func close(id: UInt32, reason: BannerCloseReason) {
        banners.close(id: id, reason: reason)
    }

    func setEventHandler(_ handler: @escaping @Sendable (BannerEvent) -> Void) {
        banners.setEventHandler(handler)
    }
}
