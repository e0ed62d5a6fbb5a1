import HUDCore
import HUDSurfaces
import HUDTestHarness
import Testing

/// The daemon follows the freedesktop portal's `SettingChanged`: a banner already on screen redraws
/// in the light or dark the portal now prefers.
@Suite("Banners follow the portal's light or dark", .serialized)
struct PortalFollowingTests {
    typealias Fixture = NotificationsInterfaceTests.Fixture

    @Test func aBannerOnScreenTurnsDarkThenLightAsThePortalSays() throws {
        let fixture = try Fixture()
        // A portal that comes after the daemon: nothing said yet, so light.
        let portal = try PortalStandIn(on: fixture.bus, colorScheme: 0)
        let id = try fixture.post(["-t", "0", "Appearance", "Light or dark"])
        let card = try fixture.frame(
            of: BannerLayout.cardName(id),
            posting: [
                BannerContent(
                    appName: "notify-send", summary: "Appearance", body: [StyledTextRun("Light or dark")])
            ]
        )
        let point = Point(x: card.maxX - 30, y: card.midY + 6)
        try fixture.waitForSettledCard(at: [point])
        func luminance() throws -> Int {
            let pixel = try screenshot(display: fixture.display.server.display).pixel(x: Int(point.x), y: Int(point.y))
            return (54 * Int(pixel >> 16 & 0xFF) + 183 * Int(pixel >> 8 & 0xFF) + 19 * Int(pixel & 0xFF)) >> 8
        }
        #expect(try luminance() > 160)
        try portal.change(toDark: true)
        try waitUntil("the banner on screen dark") { try luminance() < 90 }
        try portal.change(toDark: false)
        try waitUntil("the banner on screen light again") { try luminance() > 160 }
    }

    /// A portal that starts after the daemon is read then, with no change to announce; once it
    /// stops, XSETTINGS (here none: light) say again.
    @Test func aPortalStartedLaterIsReadAndOneThatStopsLeavesItToXSettings() throws {
        let fixture = try Fixture()
        let id = try fixture.post(["-t", "0", "Appearance", "Light or dark"])
        let card = try fixture.frame(
            of: BannerLayout.cardName(id),
            posting: [
                BannerContent(
                    appName: "notify-send", summary: "Appearance", body: [StyledTextRun("Light or dark")])
            ]
        )
        let point = Point(x: card.maxX - 30, y: card.midY + 6)
        try fixture.waitForSettledCard(at: [point])
        func luminance() throws -> Int {
            let pixel = try screenshot(display: fixture.display.server.display).pixel(x: Int(point.x), y: Int(point.y))
            return (54 * Int(pixel >> 16 & 0xFF) + 183 * Int(pixel >> 8 & 0xFF) + 19 * Int(pixel & 0xFF)) >> 8
        }
        #expect(try luminance() > 160)
        var portal: PortalStandIn? = try PortalStandIn(on: fixture.bus, colorScheme: 1)
        try waitUntil("the banner on screen dark") { try luminance() < 90 }
        #expect(portal?.output.contains("answered ReadOne") == true)
        portal = nil
        try waitUntil("the banner on screen light again") { try luminance() > 160 }
    }
}
