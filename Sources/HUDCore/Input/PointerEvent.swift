/// Pointer input over an overlay's or a banner stack's window, already translated from the
/// windowing system: positions are in scene points (device pixels divided by the scale).
package enum PointerEvent: Hashable, Sendable {
    /// The pointer entered the window at a point.
    case entered(Point)
    /// The pointer moved to a point.
    case moved(Point)
    /// The primary button went down; the secondary and middle ones are reported as pressed only.
    case pressed(Point)
    /// The primary button came up.
    case released(Point)
    /// The secondary (right) button went down.
    case secondaryPressed(Point)
    /// The middle button went down: over a text field it pastes PRIMARY, as X programs do.
    case middlePressed(Point)
    /// The pointer left the window.
    case left
}
