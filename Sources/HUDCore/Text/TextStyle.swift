/// Font weights HUDKit uses; the renderer maps them onto the pinned font files.
package enum FontWeight: String, Hashable, Sendable {
    /// The pinned font's regular face.
    case regular
    /// Weight 600, what UIKit's "bold" system font is: titles of alerts, cards and sheets, the cancel
    /// and preferred actions, banner summaries.
    case semibold
    /// Weight 700: headings (the demo's), and markup's `<b>`.
    case bold
}

/// How wrapped text breaks lines.
package enum LineBreak: String, Hashable, Sendable {
    /// At word boundaries, falling back to characters for words wider than the line.
    case word
    /// Anywhere between characters (the seed's `NSLineBreakByCharWrapping`).
    case character
}

/// Where lines sit in a block's column.
package enum TextAlignment: String, Hashable, Sendable {
    /// Against the column's left edge.
    case left
    /// Centred in the column, as HUDs and alerts draw text.
    case center
    /// Against the column's right edge, as a right-to-left language's fields are.
    case right
}

/// Everything about how a run of text looks, apart from the text and the box it wraps in.
package struct TextStyle: Hashable, Sendable {
    /// Point size.
    package var size: Double
    /// Which face of the pinned font.
    package var weight: FontWeight
    /// Which pinned family, before the others for what it lacks.
    package var family: TextFont.Family
    /// Slanted (the pinned faces have no italic: an oblique of the upright one).
    package var isItalic: Bool
    /// The text's colour.
    package var color: Color
    /// Where lines sit in the column.
    package var alignment: TextAlignment
    /// Extra points between lines.
    package var lineSpacing: Double
    /// Where lines may break.
    package var lineBreak: LineBreak
    /// When true the text is Pango markup (`<b>…</b>`); otherwise `<` and `&` are literal.
    package var isMarkup: Bool

    /// Regular, centred, word-wrapped plain text unless told otherwise.
    package init(
        size: Double, weight: FontWeight = .regular, color: Color, alignment: TextAlignment = .center,
        lineSpacing: Double = 0, lineBreak: LineBreak = .word, isMarkup: Bool = false,
        family: TextFont.Family = .sansSerif, isItalic: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.family = family
        self.isItalic = isItalic
        self.color = color
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.lineBreak = lineBreak
        self.isMarkup = isMarkup
    }
}

/// A paragraph laid out in a column `wrapWidth` wide; lines that do not fit in `maxHeight`
/// are dropped and the last kept line ends with an ellipsis.
package struct TextBlock: Hashable, Sendable {
    /// What is drawn, sanitised by `TextSanitizer` when set through `init`.
    package var text: String
    /// How the text looks.
    package var style: TextStyle
    /// Where lines wrap, in points.
    package var wrapWidth: Double
    /// `nil` means unlimited; `0` or less keeps a single line.
    package var maxHeight: Double?

    /// No card shows more characters than this, even on an 8K monitor at scale 1 (a toast's 250 pt
    /// lines hold about 60), so a text is cut here, with an ellipsis, before it is shaped: shaping a
    /// megabyte-long build log would take the display thread seconds, to show the same first lines.
    package static let maxCharacters = 10_000

    /// `text` is sanitised on the way in, and cut after `maxCharacters`.
    package init(text: String, style: TextStyle, wrapWidth: Double, maxHeight: Double? = nil) {
        var text = text
        if let cut = text.index(text.startIndex, offsetBy: Self.maxCharacters, limitedBy: text.endIndex),
            cut < text.endIndex
        {
            text = text[..<cut] + "…"
        }
        self.text = TextSanitizer.clean(text)
        self.style = style
        self.wrapWidth = wrapWidth
        self.maxHeight = maxHeight
    }
}
