/// Plays an overlay's presentation on a manual clock, so any instant of its motion can be drawn
/// without a display: `hud render --time`, `--frames` and the motion goldens.
package final class HeadlessPlayback {
    /// The overlay's motion, stepped by the manual clock.
    package let presentation: AnimatedOverlayScene
    private let timeline: PlaybackTimeline

    /// The overlay starts showing at time 0; with `hideAt`, its exit starts then.
    /// Throws `HUDError.invalidDuration` for a NaN or negative `hideAt`.
    package init(scene: Scene, motion: OverlayMotion, hideAt: Double? = nil) throws {
        timeline = try PlaybackTimeline(hideAt: hideAt)
        presentation = AnimatedOverlayScene(scene: scene, motion: motion, animator: Animator(clock: timeline.clock))
        try presentation.show()
    }

    /// The scene `time` seconds after the show began, or an empty one once the overlay is gone.
    /// Times must not go backwards: the clock, like a screen, only moves forward.
    package func scene(at time: Double) throws -> Scene? {
        try timeline.advance(to: time, isShown: presentation.phase == .showing) { try presentation.dismiss() }
        return presentation.currentScene
    }

    /// Changes the overlay in place at `time` into `scene` (laid out anew), as a show of the same
    /// kind while it is up does: a toast enters again, a level HUD counts its stay afresh.
    package func update(to scene: Scene, at time: Double) throws {
        try timeline.checkStep(to: time, name: "update time")
        timeline.clock.advance(to: time)
        presentation.update(scene: scene)
        try presentation.restart()
    }
}
