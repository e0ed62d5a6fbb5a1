import CCairo
import HUDCore

extension FontLibrary {
    /// What a Pango font description (`"Monospace 10"`, `"DejaVu Serif Bold Italic 12"`, zenity's
    /// `--font`) asks for, as the pinned faces can give it: the kind of its first family, its size
    /// in points, bold (weight 600 and above) and italic or oblique. A generic family is taken at
    /// its word; another is looked up in the system's fonts, monospaced or serif as fontconfig
    /// describes the face it would choose, else sans-serif.
    public static func textFont(fromPangoDescription text: String) -> TextFont {
        guard let description = pango_font_description_from_string(text) else { return TextFont() }
        defer { pango_font_description_free(description) }
        let size = Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
        let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        let firstFamily = family.split(separator: ",").first.map { $0.split(separator: " ").joined(separator: " ") }
        return TextFont(
            family: kind(of: firstFamily ?? ""), size: size > 0 ? size : nil,
            isBold: pango_font_description_get_weight(description).rawValue >= PANGO_WEIGHT_SEMIBOLD.rawValue,
            isItalic: pango_font_description_get_style(description) != PANGO_STYLE_NORMAL)
    }

    /// The kind of the family `name`.
    private static func kind(of name: String) -> TextFont.Family {
        switch name.lowercased() {
        case "", "sans", "sans-serif", "sans serif", "system-ui": return .sansSerif
        case "monospace", "mono": return .monospace
        case "serif": return .serif
        default: break
        }
        // The system's configuration, not a pinned one: the family is the user's.
        guard let config = FcInitLoadConfigAndFonts() else { return .sansSerif }
        defer { FcConfigDestroy(config) }
        guard
            let pattern = name.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) })
        else { return .sansSerif }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return .sansSerif }
        defer { FcPatternDestroy(match) }
        var spacing: Int32 = 0
        if FcPatternGetInteger(match, "spacing", 0, &spacing) == FcResultMatch, spacing >= 90 { return .monospace }
        var matched: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "family", 0, &matched) == FcResultMatch, let matched else { return .sansSerif }
        let words = String(cString: matched).lowercased()
        return words.contains("serif") && !words.contains("sans") ? .serif : .sansSerif
    }
}
