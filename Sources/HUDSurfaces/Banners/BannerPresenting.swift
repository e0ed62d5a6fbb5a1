import HUDCore

/// Shows notification banners: a stack of them at a corner of a monitor, newest on top.
/// Callable from any thread; events arrive on the presenter's own thread.
public protocol BannerPresenting: Sendable {
    /// Shows `banner` under `id`, or updates the banner already shown under `id` in place.
    func post(id: UInt32, banner: BannerContent, expiry: BannerExpiry)
    /// Shows `banner` under `id` in the place of banner `old`, which goes without a `closed` event:
    /// the same card, updated without an entrance, its expiry restarted. Posts it as new when `old`
    /// is not shown or waiting.
    func replace(_ old: UInt32, with id: UInt32, banner: BannerContent, expiry: BannerExpiry)
    /// Takes the banner `id` away; its `closed` event carries `reason`. Unknown ids are ignored.
    func close(id: UInt32, reason: BannerCloseReason)
    /// Opens the reply field of banner `id` when it offers a reply; nothing otherwise.
    func openReply(id: UInt32)
    /// Where `actionInvoked` and `closed` events go; replaces the handler set before.
    func setEventHandler(_ handler: @escaping @Sendable (BannerEvent) -> Void)
}

extension BannerPresenting {
    /// For presenters without a reply field: nothing opens.
    public func openReply(id: UInt32) {}

    /// For presenters without a place to keep: `old` leaves (with a `closed` event) and `id` enters.
    public func replace(_ old: UInt32, with id: UInt32, banner: BannerContent, expiry: BannerExpiry) {
        close(id: old, reason: .expired)
        post(id: id, banner: banner, expiry: expiry)
    }
}
