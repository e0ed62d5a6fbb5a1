import HUDCore

/// iPadOS's keyboard focus ring: a stroke in the accent colour following a control's corners. A
/// control that sits flush with its neighbours in a card that clips it (an alert's button, a sheet's
/// row, a banner's action row) has its ring inside; one with room about it (a HUD's capsule, the
/// Notification Center's switch and small buttons) has it outside, clear of its title.
package enum FocusRing {
    /// iPadOS's keyboard focus ring is 3 to 4 pt wide.
    package static let width = 3.0
    /// Between the control's edge and the ring, so the ring stays clear of separators and titles.
    package static let gap = 3.0
    /// The ring's corners are rounded at least this much, as a focused sheet row's are on iPadOS.
    package static let minimumRadius = 8.0
    /// The ring node's name.
    package static let name = "focusRing"

    /// From the control's edge to the middle of the ring's stroke.
    private static let centerline = gap + width / 2

    /// The ring inside `frame`, whose corners are `cornerRadii`.
    package static func inside(_ frame: Rect, cornerRadii: CornerRadii, color: Color) -> SceneNode {
        SceneNode(
            name: name, frame: frame.insetBy(dx: centerline, dy: centerline),
            cornerRadii: cornerRadii.inset(by: centerline).atLeast(minimumRadius),
            stroke: Stroke(color: color, width: width))
    }

    /// The ring around `frame`, whose corners are `cornerRadii`: drawn beside the control, not in
    /// it, since a node clips its children to its frame.
    package static func outside(_ frame: Rect, cornerRadii: CornerRadii, color: Color) -> SceneNode {
        SceneNode(
            name: name, frame: frame.insetBy(dx: -centerline, dy: -centerline),
            cornerRadii: cornerRadii.inset(by: -centerline).atLeast(minimumRadius),
            stroke: Stroke(color: color, width: width))
    }
}
