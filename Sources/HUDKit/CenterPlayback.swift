import HUDCore
import HUDSurfaces

/// The Notification Center on a manual clock, without a display: `hud render center`, its goldens
/// and motion strips. The panel opens at time 0 on the entries given; with `hideAt` it closes then.
package final class CenterPlayback {
    /// When a settled image is taken: the entrance has come to rest.
    package static let settledTime = 2.0

    package let panel: NotificationCenterPanel
    private let timeline: PlaybackTimeline

    /// `entries`' times are seconds before the panel opens, negated (an entry 300 s old was posted
    /// at -300); `expanded` names the apps whose stacks are expanded, `selected` the selected card,
    /// `focused` the control Tab has brought the keyboard focus to.
    /// Throws `HUDError` for a bad canvas or a NaN or negative `hideAt`.
    package init(
        entries: [CenterEntry], options: BannerStackOptions, snapshot: SnapshotOptions,
        renderer: SnapshotRenderer, date: String, doNotDisturb: Bool = false, expanded: [String] = [],
        selected: UInt32? = nil, focused: NotificationCenterLayout.Target? = nil, hideAt: Double? = nil
    ) throws {
        timeline = try PlaybackTimeline(hideAt: hideAt)
        let context = try PlaybackTimeline.layoutContext(snapshot: snapshot, blur: options.blur, renderer: renderer)
        panel = NotificationCenterPanel(
            options: options, animator: Animator(clock: timeline.clock), layoutContext: { context },
            date: { date })
        panel.setEntries(entries)
        panel.setDoNotDisturb(doNotDisturb)
        for app in expanded { panel.expand(app: app) }
        if let selected { panel.select(selected) }
        panel.open()
        if let focused { panel.focus(focused) }
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
        return playback.panel.layout
    }

    /// The panel `time` seconds after it began to open; nil once it has closed. Times must not go
    /// backwards.
    package func scene(at time: Double) throws -> Scene? {
        try timeline.advance(to: time, isShown: panel.isOpen) { panel.close() }
        return panel.currentScene
    }
}
