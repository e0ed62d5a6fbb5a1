/// The determinate progress indicators of the reference libraries (docs/design.md §2.7).
public enum ProgressStyle: String, Hashable, Sendable, CaseIterable {
    /// MBProgressHUD's round indicator: a pie growing inside a 2 pt circle.
    case round
    /// MBProgressHUD's annular indicator: a 2 pt arc growing clockwise from 12 o'clock over a track ring.
    case annular
    /// MBProgressHUD's bar: a 2 pt capsule outline with the fill growing from the left inside it.
    case bar
    /// JGProgressHUD's pie: a wedge filling a track disc, no outline.
    case pie

    /// MBProgressHUD's line width, for outlines and the annular ring.
    public static let lineWidth = 2.0

    /// 37 × 37 for the round styles, 120 × 10 for the bar.
    public var size: Size {
        switch self {
        case .round, .annular, .pie: Size(width: 37, height: 37)
        case .bar: Size(width: 120, height: 10)
        }
    }

    /// A value as drawn: clamped to 0…1, and NaN (no progress known) as 0.
    public static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
