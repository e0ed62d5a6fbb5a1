/// Every way a caller can ask for something HUDKit will not draw, each with a message that names the problem.
public enum HUDError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An alert or action sheet was given two `.cancel` actions.
    case duplicateCancelAction(first: String, second: String)
    /// An alert was given more text fields than `AlertModel.maxTextFields`.
    case tooManyTextFields(count: Int, limit: Int)
    /// An action sheet was given text fields, which UIKit does not allow.
    case textFieldsOnActionSheet
    /// A duration was NaN, infinite or negative.
    case invalidDuration(name: String, value: Double)
    /// A canvas was under 1 × 1 or over Cairo's 32767 px a side.
    case invalidCanvasSize(width: Double, height: Double)
    /// A scale was not finite, not positive, or over `LayoutContext.maxScale`.
    case invalidScale(Double)
    /// A pinned font file is not installed.
    case fontMissing(family: String, path: String)
    /// A font file the caller chose is missing or not a font.
    case unreadableFont(path: String)

    /// A message naming the problem, fit for stderr.
    public var description: String {
        switch self {
        case .duplicateCancelAction(let first, let second):
            "an alert or action sheet has at most one cancel action: \"\(first)\" and \"\(second)\" are both cancel"
        case .tooManyTextFields(let count, let limit):
            "an alert has at most \(limit) text fields, \(count) were given"
        case .textFieldsOnActionSheet:
            "an action sheet cannot have text fields"
        case .invalidDuration(let name, let value):
            "\(name) must be a finite number of seconds ≥ 0, got \(value)"
        case .invalidCanvasSize(let width, let height):
            "canvas size must be at least 1x1 and at most 32767 pixels a side, got \(width)x\(height)"
        case .invalidScale(let scale):
            "scale must be a finite number > 0 (at most 8), got \(scale)"
        case .fontMissing(let family, let path):
            "font \(family) is missing (\(path)); install it (scripts/install-deps) rather than render boxes"
        case .unreadableFont(let path):
            "cannot read a font from \(path) (a TrueType, OpenType or Type 1 font file is needed)"
        }
    }
}
