import Foundation
import HUDKit
import HUDTestHarness
import Testing

@testable import HUDCore

/// Volume and brightness scripts as they are: `notify-send` with a value and a replace tag shows
/// the level HUD, not a banner, and the notification is closed when it leaves.
extension NotificationsInterfaceTests {
    static let volumeScript = ["-h", "string:x-dunst-stack-tag:volume", "Volume"]

    /// The one viewable window, once it is the OSD's: centred on the level HUD's card (its window
    /// holds the card with room for a zoom), nowhere near the banners' corner.
    static func osdWindow(_ fixture: Fixture) throws -> WindowInfo {
        let card = try fixture.display.frame(of: "card", in: .levelHUD(.volume(42)))
        let window = try waitFor("the OSD's window") { fixture.bannerWindows.first }
        #expect(fixture.bannerWindows.count == 1, "\(fixture.bannerWindows)")
        #expect(window.frame.contains(card), "\(window.frame) holds the card \(card)")
        #expect(
            abs(window.frame.midX - card.midX) <= 1 && abs(window.frame.midY - card.midY) <= 1
                && window.frame.width < card.width * 2,
            "\(window.frame) is centred on the card \(card)")
        return window
    }

    /// Whether segment `index` of the OSD on screen is filled: the theme's white, where an empty one
    /// is white at a quarter over the dark card.
    static func segmentIsFilled(_ fixture: Fixture, _ index: Int) throws -> Bool {
        let segment = try fixture.display.frame(of: "segment\(index)", in: .levelHUD(.volume(42)))
        let (red, green, blue) = channels(
            try screenshot(display: fixture.display.server.display).pixel(
                x: Int(segment.midX), y: Int(segment.midY)))
        return min(red, green, blue) > 200
    }

    @Test func aValueAndATagShowTheOSDNotABannerAndCloseWhenItLeaves() throws {
        let fixture = try Fixture()
        let monitor = try fixture.bus.monitor()
        let id = try fixture.post(["-h", "int:value:42"] + Self.volumeScript)
        #expect(id == 1)
        _ = try Self.osdWindow(fixture)
        #expect(try fixture.control(["list"]).stdout == "", "no banner")
        #expect(try fixture.control(["count", "shown"]).stdout == "0\n")
        try waitUntil("the OSD to leave", timeout: .seconds(5)) { fixture.bannerWindows.isEmpty }
        try waitUntil("NotificationClosed(1, 1)") { monitor.stdout.contains("(uint32 1, uint32 1)") }
        #expect(try fixture.control(["history"]).stdout == "", "not in the history")
        // A value without a tag is a progress banner, as before.
        #expect(try fixture.post(["-t", "0", "-h", "int:value:42", "Copying"]) == 2)
        #expect(try fixture.control(["list"]).stdout == "2\tshown\tnormal\tnotify-send\tCopying\t\n")
    }

    @Test func fiveLevelsChangeOneOSDInPlace() throws {
        let fixture = try Fixture()
        let monitor = try fixture.bus.monitor()
        // A long stay (the scripts' -t is honoured) keeps the OSD up while the screen is read.
        let first = try fixture.post(["-t", "10000", "-h", "int:value:20"] + Self.volumeScript)
        let window = try Self.osdWindow(fixture)
        try waitUntil("3 of 16 segments filled") {
            try Self.segmentIsFilled(fixture, 0) && !Self.segmentIsFilled(fixture, 15)
        }
        var ids = [first]
        for value in [40, 60, 80] {
            ids.append(try fixture.post(["-t", "10000", "-h", "int:value:\(value)"] + Self.volumeScript))
        }
        ids.append(try fixture.post(["-t", "1000", "-h", "int:value:100"] + Self.volumeScript))
        #expect(ids == [1, 2, 3, 4, 5], "a new id each time, as a banner replaced by its tag gets")
        try waitUntil("all 16 segments filled") { try Self.segmentIsFilled(fixture, 15) }
        #expect(fixture.bannerWindows.map(\.id) == [window.id], "the same window throughout")
        for old in 1...4 {
            try waitUntil("NotificationClosed(\(old), 1)") { monitor.stdout.contains("(uint32 \(old), uint32 1)") }
        }
        #expect(!monitor.stdout.contains("(uint32 5, "), "the last one stays open while it shows")
        #expect(try fixture.control(["list"]).stdout == "")
        try waitUntil("the OSD to leave a second after the last", timeout: .seconds(5)) {
            fixture.bannerWindows.isEmpty
        }
        try waitUntil("NotificationClosed(5, 1)") { monitor.stdout.contains("(uint32 5, uint32 1)") }
        #expect(try fixture.control(["history"]).stdout == "")
    }

    @Test func withOSDNotificationsOffAValueAndATagAreABannerWithItsBar() throws {
        let fixture = try Fixture(config: "[daemon]\nosd-notifications = no\n")
        let id = try fixture.post(["-t", "0", "-h", "int:value:42"] + Self.volumeScript)
        #expect(try fixture.control(["list"]).stdout == "\(id)\tshown\tnormal\tnotify-send\tVolume\t\n")
        let bar = try #require(
            try Self.filledPixels(
                fixture, bars: [BannerLayout.valueName(id)], posting: [Self.sent("Volume", value: 42)]
            ).first)
        #expect(abs(Double(bar.measured) - bar.expected) <= 3, "\(bar)")
    }
}
