import HUDKit

/// The Notification Center drawn as a golden image, each cell of its opening and closing around the
/// panel's edge, where the slide is seen.
package typealias CenterSample = PlaybackSample<NotificationCenterPanel>

extension PlaybackSample where Surface == NotificationCenterPanel {
    /// `expanded` names the apps whose stacks are expanded, `selected` the selected card, `focused`
    /// the control Tab has brought the keyboard focus to. With a reply, that card's reply field is
    /// open holding its text (empty: the placeholder).
    package init(
        _ name: String, _ entries: [CenterEntry], options: BannerStackOptions = BannerStackOptions(),
        snapshot: SnapshotOptions = CenterSample.canvas, expanded: [String] = [], selected: UInt32? = nil,
        focused: NotificationCenterLayout.Target? = nil, doNotDisturb: Bool = false,
        reply: (id: UInt32, text: String)? = nil, times: [Double] = [], hideAt: Double? = nil
    ) {
        self.init(
            name: name, snapshot: snapshot, times: times, cell: Size(width: 400, height: 340),
            focus: Point(x: snapshot.size.width * snapshot.scale - 200, y: 170), reply: reply
        ) { renderer in
            try CenterPlayback(
                entries: entries, options: options, snapshot: snapshot, renderer: renderer,
                date: Self.date(in: snapshot.words ?? .english),
                doNotDisturb: doNotDisturb, expanded: expanded, selected: selected, focused: focused,
                hideAt: hideAt)
        }
    }

    /// A 640 × 600 monitor: the 384-point column on its right, the backdrop beside it.
    package static var canvas: SnapshotOptions { SnapshotOptions(size: Size(width: 640, height: 600)) }
    /// The header's date in every sample, in its language: a fixed day (Wednesday 2 December 2026),
    /// so the images do not change with the day.
    package static func date(in words: Words) -> String {
        NotificationCenterLayout.dateHeader(for: CalendarDay(year: 2026, month: 12, day: 2)!, in: words)
    }
}
