/// Where a surface or an overlay goes: which monitor, at what scale (nil: the display's), who
/// blurs beneath its material, and the language (so the direction) it is laid out in.
package struct SurfacePlacement: Hashable, Sendable {
    package var monitor: MonitorChoice
    package var scale: Double?
    package var blur: BlurMode
    /// The language its own words are laid out in, and so its direction.
    package var words: Words

    package init(monitor: MonitorChoice, scale: Double?, blur: BlurMode, words: Words) {
        self.monitor = monitor
        self.scale = scale
        self.blur = blur
        self.words = words
    }
}

/// What a surface's layout context throws until a stage has placed it.
package struct SurfaceNotPlaced: Error {
    package init() {}
}
