import HUDCore

/// iOS 14's `UIColorPickerViewController` in an alert: three panes to choose a colour in (a grid of
/// swatches, the spectrum, and red, green and blue sliders with a hex field), an opacity slider and
/// a swatch of the chosen colour; zenity's `--color-selection`.
public struct AlertColorPicker: Hashable, Sendable {
    /// The ways to choose, as the segmented control at the top names them.
    public enum Pane: Int, Hashable, Sendable, CaseIterable {
        /// `ColorPalette`'s swatches: greys, then twelve hues in nine shades.
        case grid
        /// Every hue across, lighter above and darker below (`ColorSpectrum`).
        case spectrum
        /// Red, green and blue sliders, and the hex field.
        case sliders

        /// The pane's name on the segmented control, in `words`' language.
        package func title(in words: Words) -> String {
            switch self {
            case .grid: words("Grid")
            case .spectrum: words("Spectrum")
            case .sliders: words("Sliders")
            }
        }
    }

    /// The sliders' names, red, green and blue, in `words`' language.
    package static func channelNames(in words: Words) -> [String] {
        [words("Red"), words("Green"), words("Blue")]
    }

    /// The chosen colour, its opacity its alpha.
    public private(set) var color: Color
    /// The pane shown.
    public var pane: Pane
    /// Where the spectrum's marker is (0…1 across and down): kept apart from the colour, so a marker
    /// moved through white or black keeps its hue.
    package private(set) var spectrumPoint: Point
    /// The hex field's digits while they are being typed; nil shows the colour's.
    package private(set) var hexDraft: String?

    /// A picker showing `pane` with `color` chosen.
    public init(color: Color = .white, pane: Pane = .spectrum) {
        self.color = Self.clamped(color)
        self.pane = pane
        spectrumPoint = Self.spectrumPoint(of: self.color)
    }

    /// The opacity as the slider shows it, 0…100.
    public var opacityPercent: Int { Int((color.alpha * 100).rounded()) }

    /// The grid's swatch in the colour, if one is.
    package var chosenCell: Int? { ColorPalette.cell(of: color) }

    /// The hex field's text: the draft being typed, or the colour's six digits.
    package var hexText: String { hexDraft ?? color.hexDigits }

    /// The same picker with `chosen` (its opacity kept), the spectrum's marker moved to it.
    package func choosing(_ chosen: Color) -> AlertColorPicker {
        var copy = self
        copy.color = Self.clamped(chosen.withAlpha(color.alpha))
        copy.spectrumPoint = Self.spectrumPoint(of: copy.color)
        copy.hexDraft = nil
        return copy
    }

    /// The colour at `x`, `y` of the spectrum (clamped to it), the marker there.
    package func choosingInSpectrum(x: Double, y: Double) -> AlertColorPicker {
        let point = Point(x: min(max(x, 0), 1), y: min(max(y, 0), 1))
        var copy = choosing(ColorSpectrum.color(x: point.x, y: point.y))
        copy.spectrumPoint = point
        return copy
    }

    /// One of red (0), green (1) or blue (2) set to `value` of 255, kept within 0…255.
    package func with(channel: Int, value: Int) -> AlertColorPicker {
        var components = [color.components255.red, color.components255.green, color.components255.blue]
        components[channel] = min(max(value, 0), 255)
        return choosing(Color(r255: components[0], g255: components[1], b255: components[2]))
    }

    /// The colour at `percent` opacity, kept within 0…100.
    package func with(opacityPercent percent: Int) -> AlertColorPicker {
        var copy = self
        copy.color = color.withAlpha(Double(min(max(percent, 0), 100)) / 100)
        return copy
    }

    /// The hex field after `typed`: hex digits are added (a `#` is passed over, anything else
    /// refused), at most six; six digits choose their colour at once, as iOS's field does.
    package func typingHex(_ typed: String) -> AlertColorPicker? {
        let digits = typed.filter { $0 != "#" }
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        guard !digits.isEmpty else { return self }
        let draft = String(((hexDraft ?? "") + digits.uppercased()).prefix(6))
        var copy = self
        if draft.count == 6, let value = UInt32(draft, radix: 16) { copy = choosing(Color(hex: value)) }
        copy.hexDraft = draft
        return copy
    }

    /// The hex field after Backspace: the draft, or the colour's digits, one shorter.
    package func deletingHexDigit() -> AlertColorPicker {
        var copy = self
        copy.hexDraft = String(hexText.dropLast())
        return copy
    }

    private static func clamped(_ color: Color) -> Color {
        func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        return Color(red: unit(color.red), green: unit(color.green), blue: unit(color.blue), alpha: unit(color.alpha))
    }

    private static func spectrumPoint(of color: Color) -> Point {
        let (x, y) = ColorSpectrum.position(of: color)
        return Point(x: x, y: y)
    }
}
