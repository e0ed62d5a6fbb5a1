import HUDKit
import Synchronization

/// The daemon's banners, but while the Notification Center is open a new notification goes into
/// it instead of showing a banner. One still open when the panel has closed (neither acted on,
/// removed nor closed by its sender) shows as its banner then, its timeout starting there: it
/// counts among the banners shown, and one that never expires would otherwise stay unseen.
final class CenterAwarePresenter: BannerPresenting {
    private let banners: NotificationBanners
    private let center: NotificationCenterDisplay
    /// What went into the open panel, in the order it came, not closed since.
    private let held = Mutex<[(id: UInt32, banner: BannerContent, expiry: BannerExpiry)]>([])

    init(banners: NotificationBanners, center: NotificationCenterDisplay) {
        self.banners = banners
        self.center = center
    }

    func post(id: UInt32, banner: BannerContent, expiry: BannerExpiry) {
        guard hold(id: id, banner: banner, expiry: expiry) else {
            return banners.post(id: id, banner: banner, expiry: expiry)
        }
        center.add(CenterEntry(id: id, banner: banner, postedAt: 0, isOpen: true))
    }

    func replace(_ old: UInt32, with id: UInt32, banner: BannerContent, expiry: BannerExpiry) {
        guard hold(id: id, banner: banner, expiry: expiry, replacing: old) else {
            return banners.replace(old, with: id, banner: banner, expiry: expiry)
        }
        banners.close(id: old, reason: .expired)
        center.add(CenterEntry(id: id, banner: banner, postedAt: 0, isOpen: true))
    }

    func close(id: UInt32, reason: BannerCloseReason) {
        held.withLock { $0.removeAll { $0.id == id } }
        banners.close(id: id, reason: reason)
    }

    func openReply(id: UInt32) {
        banners.openReply(id: id)
    }

    func setEventHandler(_ handler: @escaping @Sendable (BannerEvent) -> Void) {
        banners.setEventHandler(handler)
    }

    /// The panel's exit has ended: what it held shows as banners.
    func centerClosed() {
        let shown = held.withLock { held in
            defer { held = [] }
            return held
        }
        for notification in shown {
            banners.post(id: notification.id, banner: notification.banner, expiry: notification.expiry)
        }
    }

    /// Keeps the notification for the panel when it is open; false when it is not. Decided under the
    /// same lock that `centerClosed` empties, so nothing held is missed.
    private func hold(
        id: UInt32, banner: BannerContent, expiry: BannerExpiry, replacing old: UInt32? = nil
    ) -> Bool {
        held.withLock { held in
            guard center.isOpen else { return false }
            held.removeAll { $0.id == id || $0.id == old }
            held.append((id, banner, expiry))
            return true
        }
    }
}
