import HUDCore

/// How tall each stack of the Notification Center's list was when last laid out, and where its
/// cards sat in it: a stack out of view whose extent is known is passed over rather than laid out
/// again, so that a wheel step or a key lays out the stacks in view, not a list of hundreds. Kept
/// for one card width and scale; another of either starts it afresh. Not `Sendable`: one panel's.
package final class CenterGroupExtents {
    struct Extent {
        var group: NotificationGroup
        var isExpanded: Bool
        /// The reply field open in one of its cards, which sets that card's height.
        var reply: ReplyField?
        var height: Double
        /// Each selectable card's top and bottom, from the stack's top.
        var spans: [UInt32: ClosedRange<Double>]
    }

    private var extents: [String: Extent] = [:]
    private var cardWidth = 0.0, scale = 0.0

    package init() {}

    /// The extent of `group` as it was laid out, when nothing of it has changed since.
    func extent(
        of group: NotificationGroup, isExpanded: Bool, reply: ReplyField?, cardWidth: Double, scale: Double
    ) -> Extent? {
        guard cardWidth == self.cardWidth, scale == self.scale, let extent = extents[group.app],
            extent.isExpanded == isExpanded, extent.group == group, extent.reply == reply
        else { return nil }
        return extent
    }

    /// What a layout found: the list's stacks, by app (those gone from the list are forgotten).
    func replace(with extents: [String: Extent], cardWidth: Double, scale: Double) {
        self.extents = extents
        self.cardWidth = cardWidth
        self.scale = scale
    }
}
