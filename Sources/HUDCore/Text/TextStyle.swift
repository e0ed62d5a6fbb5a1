/// Font weights HUDKit uses; the renderer maps them onto the pinned font files.
public enum FontWeight: String, Hashable, Sendable {
    case regular
    case semibold
    case bold
}

/// How wrapped text breaks lines.
public enum LineBreak: String, Hashable, Sendable {
    /// At word boundaries, falling back to characters for words wider than the line.
    case word
    /// Anywhere between characters (the seed's `NSLineBreakByCharWrapping`).
    case character
}

public enum TextAlignment: String, Hashable, Sendable {
    case left
    case center
}

/// Everything about how a run of text looks, apart from the text and the box it wraps in.
public struct TextStyle: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    public var color: Color
    public var alignment: TextAlignment
    public var lineSpacing: Double
    public var lineBreak: LineBreak
    /// When true the text is Pango markup (`<b>…</b>`); otherwise `<` and `&` are literal.
    public var isMarkup: Bool

    public init(size: Double, weight: FontWeight = .regular, color: Color, alignment: TextAlignment = .center,
                lineSpacing: Double = 0, lineBreak: LineBreak = .word, isMarkup: Bool = false) {
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.lineBreak = lineBreak
        self.isMarkup = isMarkup
    }
}

/// A paragraph laid out in a column `wrapWidth` wide; lines that do not fit in `maxHeight`
/// are dropped and the last kept line ends with an ellipsis.
public struct TextBlock: Hashable, Sendable {
    public var text: String
    public var style: TextStyle
    public var wrapWidth: Double
    /// `nil` means unlimited; `0` or less keeps a single line.
    public var maxHeight: Double?

    public init(text: String, style: TextStyle, wrapWidth: Double, maxHeight: Double? = nil) {
        self.text = TextSanitizer.clean(text)
        self.style = style
        self.wrapWidth = wrapWidth
        self.maxHeight = maxHeight
    }
}
