import HUDCore

/// One notification as the Notification Center lists it: a banner's content, when it came, and
/// whether it is still open (shown or waiting) or already closed (from the history).
package struct CenterEntry: Hashable, Sendable {
    package var id: UInt32
    package var banner: BannerContent
    /// When it arrived, in the panel's clock's seconds: its "5m ago" counts from here.
    package var postedAt: Double
    /// An open notification keeps its actions and Delete dismisses it; a closed one shows none,
    /// as the specification gives no way to invoke them once it has closed.
    package var isOpen: Bool

    package init(id: UInt32, banner: BannerContent, postedAt: Double, isOpen: Bool) {
        self.id = id
        self.banner = banner
        self.postedAt = postedAt
        self.isOpen = isOpen
    }

    /// The banner as its card shows it: a closed notification's actions are left out.
    package var shownBanner: BannerContent {
        guard !isOpen else { return banner }
        var banner = banner
        banner.actions = []
        banner.hasDefaultAction = false
        return banner
    }
}
