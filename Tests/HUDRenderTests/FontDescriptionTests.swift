import HUDCore
import HUDRender
import Testing

/// zenity's `--font` takes a Pango font description; HUDKit keeps its kind of family, size, bold
/// and italic.
@Suite("Pango font descriptions, as the pinned faces honour them")
struct FontDescriptionTests {
    @Test(arguments: [
        ("Monospace 10", TextFont(family: .monospace, size: 10)),
        ("mono 9", TextFont(family: .monospace, size: 9)),
        ("Serif Bold Italic 12", TextFont(family: .serif, size: 12, isBold: true, isItalic: true)),
        ("Sans Oblique 11", TextFont(family: .sansSerif, size: 11, isItalic: true)),
        ("Sans Semi-Bold 11", TextFont(family: .sansSerif, size: 11, isBold: true)),
        ("Sans Medium 11", TextFont(family: .sansSerif, size: 11)),
        ("14", TextFont(size: 14)),
        ("", TextFont()),
        ("Monospace 1000", TextFont(family: .monospace, size: 96)),
        // Named families are what fontconfig says of the system's face for them.
        ("DejaVu Sans Mono 8", TextFont(family: .monospace, size: 8)),
        ("DejaVu Serif 12", TextFont(family: .serif, size: 12)),
        ("DejaVu Sans, Monospace 12", TextFont(family: .sansSerif, size: 12)),
        // A family the system lacks is its default, a sans-serif.
        ("No Such Family 13", TextFont(family: .sansSerif, size: 13)),
    ])
    func descriptionIsReadAsTheUserMeantIt(description: String, font: TextFont) {
        #expect(FontLibrary.textFont(fromPangoDescription: description) == font)
    }
}
