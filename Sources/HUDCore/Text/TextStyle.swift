/// Font weights HUDKit uses; the renderer maps them onto the pinned font files.
public enum FontWeight: String, Hashable, Sendable {
    /// The pinned font's regular face.
    case regular
    /// For titles of alerts and preferred actions.
    case semibold
    /// For the seed card's title.
    case bold
}

/// How wrapped text breaks lines.
public enum LineBreak: String, Hashable, Sendable {
    /// At word boundaries, falling back to characters for words wider than the line.
    case word
    /// Anywhere between characters (the seed's `NSLineBreakByCharWrapping`).
    case character
}

/// Where lines sit in a block's column.
public enum TextAlignment: String, Hashable, Sendable {
    /// Against the column's left edge.
    case left
    /// Centred in the column, as HUDs and alerts draw text.
    case center
}

/// Everything about how a run of text looks, apart from the text and the box it wraps in.
public struct TextStyle: Hashable, Sendable {
    /// Point size.
    public var size: Double
    /// Which face of the pinned font.
    public var weight: FontWeight
    /// The text's colour.
    public var color: Color
    /// Where lines sit in the column.
    public var alignment: TextAlignment
    /// Extra points between lines.
    public var lineSpacing: Double
    /// Where lines may break.
    public var lineBreak: LineBreak
    /// When true the text is Pango markup (`<b>…</b>`); otherwise `<` and `&` are literal.
    public var isMarkup: Bool

    /// Regular, centred, word-wrapped plain text unless told otherwise.
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
    /// What is drawn, sanitised by `TextSanitizer` when set through `init`.
    public var text: String
    /// How the text looks.
    public var style: TextStyle
    /// Where lines wrap, in points.
    public var wrapWidth: Double
    /// `nil` means unlimited; `0` or less keeps a single line.
    public var maxHeight: Double?

    /// No card shows more characters than this, even on an 8K monitor at scale 1 (a toast's 250 pt
    /// lines hold about 60), so a text is cut here, with an ellipsis, before it is shaped: shaping a
    /// megabyte-long build log would take the display thread seconds, to show the same first lines.
    public static let maxCharacters = 10_000

    /// `text` is sanitised on the way in, and cut after `maxCharacters`.
    public init(text: String, style: TextStyle, wrapWidth: Double, maxHeight: Double? = nil) {
        var text = text
        if let cut = text.index(text.startIndex, offsetBy: Self.maxCharacters, limitedBy: text.endIndex),
           cut < text.endIndex {
            text = text[..<cut] + "…"
        }
        self.text = TextSanitizer.clean(text)
        self.style = style
        self.wrapWidth = wrapWidth
        self.maxHeight = maxHeight
    }
}
