import HUDCore
import HUDSurfaces

/// The manual clock a headless playback of an overlay, of banners or of the Notification Center
/// steps, from 0 when they appear, and the instant their exit begins (`hideAt`), for `hud render`
/// and the goldens.
final class PlaybackTimeline {
    let clock = ManualClock()
    private let hideAt: Double?

    /// Throws `HUDError` for a NaN or negative `hideAt`.
    init(hideAt: Double?) throws {
        if let hideAt, !(hideAt.isFinite && hideAt >= 0) {
            throw HUDError.invalidDuration(name: "hide time", value: hideAt)
        }
        self.hideAt = hideAt
    }

    /// Steps the clock to `time`, calling `hide` at `hideAt` on the way if `isShown` then. Times
    /// must not go backwards: the clock, like a screen, only moves forward.
    func advance(to time: Double, isShown: Bool, hide: () throws -> Void) throws {
        try checkStep(to: time, name: "time")
        if let hideAt, hideAt <= time, isShown {
            clock.advance(to: max(hideAt, clock.now))
            try hide()
        }
        clock.advance(to: time)
    }

    /// Throws `HUDError` for a NaN or negative `time` (`name` in the error), or one earlier than the
    /// clock's: times only move forward.
    func checkStep(to time: Double, name: String) throws(HUDError) {
        guard time.isFinite, time >= 0 else { throw .invalidDuration(name: name, value: time) }
        guard time >= clock.now else {
            throw .invalidDuration(name: "\(name) (earlier than the last frame)", value: time)
        }
    }

    /// A snapshot's canvas, scale and language, measured with `renderer`'s fonts, on the material
    /// `blur` asks for as HUDKit blurs it.
    static func layoutContext(
        snapshot: SnapshotOptions, blur: BlurMode, renderer: SnapshotRenderer
    ) throws -> LayoutContext {
        try LayoutContext(
            canvas: snapshot.size, scale: snapshot.scale,
            measurer: renderer.renderer.textCache, material: Material(blur, blurs: true),
            words: snapshot.words ?? .english)
    }
}
