/// The font a caller asks for a text view's text in (zenity's `--font "Monospace 10"`), as HUDKit
/// can honour it with its pinned faces: the kind of family, the size, bold and italic. A family's
/// exact design is not kept, so output stays the same on every machine.
public struct TextFont: Hashable, Sendable {
    /// The kinds of family HUDKit has a pinned face of.
    public enum Family: String, Hashable, Sendable {
        /// Inter, the system font.
        case sansSerif
        /// DejaVu Serif.
        case serif
        /// DejaVu Sans Mono.
        case monospace
    }

    public var family: Family
    /// Point size; nil: the view's own.
    public var size: Double?
    public var isBold: Bool
    public var isItalic: Bool

    /// Sizes are clamped to 4…96 pt; a size that is not a finite positive number is no size.
    public init(family: Family = .sansSerif, size: Double? = nil, isBold: Bool = false, isItalic: Bool = false) {
        self.family = family
        self.size = size.flatMap { $0.isFinite && $0 > 0 ? min(max($0, 4), 96) : nil }
        self.isBold = isBold
        self.isItalic = isItalic
    }
}
