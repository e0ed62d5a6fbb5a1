import Foundation
import HUDCore
import HUDKit
import HUDSurfaces
import HUDTestHarness
import Testing

/// Alerts follow the desktop's light or dark theme as its settings daemon publishes it (XSETTINGS,
/// here Debian's xsettingsd); an explicit `--style` wins, and without a settings daemon they are light.
@Suite("Light and dark as the desktop prefers", .serialized)
struct DesktopAppearanceTests {
    /// xsettingsd on the fixture's display publishing `settings` (its config file's lines).
    static func settingsDaemon(_ settings: String, on fixture: OverlayFixture) throws -> RunningProcess {
        try settingsDaemon(
            settings, config: fixture.runtimeDirectory + "/xsettingsd.conf", environment: fixture.environment,
            probe: fixture.probe)
    }

    /// xsettingsd publishing `settings`, written to the file `config`, on the display `environment` names.
    static func settingsDaemon(
        _ settings: String, config: String, environment: [String: String], probe: X11Probe
    ) throws -> RunningProcess {
        try settings.write(toFile: config, atomically: true, encoding: .utf8)
        let daemon = try ProcessRunner.spawn(
            try ProcessRunner.locate("xsettingsd", package: "xsettingsd"), ["-c", config], environment: environment)
        try waitUntil("xsettingsd to own _XSETTINGS_S0") {
            guard daemon.isRunning else { throw OverlayFixtureError.exited(daemon.stderr) }
            return probe.selectionOwner("_XSETTINGS_S0")
        }
        return daemon
    }

    /// A banner stack already on screen redraws in the desktop's new appearance, and so does the
    /// next: xsettingsd's theme changed and SIGHUP sent, as a desktop's theme switch does.
    @Test func aBannerOnScreenTurnsLightWhenTheDesktopDoes() throws {
        try APIDisplay.exclusively {
            let server = try XvfbServer(width: 800, height: 600)
            let probe = try X11Probe(server: server)
            let config = FileManager.default.temporaryDirectory.appendingPathComponent(
                "hud-xsettingsd-\(UUID().uuidString).conf"
            ).path
            defer { try? FileManager.default.removeItem(atPath: config) }
            let daemon = try Self.settingsDaemon(
                "Net/ThemeName \"Adwaita-dark\"\n", config: config, environment: server.environment, probe: probe)
            setenv("DISPLAY", server.display, 1)
            defer { FacadeDisplay.close() }
            let banners = NotificationBanners(options: BannerStackOptions(scale: 1, blur: .off))
            banners.post(id: 1, banner: PicomBlurTests.banner, expiry: .never)
            let card = try PicomBlurTests.bannerCard()
            func luminance() throws -> Int {
                let pixel = try screenshot(display: server.display).pixel(x: Int(card.maxX) - 30, y: Int(card.midY) + 6)
                return (54 * Int(pixel >> 16 & 0xFF) + 183 * Int(pixel >> 8 & 0xFF) + 19 * Int(pixel & 0xFF)) >> 8
            }
            try waitUntil("the banner dark") { try luminance() < 90 }
            try "Net/ThemeName \"Adwaita\"\n".write(toFile: config, atomically: true, encoding: .utf8)
            kill(daemon.pid, SIGHUP)
            try waitUntil("the banner on screen light") { try luminance() > 160 }
            banners.close(id: 1, reason: .closedByCall)
            daemon.stop()
        }
    }

    /// The luminance, 0…255, inside the settled alert's card left of its centred text; `bus`: the
    /// session bus `hud` runs with (none by default).
    static func cardLuminance(
        _ style: [String], on fixture: OverlayFixture, inProcess: Bool = true, bus: SessionBus? = nil
    ) throws -> Int {
        let hud = try fixture.hud(
            ["alert", "--title", "Light or dark?", "--action", "OK"] + style, inProcess: inProcess,
            extra: bus.map { ["DBUS_SESSION_BUS_ADDRESS": $0.address] } ?? [:])
        try fixture.waitForSettledOverlay(takesKeyboard: true, of: hud)
        let shot = try screenshot(display: fixture.server.display)
        let pixel = shot.pixel(x: Int(OverlayFixture.screen.width / 2) - 110, y: Int(OverlayFixture.screen.height / 2))
        try fixture.input.key("Escape")
        _ = try hud.wait(timeout: .seconds(10))
        return (54 * Int(pixel >> 16 & 0xFF) + 183 * Int(pixel >> 8 & 0xFF) + 19 * Int(pixel & 0xFF)) >> 8
    }

    @Test func aDarkThemeMakesAnAlertDarkAndAnExplicitStyleWins() throws {
        let fixture = try OverlayFixture()
        #expect(try Self.cardLuminance([], on: fixture) > 160, "light with no settings daemon")
        let daemon = try Self.settingsDaemon("Net/ThemeName \"Adwaita-dark\"\n", on: fixture)
        #expect(try Self.cardLuminance([], on: fixture) < 90)
        #expect(try Self.cardLuminance(["--style", "auto"], on: fixture) < 90)
        #expect(try Self.cardLuminance(["--style", "light"], on: fixture) > 160)
        daemon.stop()
    }

    @Test func aPreferenceForDarkApplicationsMakesAnAlertDarkAndALightThemeLight() throws {
        let fixture = try OverlayFixture()
        let light = try Self.settingsDaemon("Net/ThemeName \"Adwaita\"\n", on: fixture)
        #expect(try Self.cardLuminance([], on: fixture) > 160)
        light.stop()
        try waitUntil("xsettingsd to let the selection go") { !fixture.probe.selectionOwner("_XSETTINGS_S0") }
        let dark = try Self.settingsDaemon("Gtk/ApplicationPreferDarkTheme 1\n", on: fixture)
        #expect(try Self.cardLuminance([], on: fixture) < 90)
        dark.stop()
    }

    /// The daemon reads the settings once and again only when they change: a settings daemon
    /// started, its theme changed (SIGHUP makes xsettingsd read its config again), stopped.
    @Test func theDaemonFollowsTheSettingsAsTheyChange() throws {
        let fixture = try OverlayFixture()
        #expect(try Self.cardLuminance([], on: fixture, inProcess: false) > 160)
        let config = fixture.runtimeDirectory + "/xsettingsd.conf"
        let daemon = try Self.settingsDaemon("Net/ThemeName \"Adwaita-dark\"\n", on: fixture)
        #expect(try Self.cardLuminance([], on: fixture, inProcess: false) < 90)
        try "Net/ThemeName \"Adwaita\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        kill(daemon.pid, SIGHUP)
        try waitUntil("the next alert light") { try Self.cardLuminance([], on: fixture, inProcess: false) > 160 }
        daemon.stop()
    }

    /// The OSD follows a desktop that states light or dark, and stays dark, the HUDs' look, when none does.
    @Test func theOSDIsLightOnALightDesktopAndDarkWhenNothingIsSaid() throws {
        let fixture = try OverlayFixture()
        func luminance() throws -> Int {
            let hud = try fixture.hud(["osd", "volume", "50", "--hide-after", "5"], inProcess: true)
            try fixture.waitForOverlay(of: hud)
            let side = LevelHUDLayout.side
            let center = (
                x: OverlayFixture.screen.width / 2,
                y: OverlayFixture.screen.height * LevelHUDLayout.defaultCentreFraction
            )
            var value = 0
            // Once its fade-in has ended: the same twice in a row.
            var previous = -1
            try waitUntil("the OSD to settle", interval: .milliseconds(100)) {
                let pixel = try screenshot(display: fixture.server.display).pixel(
                    x: Int(center.x - side / 2 + 20), y: Int(center.y))
                value = (54 * Int(pixel >> 16 & 0xFF) + 183 * Int(pixel >> 8 & 0xFF) + 19 * Int(pixel & 0xFF)) >> 8
                defer { previous = value }
                return value == previous
            }
            hud.stop()
            try waitUntil("the OSD to go") { fixture.hudWindows.allSatisfy { !$0.isViewable } }
            return value
        }
        #expect(try luminance() < 90)
        let daemon = try Self.settingsDaemon("Net/ThemeName \"Adwaita\"\n", on: fixture)
        #expect(try luminance() > 160)
        daemon.stop()
    }
}
