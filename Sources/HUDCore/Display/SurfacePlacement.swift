/// Where a surface or an overlay goes: which monitor, at what scale (nil: the display's), and who
/// blurs beneath its material.
package struct SurfacePlacement: Hashable, Sendable {
    package var monitor: MonitorChoice
    package var scale: Double?
    package var blur: BlurMode

    package init(monitor: MonitorChoice, scale: Double?, blur: BlurMode) {
        self.monitor = monitor
        self.scale = scale
        self.blur = blur
    }
}

/// What a surface's layout context throws until a stage has placed it.
package struct SurfaceNotPlaced: Error {
    package init() {}
}
