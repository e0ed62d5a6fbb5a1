/// Glyphs drawn in code (no image files): the status HUD's success, error and info marks.
public enum Glyph: String, Hashable, Sendable, CaseIterable {
    case checkmark
    case cross
    case info
}

/// The classic 12-spoke activity indicator's two sizes (37 and 20 pt).
public enum ActivityIndicatorSize: String, Hashable, Sendable {
    case large
    case small

    public var side: Double {
        switch self {
        case .large: 37
        case .small: 20
        }
    }
}

/// What a node draws inside its frame, on top of its fill and stroke.
public enum NodeContent: Hashable, Sendable {
    case none
    /// The block's column (`wrapWidth` wide, lines aligned in it) is centred in the frame, both ways;
    /// left-aligned text starts at the frame's left edge instead.
    case text(TextBlock)
    /// `phase` is the index (0…11) of the brightest spoke.
    case activityIndicator(ActivityIndicatorSize, color: Color, phase: Int)
    case glyph(Glyph, color: Color, lineWidth: Double)
}
