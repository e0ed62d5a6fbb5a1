import Testing

@testable import HUDCore

@Suite("XSETTINGS: the desktop's settings as a settings daemon publishes them, and light or dark from them")
struct XSettingsTests {
    enum Setting {
        case integer(String, Int32)
        case string(String, String)
        case color(String)
    }

    /// The property's bytes as the specification lays them out, in either byte order.
    static func bytes(_ settings: [Setting], bigEndian: Bool = false) -> [UInt8] {
        func number(_ value: UInt32, _ size: Int) -> [UInt8] {
            let little = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
            return bigEndian ? little.reversed() : little
        }
        func padded(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8)
            return bytes + Array(repeating: 0, count: (4 - bytes.count % 4) % 4)
        }
        var bytes: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0] + number(7, 4) + number(UInt32(settings.count), 4)
        for setting in settings {
            func header(_ type: UInt8, _ name: String) -> [UInt8] {
                [type, 0] + number(UInt32(name.utf8.count), 2) + padded(name) + number(3, 4)
            }
            switch setting {
            case .integer(let name, let value):
                bytes += header(0, name) + number(UInt32(bitPattern: value), 4)
            case .string(let name, let value):
                bytes += header(1, name) + number(UInt32(value.utf8.count), 4) + padded(value)
            case .color(let name):
                bytes += header(2, name) + number(0xFFFF, 2) + number(0, 2) + number(0, 2) + number(0xFFFF, 2)
            }
        }
        return bytes
    }

    @Test(arguments: [false, true])
    func readsEachKindOfSettingInEitherByteOrder(bigEndian: Bool) throws {
        let settings = try #require(
            XSettings(
                bytes: Self.bytes(
                    [
                        .string("Net/ThemeName", "Adwaita-dark"), .integer("Xft/DPI", -1),
                        .color("Gtk/Colour"), .integer("Gtk/CursorThemeSize", 24),
                    ], bigEndian: bigEndian)))
        #expect(settings.values["Net/ThemeName"] == .string("Adwaita-dark"))
        #expect(settings.values["Xft/DPI"] == .integer(-1))
        #expect(settings.values["Gtk/Colour"] == .color(red: 0xFFFF, green: 0, blue: 0, alpha: 0xFFFF))
        #expect(settings.values["Gtk/CursorThemeSize"] == .integer(24))
    }

    @Test func aDarkThemeOrThePreferenceForOneIsDarkAnyOtherSettingLight() throws {
        func appearance(_ settings: [Setting]) throws -> Appearance? {
            try #require(XSettings(bytes: Self.bytes(settings))).appearance
        }
        #expect(try appearance([.string("Net/ThemeName", "Adwaita-dark")]) == .dark)
        #expect(try appearance([.string("Net/ThemeName", "Arc-Dark")]) == .dark)
        #expect(try appearance([.string("Net/ThemeName", "Adwaita")]) == .light)
        #expect(try appearance([.integer("Gtk/ApplicationPreferDarkTheme", 1)]) == .dark)
        #expect(
            try appearance([.string("Net/ThemeName", "Adwaita"), .integer("Gtk/ApplicationPreferDarkTheme", 0)])
                == .light)
        #expect(try appearance([.integer("Xft/DPI", 98304)]) == nil)
        #expect(try appearance([]) == nil)
    }

    @Test func bytesThatDoNotFollowTheLayoutAreNoSettings() {
        let whole = Self.bytes([.string("Net/ThemeName", "Adwaita-dark")])
        #expect(XSettings(bytes: []) == nil)
        #expect(XSettings(bytes: [2] + whole.dropFirst()) == nil, "neither byte order")
        #expect(XSettings(bytes: Array(whole.dropLast(4))) == nil, "a string cut short")
        var unknownType = whole
        unknownType[12] = 9
        #expect(XSettings(bytes: unknownType) == nil)
    }
}
