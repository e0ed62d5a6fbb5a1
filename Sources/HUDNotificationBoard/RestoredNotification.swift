import HUDCore
import HUDSurfaces

extension HistoryRecord {
    /// Closed `notification` as the history file keeps it; `wallOffset` turns the board's clock into
    /// the wall clock.
    init(_ notification: Notification, wallOffset: Double) {
        self.init(
            id: notification.id, appName: notification.appName, summary: notification.summary,
            body: notification.bodyText, iconName: notification.iconName, imagePath: notification.hints.imagePath,
            desktopEntry: notification.hints.desktopEntry, urgency: notification.hints.urgency,
            category: notification.hints.category,
            thumbnail: notification.hints.image?.fitted(in: HistoryRecord.thumbnailSide),
            created: notification.received + wallOffset,
            closed: (notification.closed ?? notification.received) + wallOffset)
    }
}

extension Notification {
    /// `record` as the closed notification it was, on the board's clock (the wall clock less
    /// `wallOffset`), without actions: its icon loaded again from where it was, its image data as
    /// the thumbnail kept; its `image-path` kept but not loaded, as an image can be 256 KB and a
    /// history 200 of them. Its body was kept without markup, so its `<` and `&` are escaped to
    /// read back as text.
    init(restoring record: HistoryRecord, images: any ImageLoading, wallOffset: Double) {
        var hints: [String: HintValue] = ["urgency": .byte(record.urgency.rawValue)]
        hints["category"] = record.category.map(HintValue.string)
        hints["desktop-entry"] = record.desktopEntry.map(HintValue.string)
        let body = record.body.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
        var faults: [String] = []
        self.init(
            id: record.id,
            request: NotifyRequest(
                appName: record.appName, appIcon: record.iconName, summary: record.summary, body: body, hints: hints),
            images: images, received: record.created - wallOffset, faults: &faults)
        closed = record.closed - wallOffset
        self.hints.imagePath = record.imagePath
        self.hints.image = record.thumbnail
        banner.image = record.thumbnail
    }
}
