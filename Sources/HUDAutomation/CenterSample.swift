import HUDKit

/// One Notification Center drawn as a golden image, settled or as a motion strip of its opening
/// and closing.
package struct CenterSample: Sendable {
    package let name: String
    package let entries: [CenterEntry]
    package let options: BannerStackOptions
    package let snapshot: SnapshotOptions
    package let expanded: [String]
    package let selected: UInt32?
    package let focused: NotificationCenterLayout.Target?
    package let doNotDisturb: Bool
    /// With a reply, that card's reply field is open holding its text (empty: the placeholder).
    package let reply: (id: UInt32, text: String)?
    /// A motion strip's instants; empty for one settled image.
    package let times: [Double]
    package let hideAt: Double?

    package init(
        _ name: String, _ entries: [CenterEntry], options: BannerStackOptions = BannerStackOptions(),
        snapshot: SnapshotOptions = CenterSample.canvas, expanded: [String] = [], selected: UInt32? = nil,
        focused: NotificationCenterLayout.Target? = nil, doNotDisturb: Bool = false,
        reply: (id: UInt32, text: String)? = nil, times: [Double] = [], hideAt: Double? = nil
    ) {
        self.name = name
        self.entries = entries
        self.options = options
        self.snapshot = snapshot
        self.expanded = expanded
        self.selected = selected
        self.focused = focused
        self.doNotDisturb = doNotDisturb
        self.reply = reply
        self.times = times
        self.hideAt = hideAt
    }

    /// A 640 × 600 monitor: the 384-point column on its right, the backdrop beside it.
    package static let canvas = SnapshotOptions(size: Size(width: 640, height: 600))
    /// The header's date in every sample: a fixed one, so the images do not change with the day.
    package static let date = "Wednesday 2 December"

    /// The settled panel, or the strip of its motion, each cell around the panel's edge, where the
    /// slide is seen.
    package func render(with renderer: SnapshotRenderer) throws -> Image {
        let playback = try CenterPlayback(
            entries: entries, options: options, snapshot: snapshot, renderer: renderer, date: Self.date,
            doNotDisturb: doNotDisturb, expanded: expanded, selected: selected, focused: focused, hideAt: hideAt)
        if let reply {
            playback.surface.openReplyField(id: reply.id)
            playback.surface.handle(InteractionEvent.paste(reply.text))
        }
        return try PlaybackImage.render(
            times: times, settledTime: CenterPlayback.settledTime, snapshot: snapshot, renderer: renderer,
            cell: Size(width: 400, height: 340), focus: Point(x: snapshot.size.width * snapshot.scale - 200, y: 170),
            scene: playback.scene(at:))
    }
}
