import Foundation
import HUDKit
import HUDTestHarness
import Testing

@testable import HUDCore

/// The hints as real clients send them: `value` bars measured on the screen, dunst's replace tags
/// from `notify-send`, and Chromium's uint32 urgency and value from `gdbus call`.
extension NotificationsInterfaceTests {
    static func sent(_ summary: String, value: Int?) -> BannerContent {
        BannerContent(appName: "notify-send", summary: summary, value: value)
    }

    /// Pixels of the tint along the middle row of each bar named in `bars`, as the screen shows the
    /// settled stack of `banners`, beside what the layout says the fill is (its width in pixels).
    static func filledPixels(
        _ fixture: Fixture, bars: [String], posting banners: [BannerContent]
    ) throws -> [(measured: Int, expected: Double)] {
        let frames = try bars.map { try fixture.frame(of: $0, posting: banners) }
        let headers = try (1...banners.count).map { id in
            let card = try fixture.frame(of: BannerLayout.cardName(UInt32(id)), posting: banners)
            return Point(x: card.minX + 40, y: card.minY + 14)
        }
        try fixture.waitForSettledCard(at: headers + frames.map(\.center))
        let shot = try screenshot(display: fixture.display.server.display)
        let tint = BannerTheme.of(.light).tint
        let argb =
            0xFF00_0000 | UInt32(tint.red * 255) << 16 | UInt32(tint.green * 255) << 8 | UInt32(tint.blue * 255)
        return zip(frames, banners.map { Double($0.value ?? 0) / 100 }).map { frame, fraction in
            let row = Int(frame.midY)
            let measured = (Int(frame.minX)..<Int(frame.maxX)).filter {
                isClose(shot.pixel(x: $0, y: row), argb, tolerance: 24)
            }.count
            return (measured, frame.width * fraction)
        }
    }

    @Test func aValueOfTenAndOfNinetyFillTheirBarsToThat() throws {
        let fixture = try Fixture()
        let low = try fixture.post(["-t", "0", "-h", "int:value:10", "Brightness"])
        let high = try fixture.post(["-t", "0", "-h", "int:value:90", "Volume"])
        #expect((low, high) == (1, 2))
        let bars = try Self.filledPixels(
            fixture, bars: [BannerLayout.valueName(low), BannerLayout.valueName(high)],
            posting: [Self.sent("Brightness", value: 10), Self.sent("Volume", value: 90)])
        for (measured, expected) in bars {
            #expect(abs(Double(measured) - expected) <= 3, "\(measured) tint pixels, expected about \(expected)")
        }
        #expect(bars[1].measured > bars[0].measured * 6, "\(bars.map(\.measured))")
    }

    /// With `osd-notifications = no` a value and a tag are a banner with its bar, as in dunst.
    @Test(arguments: ["x-dunst-stack-tag", "x-canonical-private-synchronous"])
    func fiveTaggedNotificationsShowAsOneBannerWithTheLast(key: String) throws {
        let fixture = try Fixture(config: "[daemon]\nosd-notifications = no\n")
        let monitor = try fixture.bus.monitor()
        var ids: [UInt32] = []
        var window: UInt?
        for level in 1...5 {
            ids.append(
                try fixture.post([
                    "-t", "0", "-h", "string:\(key):volume", "-h", "int:value:\(level * 20)", "Volume \(level)",
                ]))
            let shown = try waitFor("the banner window") { fixture.bannerWindows.first }
            #expect(window == nil || shown.id == window, "the same window throughout")
            window = shown.id
        }
        #expect(ids == [1, 2, 3, 4, 5], "a new id each time, as dunst gives")
        #expect(try fixture.control(["count", "shown"]).stdout == "1\n")
        #expect(try fixture.control(["list"]).stdout == "5\tshown\tnormal\tnotify-send\tVolume 5\t\n")
        for old in 1...4 {
            try waitUntil("NotificationClosed(\(old), 1)") { monitor.stdout.contains("(uint32 \(old), uint32 1)") }
        }
        #expect(!monitor.stdout.contains("(uint32 5, "), "the last one stays open")
        // The banner on screen is the last one's: its bar full.
        let bar = try #require(
            try Self.filledPixels(
                fixture, bars: [BannerLayout.valueName(1)], posting: [Self.sent("Volume 5", value: 100)]
            ).first)
        #expect(abs(Double(bar.measured) - bar.expected) <= 3, "\(bar)")
        // Another app's "volume" is its own.
        #expect(try fixture.post(["-a", "other", "-t", "0", "-h", "string:\(key):volume", "Other"]) == 6)
        #expect(try fixture.control(["count", "shown"]).stdout == "2\n")
    }

    @Test func gdbusCallWithUint32UrgencyAndValueAndAStringValue() throws {
        let fixture = try Fixture()
        let critical = try fixture.bus.callNotifications(
            "Notify",
            ["--", "chromium", "0", "", "Upload", "", "[]", "{'urgency': <uint32 2>, 'value': <uint32 42>}", "0"])
        #expect(critical.stdout == "(uint32 1,)\n", "\(critical.stderr)")
        let bar = try #require(
            try Self.filledPixels(
                fixture, bars: [BannerLayout.valueName(1)],
                posting: [BannerContent(appName: "chromium", summary: "Upload", urgency: .critical, value: 42)]
            ).first)
        #expect(abs(Double(bar.measured) - bar.expected) <= 3, "\(bar)")
        let stringValue = try fixture.bus.callNotifications(
            "Notify", ["--", "app", "0", "", "Odd value", "", "[]", "{'value': <'40'>}", "0"])
        #expect(stringValue.stdout == "(uint32 2,)\n", "\(stringValue.stderr)")
        #expect(
            try fixture.control(["list"]).stdout
                == "1\tshown\tcritical\tchromium\tUpload\t\n2\tshown\tnormal\tapp\tOdd value\t\n")
        try waitUntil("the log line") { fixture.daemon.stderr.contains("value is of type s, not i, u or y") }
        #expect(fixture.daemon.isRunning)
    }
}
