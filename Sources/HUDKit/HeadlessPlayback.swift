/// Plays an overlay's presentation on a manual clock, so any instant of its motion can be drawn
/// without a display: `hud render --time`, `--frames` and the motion goldens.
package final class HeadlessPlayback {
    /// The overlay's motion, stepped by the manual clock.
    package let presentation: AnimatedOverlayScene
    private let clock = ManualClock()
    private let hideAt: Double?

    /// The overlay starts showing at time 0; with `hideAt`, its exit starts then.
    /// Throws `HUDError.invalidDuration` for a NaN or negative `hideAt`.
    package init(scene: Scene, motion: OverlayMotion, hideAt: Double? = nil) throws {
        if let hideAt { try Self.validate(hideAt, name: "hide time") }
        self.hideAt = hideAt
        presentation = AnimatedOverlayScene(scene: scene, motion: motion, animator: Animator(clock: clock))
        try presentation.show()
    }

    /// The scene `time` seconds after the show began, or an empty one once the overlay is gone.
    /// Times must not go backwards: the clock, like a screen, only moves forward.
    package func scene(at time: Double) throws -> Scene? {
        try Self.validate(time, name: "time")
        guard time >= clock.now else {
            throw HUDError.invalidDuration(name: "time (earlier than the last frame)", value: time)
        }
        if let hideAt, hideAt <= time, presentation.phase == .showing {
            clock.advance(to: max(hideAt, clock.now))
            try presentation.dismiss()
        }
        clock.advance(to: time)
        return presentation.currentScene
    }

    /// Changes the overlay in place at `time` into `scene` (laid out anew), as a show of the same
    /// kind while it is up does: a toast enters again, a level HUD counts its stay afresh.
    package func update(to scene: Scene, at time: Double) throws {
        try Self.validate(time, name: "update time")
        guard time >= clock.now else {
            throw HUDError.invalidDuration(name: "update time (earlier than the last frame)", value: time)
        }
        clock.advance(to: time)
        presentation.update(scene: scene)
        try presentation.restart()
    }

    private static func validate(_ time: Double, name: String) throws(HUDError) {
        guard time.isFinite, time >= 0 else { throw .invalidDuration(name: name, value: time) }
    }
}
