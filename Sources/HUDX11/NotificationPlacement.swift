import HUDCore
import HUDRender

/// Where the banners' stack or the Notification Center goes, as their options choose when a window
/// is about to be made: the monitor, the scale there, who blurs beneath the cards, and the layout
/// context for that monitor.
struct NotificationPlacement {
    let monitor: Monitor
    let scale: Double
    let blurSource: BlurSource
    let layoutContext: () throws -> LayoutContext

    /// nil when the monitor the options name is not there.
    init?(options: BannerStackOptions, connection: XConnection, renderer: SceneRenderer) {
        guard let monitor = try? connection.monitor(options.monitor) else { return nil }
        let scale = options.scale ?? DisplayScale.scale(fromResources: connection.resourceManagerString)
        let canvas = Size(width: monitor.frame.width / scale, height: monitor.frame.height / scale)
        let blurSource = connection.blurSource(for: options.blur)
        let material = blurSource.material(options.blur)
        self.monitor = monitor
        self.scale = scale
        self.blurSource = blurSource
        layoutContext = { [renderer] in
            try LayoutContext(
                canvas: canvas, scale: scale, appearance: nil, measurer: renderer.textCache, material: material)
        }
    }

    /// Chooses where `owner` goes and lays it out there, handing the placement to `keep` first: the
    /// layout comes back to the host, which then has it to build the window. Nothing happens while
    /// the monitor the options name is not there.
    static func place(
        _ owner: some PlacedOnMonitor, connection: XConnection, renderer: SceneRenderer,
        keep: (NotificationPlacement) -> Void
    ) {
        guard let placement = NotificationPlacement(options: owner.options, connection: connection, renderer: renderer)
        else { return }
        keep(placement)
        owner.layoutContext = placement.layoutContext
        owner.relayout()
    }
}

/// What lays itself out on the monitor a `NotificationPlacement` chooses.
protocol PlacedOnMonitor: AnyObject {
    var options: BannerStackOptions { get }
    var layoutContext: () throws -> LayoutContext { get set }
    func relayout()
}

extension BannerStack: PlacedOnMonitor {}
extension NotificationCenterPanel: PlacedOnMonitor {}
