import HUDCore
import HUDSurfaces

/// Where a surface or an overlay goes on a display, as its placement choice resolves when windows
/// are about to be made: the monitor, the scale there, who blurs beneath its cards and the part of
/// the monitor the desktop's panels leave free.
struct MonitorPlacement {
    let monitor: Monitor
    let scale: Double
    let blurSource: BlurSource
    /// In points of the canvas.
    let workArea: Rect
    /// Light or dark as the desktop prefers; nil when it says nothing.
    let desktopAppearance: Appearance?

    /// Throws when the monitor `choice` names is not there.
    init(_ choice: SurfacePlacement, connection: XConnection) throws {
        monitor = try connection.monitor(choice.monitor)
        scale = choice.scale ?? DisplayScale.scale(fromResources: connection.resourceManagerString)
        blurSource = connection.blurSource(for: choice.blur)
        workArea = monitor.canvasRect(of: connection.workArea(of: monitor), scale: scale)
        desktopAppearance = connection.desktopAppearance
    }

    /// The monitor in points.
    var canvas: Size { Size(width: monitor.frame.width / scale, height: monitor.frame.height / scale) }
}
