import Foundation
import HUDTestHarness
import Testing

/// `style = auto` asks the freedesktop portal first (`org.freedesktop.appearance` `color-scheme`
/// through `org.freedesktop.portal.Settings`), here a stand-in on a private session bus; XSETTINGS
/// (xsettingsd) when the portal prefers neither or does not answer in time; light when nothing says.
@Suite("Light and dark as the freedesktop portal prefers", .serialized)
struct PortalAppearanceTests {
    typealias Tests = DesktopAppearanceTests

    @Test func aPortalPreferringDarkMakesAnAlertDarkAndAnExplicitStyleWins() throws {
        let fixture = try OverlayFixture()
        let bus = try SessionBus()
        let portal = try PortalStandIn(on: bus, colorScheme: 1)
        #expect(try Tests.cardLuminance([], on: fixture, bus: bus) < 90)
        #expect(portal.output.contains("answered ReadOne"), "\(portal.output)")
        #expect(try Tests.cardLuminance(["--style", "light"], on: fixture, bus: bus) > 160)
        // The daemon asks it too.
        #expect(try Tests.cardLuminance([], on: fixture, inProcess: false, bus: bus) < 90)
    }

    /// A portal older than `ReadOne` answers `Read`, its value wrapped in one more variant.
    @Test func aPortalWithoutReadOneIsAskedWithRead() throws {
        let fixture = try OverlayFixture()
        let bus = try SessionBus()
        let portal = try PortalStandIn(on: bus, colorScheme: 1, readsOne: false)
        #expect(try Tests.cardLuminance([], on: fixture, bus: bus) < 90)
        #expect(portal.output.contains("answered Read\n"), "\(portal.output)")
    }

    /// The portal goes before XSETTINGS; where it prefers neither, XSETTINGS say.
    @Test func thePortalGoesBeforeXSettingsAndNoPreferenceLeavesItToThem() throws {
        let fixture = try OverlayFixture()
        let settings = try Tests.settingsDaemon("Net/ThemeName \"Adwaita-dark\"\n", on: fixture)
        let bus = try SessionBus()
        let light = try PortalStandIn(on: bus, colorScheme: 2)
        #expect(try Tests.cardLuminance([], on: fixture, bus: bus) > 160)
        _ = light
        let otherBus = try SessionBus()
        let none = try PortalStandIn(on: otherBus, colorScheme: 0)
        #expect(try Tests.cardLuminance([], on: fixture, bus: otherBus) < 90)
        #expect(none.output.contains("answered ReadOne"), "\(none.output)")
        settings.stop()
    }

    /// A portal that answers only long after the bound: the alert does not wait for it, and is
    /// shown in XSETTINGS' dark.
    @Test func aPortalThatDoesNotAnswerInTimeLeavesItToXSettings() throws {
        let fixture = try OverlayFixture()
        let settings = try Tests.settingsDaemon("Net/ThemeName \"Adwaita-dark\"\n", on: fixture)
        let bus = try SessionBus()
        let portal = try PortalStandIn(on: bus, colorScheme: 2, delay: 3)
        let hud = try fixture.hud(
            ["alert", "--title", "Light or dark?", "--action", "OK"], inProcess: true,
            extra: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let start = ContinuousClock.now
        try fixture.waitForSettledOverlay(takesKeyboard: true, of: hud)
        #expect(start.duration(to: .now) < .seconds(3), "shown before the portal's answer")
        #expect(!portal.output.contains("answered"))
        let point = (x: Int(OverlayFixture.screen.width / 2) - 110, y: Int(OverlayFixture.screen.height / 2))
        func luminance() throws -> Int {
            let pixel = try screenshot(display: fixture.server.display).pixel(x: point.x, y: point.y)
            return (54 * Int(pixel >> 16 & 0xFF) + 183 * Int(pixel >> 8 & 0xFF) + 19 * Int(pixel & 0xFF)) >> 8
        }
        #expect(try luminance() < 90)
        try fixture.input.key("Escape")
        _ = try hud.wait(timeout: .seconds(10))
        settings.stop()
    }
}
