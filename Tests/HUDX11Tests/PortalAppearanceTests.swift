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

    /// The portal is asked while the display opens, not after it: the first alert waits for the
    /// slower of the two. Here an X server that never answers holds the display's opening, and the
    /// portal is asked all the same.
    @Test func thePortalIsAskedWhileTheDisplayOpens() throws {
        let fixture = try OverlayFixture()
        let bus = try SessionBus()
        let portal = try PortalStandIn(on: bus, colorScheme: 1)
        let silent = try SilentXServer()
        let hud = try fixture.hud(
            ["alert", "--title", "Light or dark?", "--action", "OK"], inProcess: true,
            extra: ["DISPLAY": silent.display, "DBUS_SESSION_BUS_ADDRESS": bus.address])
        defer { hud.stop() }
        try waitUntil("the portal to be asked while the display opens") { portal.output.contains("answered ReadOne") }
        silent.stop()
        // The display it could not open ends the command.
        #expect(try hud.wait(timeout: .seconds(10)) != 0)
    }
}

/// A display whose server takes connections and never answers them: opening it waits until the
/// server stops.
private final class SilentXServer {
    let display: String
    private let path: String
    private var socket: Int32

    init() throws {
        for number in 700..<800 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            let path = "/tmp/.X11-unix/X\(number)"
            let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { bytes in
                bytes.copyBytes(from: path.utf8.prefix(bytes.count - 1))
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard bound == 0, listen(socket, 8) == 0 else {
                close(socket)
                continue
            }
            self.display = ":\(number)"
            self.path = path
            self.socket = socket
            return
        }
        throw POSIXError(.EADDRINUSE)
    }

    deinit {
        stop()
    }

    /// Closes the socket: the connections it took fail.
    func stop() {
        guard socket >= 0 else { return }
        close(socket)
        unlink(path)
        socket = -1
    }
}
