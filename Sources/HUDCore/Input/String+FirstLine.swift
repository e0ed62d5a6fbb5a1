extension String {
    /// The text before its first line break ("\n", "\r", U+2028 or U+2029): what a single-line
    /// field keeps of a paste, as GTK's entries do.
    package var firstLine: String {
        String(String.UnicodeScalarView(unicodeScalars.prefix { !["\n", "\r", "\u{2028}", "\u{2029}"].contains($0) }))
    }
}
