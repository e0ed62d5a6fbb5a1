/// The XSETTINGS a settings daemon (xsettingsd, xfsettingsd, gnome-settings-daemon) publishes on
/// the `_XSETTINGS_SETTINGS` property of the `_XSETTINGS_S<screen>` selection's owner: named
/// integers, strings and colours in the specification's binary layout.
package struct XSettings: Equatable, Sendable {
    package enum Value: Equatable, Sendable {
        case integer(Int32)
        case string(String)
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    package var values: [String: Value]

    package init(values: [String: Value]) {
        self.values = values
    }

    /// The property's bytes; nil when they do not follow the layout (a setting cut short, an unknown
    /// type, a byte order that is neither).
    package init?(bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte(), order <= 1 else { return nil }
        reader.isBigEndian = order == 1
        reader.skip(3)
        guard reader.card32() != nil, let count = reader.card32(), count <= 100_000 else { return nil }
        var values: [String: Value] = [:]
        for _ in 0..<count {
            guard let type = reader.byte(), reader.skip(1), let length = reader.card16(),
                let name = reader.string(Int(length)), reader.card32() != nil
            else { return nil }
            switch type {
            case 0:
                guard let value = reader.card32() else { return nil }
                values[name] = .integer(Int32(bitPattern: value))
            case 1:
                guard let length = reader.card32(), let value = reader.string(Int(length)) else { return nil }
                values[name] = .string(value)
            case 2:
                guard let red = reader.card16(), let green = reader.card16(), let blue = reader.card16(),
                    let alpha = reader.card16()
                else { return nil }
                values[name] = .color(red: red, green: green, blue: blue, alpha: alpha)
            default:
                return nil
            }
        }
        self.values = values
    }

    /// What the settings say of light and dark: dark when GTK applications are asked to prefer a
    /// dark theme (`Gtk/ApplicationPreferDarkTheme`) or the theme's name ends in `-dark`
    /// (`Net/ThemeName`, as Adwaita-dark, Arc-Dark); light when either is set otherwise; nil when
    /// neither is set.
    package var appearance: Appearance? {
        let preferDark = values["Gtk/ApplicationPreferDarkTheme"]
        let theme = values["Net/ThemeName"]
        if case .integer(let prefers) = preferDark, prefers != 0 { return .dark }
        if case .string(let name) = theme, name.lowercased().hasSuffix("-dark") { return .dark }
        return preferDark == nil && theme == nil ? nil : .light
    }

    /// Reads the layout's numbers in the byte order it declares; names and strings are padded to
    /// four bytes.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var isBigEndian = false

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        @discardableResult
        mutating func skip(_ count: Int) -> Bool {
            guard offset + count <= bytes.count else { return false }
            offset += count
            return true
        }

        private mutating func number(_ size: Int) -> UInt32? {
            guard offset + size <= bytes.count else { return nil }
            let part = bytes[offset..<(offset + size)]
            offset += size
            let ordered = isBigEndian ? Array(part) : part.reversed()
            return ordered.reduce(0) { $0 << 8 | UInt32($1) }
        }

        mutating func card16() -> UInt16? { number(2).map { UInt16($0) } }
        mutating func card32() -> UInt32? { number(4) }

        mutating func string(_ length: Int) -> String? {
            let padded = (length + 3) / 4 * 4
            guard length >= 0, offset + padded <= bytes.count else { return nil }
            defer { offset += padded }
            return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
        }
    }
}
