/// What repainting an overlay has cost so far: for `hud bench --x11` and for tests that check an
/// animation repaints only what changed. The first paint (the whole window, before it is mapped,
/// text shaped for the first time) is kept apart from the frames that follow.
package struct FrameStatistics: Hashable, Sendable {
    /// The first paint's duration; nil until it has happened.
    package private(set) var firstPaintSeconds: Double?
    /// Pixel bytes the first paint sent.
    package private(set) var firstPaintBytes = 0
    /// Repaints after the first.
    package private(set) var frames = 0
    /// Their total duration.
    package private(set) var totalSeconds = 0.0
    /// The slowest one's duration.
    package private(set) var worstSeconds = 0.0
    /// Pixel bytes sent to the X server.
    package private(set) var bytes = 0

    /// Average seconds per repaint after the first; 0 without any.
    package var meanSeconds: Double { frames == 0 ? 0 : totalSeconds / Double(frames) }
    /// Average pixel bytes per repaint after the first; 0 without any.
    package var meanBytes: Double { frames == 0 ? 0 : Double(bytes) / Double(frames) }

    mutating func record(seconds: Double, bytes: Int) {
        guard firstPaintSeconds != nil else {
            firstPaintSeconds = seconds
            firstPaintBytes = bytes
            return
        }
        frames += 1
        totalSeconds += seconds
        worstSeconds = max(worstSeconds, seconds)
        self.bytes += bytes
    }
}
