/// A scene-node property the animator can drive.
public enum AnimatedProperty: String, Hashable, Sendable, CaseIterable {
    case alpha
    case scale
    /// A determinate indicator's value (0…1); `apply` writes it into `.progress(…, value:, …)`.
    case progress
    /// The activity indicator's brightest spoke, 0…11; `apply` writes it into `.activityIndicator(…, phase:)`.
    case spinnerPhase
    /// The ring spinner's angle in 60ths of a turn, 0…59; `apply` writes it into `.ringSpinner(…, phase:)`.
    case ringPhase

    /// The value a node has before anything animates it (SceneNode's defaults).
    public var restingValue: Double {
        switch self {
        case .alpha, .scale: 1
        case .progress, .spinnerPhase, .ringPhase: 0
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
