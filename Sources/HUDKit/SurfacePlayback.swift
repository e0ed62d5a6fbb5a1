import HUDCore
import HUDSurfaces

/// A stack of banners or the Notification Center on a manual clock, without a display: `hud render
/// banner` and `center`, their goldens and motion strips. It appears at time 0; with `hideAt`, its
/// exit begins then.
package final class SurfacePlayback<Surface: PlayedSurface> {
    /// When a settled image is taken: every entrance has come to rest.
    package static var settledTime: Double { 2.0 }

    package let surface: Surface
    private let timeline: PlaybackTimeline

    /// `make` builds the surface on the playback's clock, in `snapshot`'s canvas measured with
    /// `renderer`'s fonts, on the material `blur` asks for. Throws `HUDError` for a bad canvas or a
    /// NaN or negative `hideAt`.
    init(
        snapshot: SnapshotOptions, blur: BlurMode, renderer: SnapshotRenderer, hideAt: Double?,
        make: (Animator, LayoutContext) -> Surface
    ) throws {
        timeline = try PlaybackTimeline(hideAt: hideAt)
        let context = try PlaybackTimeline.layoutContext(snapshot: snapshot, blur: blur, renderer: renderer)
        surface = make(Animator(clock: timeline.clock), context)
    }

    /// The surface `time` seconds after it appeared; nil once it has gone. Times must not go
    /// backwards.
    package func scene(at time: Double) throws -> Scene? {
        try timeline.advance(to: time, isShown: surface.isOpen) { surface.hide() }
        return surface.currentScene
    }
}
