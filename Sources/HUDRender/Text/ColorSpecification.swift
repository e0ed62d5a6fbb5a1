import CCairo
import HUDCore

/// A colour written as GTK 3 reads one (`gdk_rgba_parse`): `rgb(R,G,B)` and `rgba(R,G,B,A)` with
/// components 0…255 or percentages and A 0…1, else what Pango reads: an X11 colour name (`red`,
/// `SlateBlue`) or `#RGB`, `#RRGGBB`, `#RRRGGGBBB`, `#RRRRGGGGBBBB`. So a script's `--color`
/// means what it means to zenity.
public enum ColorSpecification {
    /// The colour `text` names; nil for text GTK would refuse (`#RRGGBBAA` among it).
    public static func color(parsing text: String) -> Color? {
        let trimmed = text.trimmingSpaceCharacters()
        if let functional = functional(trimmed) { return functional }
        var parsed = PangoColor()
        guard !trimmed.hasPrefix("rgb"), pango_color_parse(&parsed, trimmed) != 0 else { return nil }
        return Color(
            red: Double(parsed.red) / 65535, green: Double(parsed.green) / 65535, blue: Double(parsed.blue) / 65535)
    }

    /// `rgb(…)` or `rgba(…)`; nil for anything else, or for one that does not read.
    private static func functional(_ text: String) -> Color? {
        let hasAlpha = text.hasPrefix("rgba(")
        guard hasAlpha || text.hasPrefix("rgb("), text.hasSuffix(")") else { return nil }
        let inside = text.dropFirst(hasAlpha ? 5 : 4).dropLast()
        let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingSpaceCharacters()
        }
        guard parts.count == (hasAlpha ? 4 : 3) else { return nil }
        var channels = [Double]()
        for part in parts.prefix(3) {
            if part.hasSuffix("%"), let percent = Double(part.dropLast()) {
                channels.append(percent / 100)
            } else if let value = Double(part) {
                channels.append(value / 255)
            } else {
                return nil
            }
        }
        let alpha = hasAlpha ? Double(parts[3]) : 1
        guard let alpha, channels.allSatisfy(\.isFinite), alpha.isFinite else { return nil }
        func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
        return Color(red: unit(channels[0]), green: unit(channels[1]), blue: unit(channels[2]), alpha: unit(alpha))
    }

    /// The colour as GTK 3 writes one (`gdk_rgba_to_string`): `rgb(R,G,B)` when opaque, else
    /// `rgba(R,G,B,A)` with A in `%g`'s six significant digits.
    public static func written(_ color: Color) -> String {
        let (r, g, b) = color.components255
        guard color.alpha <= 0.999 else { return "rgb(\(r),\(g),\(b))" }
        return "rgba(\(r),\(g),\(b),\(sixDigits(max(color.alpha, 0))))"
    }

    /// `value` (0 ≤ value ≤ 0.999) as C's `%g` writes it: six significant digits, trailing zeros
    /// dropped, in exponent form below 0.0001.
    static func sixDigits(_ value: Double) -> String {
        guard value > 0 else { return "0" }
        // value = 0.[zeros × 0][digits], digits six long.
        var zeros = 0
        var scaled = value
        while scaled < 0.1 {
            scaled *= 10
            zeros += 1
        }
        var digits = Int((scaled * 1_000_000).rounded())
        if digits >= 1_000_000 {
            digits /= 10
            zeros -= 1
        }
        var written = String(digits)
        while written.hasSuffix("0") { written.removeLast() }
        guard zeros >= 4 else { return "0." + String(repeating: "0", count: zeros) + written }
        let exponent = zeros + 1
        let mantissa = written.count > 1 ? "\(written.first!).\(written.dropFirst())" : written
        return mantissa + "e-" + (exponent < 10 ? "0" : "") + String(exponent)
    }
}
