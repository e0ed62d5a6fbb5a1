import HUDCore

/// A UISlider in an alert: a value between two bounds, moved by keys in whole steps, as zenity's
/// `--scale` takes them (integers, like GTK's scale with zenity's zero digits).
public struct AlertSlider: Hashable, Sendable {
    /// The left end.
    public let minimum: Int
    /// The right end, greater than `minimum`.
    public let maximum: Int
    /// What an arrow key adds or takes away, and a page key too (zenity gives GTK both as the step).
    public let step: Int
    /// Drawn as a number beside the track when true (zenity's `--hide-value` turns it off).
    public var showsValue: Bool
    /// Within the bounds.
    public private(set) var value: Int

    /// Throws for bounds that hold no value, a value outside them, or a step that would not move.
    public init(value: Int, minimum: Int = 0, maximum: Int = 100, step: Int = 1, showsValue: Bool = true)
        throws(AlertSliderError)
    {
        guard minimum < maximum else { throw .emptyRange }
        guard (minimum...maximum).contains(value) else { throw .valueOutOfRange }
        guard step > 0 else { throw .stepNotPositive }
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.showsValue = showsValue
        self.value = value
    }

    /// Where the value sits along the track, 0 at `minimum` to 1 at `maximum`.
    public var fraction: Double {
        Double(value - minimum) / Double(maximum - minimum)
    }

    /// The same slider at `value`, kept within the bounds.
    public func with(value: Int) -> AlertSlider {
        var copy = self
        copy.value = Swift.min(Swift.max(value, minimum), maximum)
        return copy
    }

    /// The same slider at the whole value nearest `fraction` of the way along the track.
    public func with(fraction: Double) -> AlertSlider {
        let clamped = Swift.min(Swift.max(fraction, 0), 1)
        return with(value: minimum + Int((clamped * Double(maximum - minimum)).rounded()))
    }
}

/// Why a slider cannot be built; the descriptions are zenity's, where zenity has one.
public enum AlertSliderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The maximum is not above the minimum.
    case emptyRange
    /// The value lies outside the bounds.
    case valueOutOfRange
    /// The step is 0 or less: the keys would not move the slider.
    case stepNotPositive

    /// zenity's line for the first two, HUDKit's for the step.
    public var description: String {
        switch self {
        case .emptyRange: "Maximum value must be greater than minimum value."
        case .valueOutOfRange: "Value out of range."
        case .stepNotPositive: "The step must be greater than 0."
        }
    }
}
