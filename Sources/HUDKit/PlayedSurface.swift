import HUDStage

/// A surface a `SurfacePlayback` steps on its manual clock, without a display: a stack of banners,
/// the Notification Center.
package protocol PlayedSurface: StageSurface {
    /// Whether something it shows is still open: only then has the playback's hide time anything to
    /// close.
    var isOpen: Bool { get }
    /// What the playback's hide time does to it: its exit begins.
    func hide()
}
