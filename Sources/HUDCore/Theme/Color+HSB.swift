/// Hue, saturation and brightness (HSB, also called HSV), as UIColor's
/// `getHue:saturation:brightness:alpha:` gives them: what a colour picker's spectrum is laid out by.
extension Color {
    /// A colour from its hue (0…1, a turn from red through yellow, green, cyan, blue and magenta
    /// back to red), saturation and brightness (0…1 each).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let turn = (hue - hue.rounded(.down)) * 6
        let sector = Int(turn) % 6
        let within = turn - Double(Int(turn))
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * within)
        let t = v * (1 - saturation * (1 - within))
        let (r, g, b) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour's hue, saturation and brightness, 0…1 each; a grey's hue is 0.
    public var hsb: (hue: Double, saturation: Double, brightness: Double) {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let chroma = maximum - minimum
        guard chroma > 0 else { return (0, 0, maximum) }
        let sector =
            if maximum == red {
                (green - blue) / chroma
            } else if maximum == green {
                (blue - red) / chroma + 2
            } else {
                (red - green) / chroma + 4
            }
        let hue = sector / 6
        return (hue < 0 ? hue + 1 : hue, chroma / maximum, maximum)
    }

    /// Each component as a whole number 0…255, rounded as GDK writes colours.
    public var components255: (red: Int, green: Int, blue: Int) {
        func whole(_ channel: Double) -> Int { Int((min(max(channel, 0), 1) * 255 + 0.5).rounded(.down)) }
        return (whole(red), whole(green), whole(blue))
    }

    /// `RRGGBB` in capitals, without the `#`: how a colour picker's hex field shows the colour.
    public var hexDigits: String {
        let (r, g, b) = components255
        return [r, g, b].map { component in
            let digits = String(component, radix: 16, uppercase: true)
            return component < 16 ? "0" + digits : digits
        }.joined()
    }
}
