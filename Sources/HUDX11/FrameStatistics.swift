/// What repainting an overlay has cost so far: for `hud bench --x11` and for tests that check an
/// animation repaints only what changed. The first paint (the whole window, before it is mapped,
/// text shaped for the first time) is kept apart from the frames that follow.
public struct FrameStatistics: Hashable, Sendable {
    public private(set) var firstPaintSeconds: Double?
    public private(set) var firstPaintBytes = 0
    public private(set) var frames = 0
    public private(set) var totalSeconds = 0.0
    public private(set) var worstSeconds = 0.0
    /// Pixel bytes sent to the X server.
    public private(set) var bytes = 0

    public var meanSeconds: Double { frames == 0 ? 0 : totalSeconds / Double(frames) }
    public var meanBytes: Double { frames == 0 ? 0 : Double(bytes) / Double(frames) }

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
