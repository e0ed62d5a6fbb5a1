/// A colour picker's painted surfaces: a slider's track shading from one colour to another, and the
/// spectrum of every hue.
public enum ColorRamp: Hashable, Sendable {
    /// `start` at the left edge shading to `end` at the right, over a checkerboard that shows where
    /// they are translucent (a swatch is a ramp whose ends are the same).
    case linear(start: Color, end: Color)
    /// Every hue from left to right at full saturation along the middle, shading to white at the top
    /// and to black at the bottom, as `ColorSpectrum` reads it.
    case spectrum
}

/// The spectrum's coordinates: where on it a colour lies, and which colour lies at a point.
/// `x` and `y` run 0…1 from the spectrum's left and top.
public enum ColorSpectrum {
    /// The colour drawn at `x`, `y`: the hue at `x`, mixed with white above the middle and with black
    /// below it, in proportion to the distance from the middle.
    public static func color(x: Double, y: Double) -> Color {
        let hue = min(max(x, 0), 1)
        let height = min(max(y, 0), 1)
        return height < 0.5
            ? Color(hue: hue, saturation: height * 2, brightness: 1)
            : Color(hue: hue, saturation: 1, brightness: 2 - height * 2)
    }

    /// Where `color` lies on the spectrum, or the nearest point to it: its hue across, and down by how
    /// far it is from white (its saturation) plus how far from full brightness.
    public static func position(of color: Color) -> (x: Double, y: Double) {
        let (hue, saturation, brightness) = color.hsb
        return (hue, min(max(saturation / 2 + (1 - brightness) / 2, 0), 1))
    }
}
