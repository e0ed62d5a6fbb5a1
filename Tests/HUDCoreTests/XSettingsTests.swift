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

    /// Alerts, sheets and the OSD follow the desktop unless a style is chosen (the OSD dark when the
    /// desktop says nothing); HUDs stay dark.
    @Test func alertsSheetsAndTheOSDTakeTheDesktopsAppearanceUnlessOneIsChosen() throws {
        func context(_ appearance: Appearance?, desktop: Appearance?) throws -> LayoutContext {
            try LayoutContext(
                canvas: Size(width: 800, height: 600), scale: 1, appearance: appearance,
                measurer: FixedWidthMeasurer(), desktopAppearance: desktop)
        }
        let alert = SystemAlertLayout(model: try AlertModel(title: "Delete?", actions: [AlertAction(title: "OK")]))
        #expect(alert.scene(in: try context(nil, desktop: .dark)) == alert.scene(in: try context(.dark, desktop: nil)))
        #expect(alert.scene(in: try context(.light, desktop: .dark)) == alert.scene(in: try context(nil, desktop: nil)))
        #expect(alert.scene(in: try context(nil, desktop: .dark)) != alert.scene(in: try context(nil, desktop: nil)))
        let sheet = ActionSheetLayout(
            model: try ActionSheetModel(title: "Share", actions: [AlertAction(title: "Copy")]))
        #expect(sheet.scene(in: try context(nil, desktop: .dark)) == sheet.scene(in: try context(.dark, desktop: nil)))
        let osd = LevelHUDLayout(model: LevelHUDModel(kind: .volume, level: 50))
        #expect(osd.scene(in: try context(nil, desktop: .light)) == osd.scene(in: try context(.light, desktop: nil)))
        #expect(osd.scene(in: try context(nil, desktop: nil)) == osd.scene(in: try context(.dark, desktop: nil)))
        let hud = StatusHUDLayout(model: StatusHUDModel(text: "Saved"))
        #expect(hud.scene(in: try context(nil, desktop: .light)) == hud.scene(in: try context(nil, desktop: nil)))
    }

    /// Banners and the Notification Center follow the desktop too, unless their options choose.
    @Test func bannersAndTheCenterTakeTheDesktopsAppearanceUnlessOneIsChosen() throws {
        func scenes(_ appearance: Appearance?, desktop: Appearance?) throws -> (Scene?, SceneNode) {
            let context = try LayoutContext(
                canvas: Size(width: 800, height: 600), scale: 1, measurer: FixedWidthMeasurer(),
                desktopAppearance: desktop)
            let clock = ManualClock()
            let options = BannerStackOptions(maximumVisible: 1, appearance: appearance)
            let stack = BannerStack(options: options, animator: Animator(clock: clock)) { context }
            for id in [1, 2] as [UInt32] { stack.post(id: id, banner: BannerStackTests.banner(), expiry: .never) }
            clock.advance(by: 1)
            let center = NotificationCenterLayout(
                model: NotificationCenterModel(), now: 0, date: "Thursday 3 December", doNotDisturb: false,
                options: options, context: context)
            return (stack.currentScene, center.panel)
        }
        let followed = try scenes(nil, desktop: .dark)
        let chosen = try scenes(.dark, desktop: nil)
        #expect(followed.0 == chosen.0 && followed.1 == chosen.1)
        let light = try scenes(nil, desktop: nil)
        #expect(light.0 != followed.0 && light.1 != followed.1)
        let overridden = try scenes(.light, desktop: .dark)
        #expect(overridden.0 == light.0 && overridden.1 == light.1)
    }
}
