/// A banner's colours in one appearance: iOS's notification material and label colours.
public struct BannerTheme: Hashable, Sendable {
    /// The translucent card (iOS's thick material, estimated as a flat tint).
    public var material: Color
    /// A critical banner's card: the material tinted red.
    public var criticalMaterial: Color
    /// The card's hairline outline.
    public var outline: Color
    /// Summary and body.
    public var primaryText: Color
    /// App name and age.
    public var secondaryText: Color
    /// Action labels and links.
    public var tint: Color
    /// A critical banner's outline and app name.
    public var critical: Color
    /// Between the text and the actions, and between actions.
    public var separator: Color
    /// A pressed action, the close control's disc.
    public var pressed: Color

    /// The colours for `appearance`.
    public static func of(_ appearance: Appearance) -> BannerTheme {
        let theme = Theme.of(appearance)
        switch appearance {
        case .light:
            return BannerTheme(material: Color(hex: 0xF5F5F5, alpha: 0.9), criticalMaterial: Color(hex: 0xFFEDEB, alpha: 0.92),
                               outline: Color(white: 0, alpha: 0.1), primaryText: Color(white: 0),
                               secondaryText: theme.sheetHeaderText, tint: theme.tint, critical: theme.destructive,
                               separator: theme.alertSeparator, pressed: Color(white: 0, alpha: 0.1))
        case .dark:
            return BannerTheme(material: Color(hex: 0x252527, alpha: 0.9), criticalMaterial: Color(hex: 0x3C2224, alpha: 0.92),
                               outline: Color(white: 1, alpha: 0.12), primaryText: Color(white: 1),
                               secondaryText: theme.sheetHeaderText, tint: theme.tint, critical: theme.destructive,
                               separator: theme.alertSeparator, pressed: Color(white: 1, alpha: 0.14))
        }
    }
}
