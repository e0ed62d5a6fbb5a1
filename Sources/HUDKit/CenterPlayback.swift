import HUDSurfaces

/// The Notification Center played without a display. The panel opens at time 0 on the entries
/// given; at the hide time it closes.
package typealias CenterPlayback = SurfacePlayback<NotificationCenterPanel>

extension NotificationCenterPanel: PlayedSurface {
    package func hide() {
        close()
    }
}

extension SurfacePlayback where Surface == NotificationCenterPanel {
    /// `entries`' times are seconds before the panel opens, negated (an entry 300 s old was posted
    /// at -300); `expanded` names the apps whose stacks are expanded, `selected` the selected card,
    /// `focused` the control Tab has brought the keyboard focus to.
    /// Throws `HUDError` for a bad canvas or a NaN or negative `hideAt`.
    package convenience init(
        entries: [CenterEntry], options: BannerStackOptions, snapshot: SnapshotOptions,
        renderer: SnapshotRenderer, date: String, doNotDisturb: Bool = false, expanded: [String] = [],
        selected: UInt32? = nil, focused: NotificationCenterLayout.Target? = nil, hideAt: Double? = nil
    ) throws {
        try self.init(snapshot: snapshot, blur: options.blur, renderer: renderer, hideAt: hideAt) { animator, context in
            NotificationCenterPanel(options: options, animator: animator, layoutContext: { context }, date: { date })
        }
        surface.setEntries(entries)
        surface.setDoNotDisturb(doNotDisturb)
        for app in expanded { surface.expand(app: app) }
        if let selected { surface.select(selected) }
        surface.open()
        if let focused { surface.focus(focused) }
    }

    /// The panel opened on `entries` with `expanded` stacks, laid out as it rests: where a test or the
    /// demo's tour finds the part to click. Nil when it lays out to nothing.
    package static func settledLayout(
        entries: [CenterEntry], options: BannerStackOptions, snapshot: SnapshotOptions,
        renderer: SnapshotRenderer, date: String, expanded: [String] = []
    ) throws -> NotificationCenterLayout? {
        let playback = try CenterPlayback(
            entries: entries, options: options, snapshot: snapshot, renderer: renderer, date: date,
            expanded: expanded)
        _ = try playback.scene(at: settledTime)
        return playback.surface.layout
    }
}
