/// A scene-node property the animator can drive.
public enum AnimatedProperty: String, Hashable, Sendable, CaseIterable {
    case alpha
    case scale
    /// A determinate progress value (0…1); scenes have no such field yet, so `apply` leaves it to the caller.
    case progress
    /// The activity indicator's brightest spoke, 0…11; `apply` writes it into `.activityIndicator(…, phase:)`.
    case spinnerPhase

    /// The value a node has before anything animates it (SceneNode's defaults).
    public var restingValue: Double {
        switch self {
        case .alpha, .scale: 1
        case .progress, .spinnerPhase: 0
        }
    }
}

/// One animatable value: a property of the node(s) with a given name.
public struct AnimationKey: Hashable, Sendable, CustomStringConvertible {
    public var node: String
    public var property: AnimatedProperty

    public init(_ node: String, _ property: AnimatedProperty) {
        self.node = node
        self.property = property
    }

    public var description: String { "\(node).\(property.rawValue)" }
}
