import HUDCore

/// Where a surface or an overlay goes on a display, as its placement choice resolves when windows
/// are about to be made: the monitor, the scale there and who blurs beneath its cards.
struct MonitorPlacement {
    let monitor: Monitor
    let scale: Double
    let blurSource: BlurSource

    /// Throws when the monitor `choice` names is not there.
    init(_ choice: SurfacePlacement, connection: XConnection) throws {
        monitor = try connection.monitor(choice.monitor)
        scale = choice.scale ?? DisplayScale.scale(fromResources: connection.resourceManagerString)
        blurSource = connection.blurSource(for: choice.blur)
    }

    /// The monitor in points.
    var canvas: Size { Size(width: monitor.frame.width / scale, height: monitor.frame.height / scale) }
}
