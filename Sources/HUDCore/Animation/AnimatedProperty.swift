/// A scene-node property the animator can drive.
package enum AnimatedProperty: String, Hashable, Sendable, CaseIterable {
    /// The node's opacity, 0…1; resting at 1.
    case alpha
    /// The node's scale about its centre; resting at 1.
    case scale
    /// A determinate indicator's or a banner's bar's value (0…1); `apply` writes it into
    /// `.progress(…, value:, …)` or `.valueBar(value:, …)`.
    case progress
    /// The activity indicator's brightest spoke, 0…11; `apply` writes it into `.activityIndicator(…, phase:)`.
    case spinnerPhase
    /// The ring spinner's angle in 60ths of a turn, 0…59; `apply` writes it into `.ringSpinner(…, phase:)`.
    case ringPhase
    /// Points the node and its children are moved down (up when negative) from their laid-out
    /// frames; resting at 0. A banner slides in and glides to a new place in its stack with it.
    case offsetY
    /// Points the node and its children are moved right (left when negative); resting at 0. The
    /// Notification Center slides in from its edge with it.
    case offsetX

    /// The value a node has before anything animates it (SceneNode's defaults).
    package var restingValue: Double {
        switch self {
        case .alpha, .scale: 1
        case .progress, .spinnerPhase, .ringPhase, .offsetY, .offsetX: 0
        }
    }
}

/// One animatable value: a property of the node(s) with a given name.
package struct AnimationKey: Hashable, Sendable, CustomStringConvertible {
    /// The name of the node(s) whose property this is.
    package var node: String
    /// Which property of those nodes.
    package var property: AnimatedProperty

    /// The key for `property` of the nodes named `node`.
    package init(_ node: String, _ property: AnimatedProperty) {
        self.node = node
        self.property = property
    }

    /// `node.property`, as in `card.alpha`.
    package var description: String { "\(node).\(property.rawValue)" }
}
