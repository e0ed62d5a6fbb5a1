/// Glyphs drawn in code (no image files): the status HUD's success, error and info marks.
public enum Glyph: String, Hashable, Sendable, CaseIterable {
    /// A tick: success.
    case checkmark
    /// An X: error.
    case cross
    /// An "i": information.
    case info
}

/// The classic 12-spoke activity indicator's two sizes (37 and 20 pt).
package enum ActivityIndicatorSize: String, Hashable, Sendable {
    /// 37 pt: the seed's `UIActivityIndicatorViewStyleWhiteLarge`.
    case large
    /// 20 pt: UIKit's small style.
    case small

    /// The indicator's side in points.
    package var side: Double {
        switch self {
        case .large: 37
        case .small: 20
        }
    }
}

/// What a node draws inside its frame, on top of its fill and stroke.
package enum NodeContent: Hashable, Sendable {
    /// Fill and stroke only.
    case none
    /// The block's column (`wrapWidth` wide, lines aligned in it) is centred in the frame, both ways;
    /// left-aligned text starts at the frame's left edge instead.
    case text(TextBlock)
    /// `phase` is the index (0…11) of the brightest spoke.
    case activityIndicator(ActivityIndicatorSize, color: Color, phase: Int)
    /// A success, error or info mark stroked `lineWidth` wide.
    case glyph(Glyph, color: Color, lineWidth: Double)
    /// A level HUD's speaker or sun, filled and stroked in `color`.
    case levelGlyph(LevelGlyph, color: Color)
    /// A determinate indicator filled to `value` (clamped to 0…1 when drawn) in `color`; `trackColor`
    /// shows the part still to do.
    case progress(ProgressStyle, value: Double, color: Color, trackColor: Color)
    /// SVProgressHUD's flat ring spinner, as large as the frame: an arc whose tail fades out, its head
    /// `phase` 60ths of a turn (0…59) clockwise from 12 o'clock.
    case ringSpinner(color: Color, lineWidth: Double, phase: Int)
    /// SVProgressHUD's gradient mask: `inner` at the frame's centre fading to `outer` at the distance
    /// of its shorter side, and `outer` beyond.
    case radialGradient(inner: Color, outer: Color)
    /// Drawn by a closure the caller registered with the renderer under this identifier.
    case custom(CustomContentID)
    /// A popover's arrow: a triangle filling the frame in `color`, its tip at the middle of the top
    /// edge (`pointsUp`) or of the bottom edge, its base along the opposite edge.
    case arrow(pointsUp: Bool, color: Color)
    /// Pixels scaled to cover the frame (cropped to its aspect, centred), clipped to the node's
    /// rounded frame: a notification's icon or thumbnail.
    case image(BannerImage)
    /// iOS's progress view: a capsule track in `trackColor`, filled from the left to `value` (0…1,
    /// clamped when drawn) in `color`. A notification banner's `value` hint.
    case valueBar(value: Double, color: Color, trackColor: Color)
    /// A colour picker's shaded track, swatch or spectrum, clipped to the node's rounded frame.
    case colorRamp(ColorRamp)
}
