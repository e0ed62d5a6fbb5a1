import HUDCore

/// The colour picker's grid, as iOS 14's `UIColorPickerViewController` lays it out: a row of greys
/// from white to black, then twelve hues in columns, each from its darkest at the top row to its
/// palest at the bottom.
package enum ColorPalette {
    /// Swatches across.
    package static let columns = 12
    /// Swatches down: the greys and nine shades of each hue.
    package static let rows = 10
    /// Every swatch, row by row.
    package static let swatches: [Color] = (0..<(rows * columns)).map(color(ofCell:))

    /// Each column's hue in degrees, cyan first round to green as iOS orders them.
    static let hueDegrees: [Double] = [195, 215, 240, 270, 300, 330, 0, 25, 40, 55, 75, 110]

    /// The swatch in `cell` (row by row): a grey in the first row, else a shade of its column's hue,
    /// deepening to full brightness by the middle row and paling after it.
    package static func color(ofCell cell: Int) -> Color {
        let row = cell / columns
        let column = cell % columns
        guard row > 0 else { return Color(white: 1 - Double(column) / Double(columns - 1)) }
        // Shades 0…8: dark to vivid (brightness rises), then vivid to pale (saturation falls).
        let shade = Double(row - 1)
        let hue = hueDegrees[column] / 360
        return shade <= 4
            ? Color(hue: hue, saturation: 1, brightness: 0.36 + shade * 0.16)
            : Color(hue: hue, saturation: 1 - (shade - 4) * 0.2, brightness: 1)
    }

    /// The swatch drawn in exactly `color`'s 8-bit components, if one is.
    package static func cell(of color: Color) -> Int? {
        let wanted = color.components255
        return swatches.firstIndex { $0.components255 == wanted }
    }

    /// A swatch's name as a screen reader says it: its hue's (or "Gray", "White", "Black") and its
    /// shade's number from the darkest, 1…9.
    package static func name(ofCell cell: Int, in words: Words) -> String {
        let row = cell / columns
        let column = cell % columns
        if row == 0 {
            if column == 0 { return words("White") }
            if column == columns - 1 { return words("Black") }
            return "\(words("Gray")) \(columns - 1 - column)"
        }
        return "\(hueName(column, in: words)) \(row)"
    }

    /// The column's hue in `words`' language (each literal marked for translation).
    private static func hueName(_ column: Int, in words: Words) -> String {
        switch column {
        case 0: words("Cyan")
        case 1: words("Blue")
        case 2: words("Indigo")
        case 3: words("Purple")
        case 4: words("Magenta")
        case 5: words("Pink")
        case 6: words("Red")
        case 7: words("Orange")
        case 8: words("Amber")
        case 9: words("Yellow")
        case 10: words("Lime")
        default: words("Green")
        }
    }
}
