/// Two presses of the primary button on the same target, the second within `interval` of the
/// first, make a double click (GTK's and the X server's 400 ms); the press after a double click
/// starts afresh.
package struct DoubleClick: Hashable, Sendable {
    /// The longest wait between the two presses, in seconds.
    package static let interval = 0.4
    private var lastTarget: Int?
    private var lastTime = 0.0

    package init() {}

    /// Records a press on `target` at `time` (seconds on the stage clock); true when it completes a
    /// double click.
    package mutating func isSecondPress(on target: Int, at time: Double) -> Bool {
        let isSecond = lastTarget == target && time - lastTime <= Self.interval && time >= lastTime
        lastTarget = isSecond ? nil : target
        lastTime = time
        return isSecond
    }
}
