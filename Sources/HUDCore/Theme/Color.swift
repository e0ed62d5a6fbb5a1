/// A straight (not premultiplied) RGBA colour, components 0…1.
public struct Color: Hashable, Sendable {
    /// Red component, 0…1.
    public var red: Double
    /// Green component, 0…1.
    public var green: Double
    /// Blue component, 0…1.
    public var blue: Double
    /// Opacity, 0…1; not premultiplied into the other components.
    public var alpha: Double

    /// A colour from 0…1 components, opaque unless `alpha` is given.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// UIKit's `colorWithWhite:alpha:`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 0…255 components, as design specs write them.
    public init(r255 r: Int, g255 g: Int, b255 b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r255: Int(hex >> 16 & 0xFF), g255: Int(hex >> 8 & 0xFF), b255: Int(hex & 0xFF), alpha: alpha)
    }

    /// Parses `#RRGGBB`, `#RRGGBBAA` or a few CSS names (`white`, `black`, `gray`, `red`, `green`, `blue`).
    public init?(parsing text: String) {
        let named: [String: Color] = [
            "white": Color(white: 1), "black": Color(white: 0), "gray": Color(white: 0.5), "grey": Color(white: 0.5),
            "red": Color(hex: 0xFF0000), "green": Color(hex: 0x00FF00), "blue": Color(hex: 0x0000FF),
        ]
        if let color = named[text.lowercased()] {
            self = color
            return
        }
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
            let value = UInt32(text.dropFirst(), radix: 16)
        else { return nil }
        if text.count == 7 {
            self.init(hex: value)
        } else {
            self.init(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        }
    }

    /// This colour painted over `background` (Porter–Duff OVER), as one colour.
    public func composited(over background: Color) -> Color {
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func channel(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
        }
        return Color(
            red: channel(red, background.red), green: channel(green, background.green),
            blue: channel(blue, background.blue), alpha: outAlpha)
    }

    /// The same colour at another opacity.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Transparent: draws nothing.
    public static let clear = Color(white: 0, alpha: 0)
}
