/// Which way a paragraph runs, as the Unicode bidirectional algorithm's rule P2 finds it: the way of
/// its first strongly directional letter, left to right when it has none. What Pango does per
/// paragraph; the fields use it to move the caret the way the arrow points.
package enum ParagraphDirection {
    /// Whether `text`'s first strong letter is a right-to-left one (Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko and their presentation forms).
    package static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            return isRightToLeftScript(scalar)
        }
        return false
    }

    private static func isRightToLeftScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
