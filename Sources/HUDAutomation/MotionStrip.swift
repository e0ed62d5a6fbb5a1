import HUDKit
import HUDSystem

/// Frames of one overlay's motion at chosen instants, laid out as a captioned contact sheet:
/// how a spring or a fade is looked at, and kept, as a golden image.
public struct MotionStrip: Sendable {
    /// A file-safe name, used for the golden image.
    public let name: String
    /// Whose motion is drawn.
    public let overlay: Overlay
    /// Seconds after the show starts, one frame per time.
    public let times: [Double]
    /// When the exit starts; nil for an entrance alone.
    public let hideAt: Double?
    /// A show of the same kind while it is up: when, and what it shows then.
    public let update: (time: Double, overlay: Overlay)?
    /// Where each frame is cropped around, in the image's pixels; nil for its centre.
    public let focus: Point?

    /// A strip named `name` of `overlay` at `times`.
    public init(
        _ name: String, _ overlay: Overlay, times: [Double], hideAt: Double? = nil,
        update: (time: Double, overlay: Overlay)? = nil, focus: Point? = nil
    ) {
        self.name = name
        self.overlay = overlay
        self.times = times
        self.hideAt = hideAt
        self.update = update
        self.focus = focus
    }

    /// Draws the overlay at each time with `snapshots`, captioned with the time, up to five frames a row.
    public func render(with snapshots: SnapshotRenderer, options: SnapshotOptions = SnapshotOptions()) throws -> Image {
        let scene = try snapshots.scene(for: overlay, options: options)
        let playback = try HeadlessPlayback(scene: scene, motion: .standard(for: overlay), hideAt: hideAt)
        let empty = Scene(size: options.size, nodes: [], blocksInput: false)
        var pendingUpdate = try update.map {
            (time: $0.time, scene: try snapshots.scene(for: $0.overlay, options: options))
        }
        let cells = try times.sorted().map { time in
            if let change = pendingUpdate, change.time <= time {
                try playback.update(to: change.scene, at: change.time)
                pendingUpdate = nil
            }
            let frame = try playback.scene(at: time) ?? empty
            return (
                caption: "t = \(FixedPoint.text(time, decimals: 3)) s",
                image: try snapshots.image(of: frame, options: options),
                focus: focus
            )
        }
        var sheet = ContactSheet()
        sheet.columns = min(cells.count, 5)
        return try sheet.render(cells, with: snapshots)
    }
}

extension Gallery {
    /// The motions kept as golden images: the seed card's spring in and out, the toast's fade, the
    /// system alert's entrance, the spinner's steps and a level HUD changed in place.
    public static let motions: [MotionStrip] = [
        MotionStrip(
            "motion-card-spring",
            .card(
                CardAlertModel(
                    title: "Spring", message: "0.25 s, damping 0.8, velocity 1", sure: "OK", cancel: "Cancel")),
            times: [0, 1.0 / 60, 2.0 / 60, 0.05, 0.1, 0.15, 0.25, 0.5, 0.55, 0.6], hideAt: 0.5),
        MotionStrip(
            "motion-toast-fade", .toast(ToastModel(text: "Fading toast")),
            times: [0, 0.1, 0.2, 0.3, 1.0, 1.8, 1.9, 2.0, 2.05, 2.1]),
        MotionStrip(
            "motion-alert-entrance",
            alert(
                title: "Entrance", message: "Spring from 1.2 with a fade.",
                actions: [AlertAction(title: "OK")]),
            times: [0, 0.05, 0.1, 0.2, 0.404]),
        MotionStrip(
            "motion-loading-spinner", .loading(LoadingHUDModel(text: "Loading...")),
            times: [0.2, 0.2 + 1.0 / 12, 0.2 + 2.0 / 12, 0.2 + 3.0 / 12, 0.2 + 4.0 / 12]),
        // Up at 30, turned up to 70 at 0.45 s (in place, no second entrance), gone 1 s after that.
        MotionStrip(
            "motion-osd-update", .levelHUD(.volume(30)),
            times: [0, 0.075, 0.15, 0.4, 0.5, 1.4, 1.5, 1.6, 1.7, 1.8],
            update: (time: 0.45, overlay: .levelHUD(.volume(70))), focus: Point(x: 400, y: 400)),
    ]
}
