/// The colours of one appearance. Numbers from docs/design.md §2: the seeds' HUD card is black 0.7 with
/// white text; the system alert's are UIKit's (est.).
package struct Theme: Hashable, Sendable {
    /// A HUD card's fill: black 0.7 when dark (the seeds').
    package var hudBackground: Color
    /// A HUD's text and indicators.
    package var hudForeground: Color
    /// The system alert's card fill.
    package var alertBackground: Color
    /// Over the monitor behind a system alert or action sheet.
    package var alertDim: Color
    /// Hairlines between an alert's text and actions.
    package var alertSeparator: Color
    /// An alert's title.
    package var alertTitle: Color
    /// An alert's message.
    package var alertMessage: Color
    /// A button's fill while pressed.
    package var alertButtonPressed: Color
    /// An action sheet's title and message: UIKit's secondary label grey.
    package var sheetHeaderText: Color
    /// An action sheet's cancel group is opaque, unlike the translucent group of the other actions.
    package var sheetCancelBackground: Color
    /// Action titles and the focused field's border: UIKit's system blue.
    package var tint: Color
    /// Destructive action titles: UIKit's system red.
    package var destructive: Color
    /// A text field's fill.
    package var fieldBackground: Color
    /// A text field's border.
    package var fieldBorder: Color
    /// Text typed into a field.
    package var fieldText: Color
    /// A field's placeholder.
    package var fieldPlaceholder: Color
    /// A hairline round a HUD's card, so a light card keeps its edge on a light desktop; nil for none.
    package var hudOutline: Color?

    /// UIKit's light colours; the system alert's default.
    package static let light = Theme(
        hudBackground: Color(white: 0.97, alpha: 0.92),
        hudForeground: Color(white: 0.1),
        alertBackground: Color(hex: 0xF2F2F2, alpha: 0.8),
        alertDim: Color(white: 0, alpha: 0.2),
        alertSeparator: Color(r255: 60, g255: 60, b255: 67, alpha: 0.29),
        alertTitle: Color(white: 0),
        alertMessage: Color(white: 0),
        alertButtonPressed: Color(white: 0, alpha: 0.08),
        sheetHeaderText: Color(r255: 60, g255: 60, b255: 67, alpha: 0.6),
        sheetCancelBackground: Color(white: 1),
        tint: Color(r255: 0, g255: 122, b255: 255),
        destructive: Color(r255: 255, g255: 59, b255: 48),
        fieldBackground: Color(white: 1),
        fieldBorder: Color(white: 0, alpha: 0.25),
        fieldText: Color(white: 0),
        fieldPlaceholder: Color(white: 0, alpha: 0.3),
        hudOutline: Color(white: 0, alpha: 0.15)
    )

    /// UIKit's dark colours and the seeds' HUD card; the HUDs' default.
    package static let dark = Theme(
        hudBackground: Color(white: 0, alpha: 0.7),
        hudForeground: Color(white: 1),
        alertBackground: Color(hex: 0x1E1E1E, alpha: 0.75),
        alertDim: Color(white: 0, alpha: 0.48),
        alertSeparator: Color(r255: 84, g255: 84, b255: 88, alpha: 0.6),
        alertTitle: Color(white: 1),
        alertMessage: Color(white: 1),
        alertButtonPressed: Color(white: 1, alpha: 0.1),
        sheetHeaderText: Color(r255: 235, g255: 235, b255: 245, alpha: 0.6),
        sheetCancelBackground: Color(hex: 0x2C2C2E),
        tint: Color(r255: 10, g255: 132, b255: 255),
        destructive: Color(r255: 255, g255: 69, b255: 58),
        fieldBackground: Color(white: 0.11),
        fieldBorder: Color(white: 1, alpha: 0.2),
        fieldText: Color(white: 1),
        fieldPlaceholder: Color(white: 1, alpha: 0.3),
        hudOutline: nil
    )

    /// The outline of a HUD's or toast's card: `hudOutline`, one device pixel wide.
    package func hudCardStroke(grid: PixelGrid) -> Stroke? {
        hudOutline.map { Stroke(color: $0, width: grid.hairline) }
    }

    /// The theme for `appearance`.
    package static func of(_ appearance: Appearance) -> Theme {
        switch appearance {
        case .light: .light
        case .dark: .dark
        }
    }
}
