import HUDCore

/// A banner's colours in one appearance: iOS's notification material and label colours.
package struct BannerTheme: Hashable, Sendable {
    /// The translucent card (iOS's thick material, estimated as a flat tint).
    package var material: Color
    /// A critical banner's card: the material tinted red.
    package var criticalMaterial: Color
    /// The card's hairline outline.
    package var outline: Color
    /// Summary and body.
    package var primaryText: Color
    /// App name and age.
    package var secondaryText: Color
    /// Action labels and links.
    package var tint: Color
    /// A critical banner's outline and app name.
    package var critical: Color
    /// Between the text and the actions, and between actions.
    package var separator: Color
    /// A pressed action, the close control's disc.
    package var pressed: Color
    /// The value bar's track: the material darkened (light) or lightened (dark), as iOS's is.
    package var track: Color

    /// The colours for `appearance`.
    package static func of(_ appearance: Appearance) -> BannerTheme {
        let theme = Theme.of(appearance)
        switch appearance {
        case .light:
            return BannerTheme(
                material: Color(hex: 0xF5F5F5, alpha: 0.9),
                criticalMaterial: Color(hex: 0xFFEDEB, alpha: 0.92),
                outline: Color(white: 0, alpha: 0.1), primaryText: Color(white: 0),
                secondaryText: theme.sheetHeaderText, tint: theme.tint, critical: theme.destructive,
                separator: theme.alertSeparator, pressed: Color(white: 0, alpha: 0.1),
                track: Color(white: 0, alpha: 0.12))
        case .dark:
            return BannerTheme(
                material: Color(hex: 0x252527, alpha: 0.9),
                criticalMaterial: Color(hex: 0x3C2224, alpha: 0.92),
                outline: Color(white: 1, alpha: 0.12), primaryText: Color(white: 1),
                secondaryText: theme.sheetHeaderText, tint: theme.tint, critical: theme.destructive,
                separator: theme.alertSeparator, pressed: Color(white: 1, alpha: 0.14),
                track: Color(white: 1, alpha: 0.18))
        }
    }
}
