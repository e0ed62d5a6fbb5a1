import CX11
import Foundation
import HUDAutomation
import HUDTestHarness
import Synchronization
import Testing

@testable import HUDKit

extension PublicAPITests {
    /// `NotificationBanners` on a private Xvfb: real windows, real XTEST input, events as a
    /// notification server receives them. Nested in the serialized API suite: the display is process-wide.
    @Suite("Notification banners")
    struct Banners {
        static let options = BannerStackOptions(scale: 1)
        static let later = BannerContent(
            appName: "make", summary: "Build done", body: [StyledTextRun("42 tests")],
            actions: [BannerAction(key: "later", label: "Later")],
            hasDefaultAction: true)
        static let note = BannerContent(
            appName: "Notes", summary: "Reminder",
            body: [StyledTextRun("Water the plants")])

        /// Events as they arrive, from the display thread.
        final class Recorder: Sendable {
            private let events = Mutex<[BannerEvent]>([])
            func record(_ event: BannerEvent) { events.withLock { $0.append(event) } }
            var all: [BannerEvent] { events.withLock { $0 } }
        }

        /// Where the settled stack of `banners` (posted in this order, as ids 1, 2, …) puts node `name`
        /// on the test screen.
        func frame(of name: String, posting banners: [BannerContent]) throws -> Rect {
            let snapshot = SnapshotOptions(size: OverlayFixture.screen)
            let playback = try BannerPlayback(
                banners: banners, options: Self.options, snapshot: snapshot,
                renderer: SnapshotRenderer())
            return try #require(try playback.scene(at: 5)?.node(named: name)).frame
        }

        func withBanners(_ body: (OverlayFixture, NotificationBanners, Recorder) throws -> Void) throws {
            try PublicAPITests().withDisplay { fixture in
                let banners = NotificationBanners(options: Self.options)
                let recorder = Recorder()
                banners.setEventHandler { recorder.record($0) }
                try body(fixture, banners, recorder)
            }
        }

        @Test func postUpdateAndClickWorkInOneWindow() throws {
            try withBanners { fixture, banners, recorder in
                banners.post(id: 1, banner: Self.later, expiry: .never)
                let window = try waitFor("the banner window") { fixture.hudWindows.first(where: \.isViewable) }
                #expect(window.windowTypes == ["_NET_WM_WINDOW_TYPE_NOTIFICATION"])
                banners.post(id: 2, banner: Self.note, expiry: .never)
                banners.post(id: 1, banner: Self.later, expiry: .never)
                Thread.sleep(forTimeInterval: 0.8) // the entrance and the glide play out
                #expect(fixture.hudWindows.map(\.id) == [window.id])

                let later = try frame(of: BannerLayout.actionName(1, 0), posting: [Self.later, Self.note])
                fixture.input.move(to: later.center)
                fixture.input.click(at: later.center)
                try waitUntil("the Later action") { recorder.all.count == 2 }
                #expect(
                    recorder.all == [.actionInvoked(id: 1, key: "later"), .closed(id: 1, reason: .dismissedByUser)])

                let note = try frame(of: BannerLayout.cardName(1), posting: [Self.note])
                fixture.input.move(to: Point(x: 10, y: 700))
                Thread.sleep(forTimeInterval: 0.8) // banner 2 glides up to the top
                fixture.input.click(at: note.center, button: 3)
                try waitUntil("the right click's dismissal") { recorder.all.count == 3 }
                #expect(recorder.all.last == .closed(id: 2, reason: .dismissedByUser))
                try waitUntil("no banner window left") { fixture.hudWindows.isEmpty }
            }
        }

        @Test func aClickOnTheBannerInvokesTheDefaultAction() throws {
            try withBanners { fixture, banners, recorder in
                banners.post(id: 1, banner: Self.later, expiry: .never)
                try waitUntil("the banner window") { fixture.hudWindows.contains(where: \.isViewable) }
                Thread.sleep(forTimeInterval: 0.8)
                let summary = try frame(of: BannerLayout.cardName(1), posting: [Self.later])
                fixture.input.click(at: Point(x: summary.midX, y: summary.minY + 40))
                try waitUntil("the default action") { recorder.all.count == 2 }
                #expect(
                    recorder.all == [
                        .actionInvoked(id: 1, key: "default"),
                        .closed(id: 1, reason: .dismissedByUser),
                    ])
                try waitUntil("no banner window left") { fixture.hudWindows.isEmpty }
            }
        }

        @Test func hoverPausesExpiryAndLeavingResumesIt() throws {
            try withBanners { fixture, banners, recorder in
                let card = try frame(of: BannerLayout.cardName(1), posting: [Self.note])
                fixture.input.move(to: Point(x: 10, y: 700))
                banners.post(id: 1, banner: Self.note, expiry: .after(seconds: 2))
                try waitUntil("the banner window") { fixture.hudWindows.contains(where: \.isViewable) }
                Thread.sleep(forTimeInterval: 0.7) // the entrance ends under where the pointer goes
                fixture.input.move(to: card.center)
                Thread.sleep(forTimeInterval: 3) // past the expiry, with the pointer on the banner
                #expect(recorder.all.isEmpty)
                fixture.input.move(to: Point(x: 10, y: 700))
                try waitUntil("the expiry once the pointer left") { recorder.all == [.closed(id: 1, reason: .expired)] }
                try waitUntil("no banner window left") { fixture.hudWindows.isEmpty }
            }
        }

        /// Without a compositor the window is cut to what is drawn; with one it is a translucent
        /// ARGB window, rebuilt when the compositor starts.
        @Test(arguments: [false, true])
        func aStackShowsItsCardsAndLetsTheDesktopShowBetweenThem(compositing: Bool) throws {
            try withBanners { fixture, banners, _ in
                if compositing { _ = try fixture.server.startCompositor() }
                let posted = [Self.note, Self.later, Self.note, Self.later, Self.note]
                for (index, banner) in posted.enumerated() {
                    banners.post(id: UInt32(index + 1), banner: banner, expiry: .never)
                }
                try waitUntil("the banner window") { fixture.hudWindows.contains(where: \.isViewable) }
                Thread.sleep(forTimeInterval: 1) // every entrance and glide has ended
                #expect(fixture.hudWindows.count == 1)
                #expect(fixture.hudWindows.map { fixture.depth(of: $0.id) } == [compositing ? 32 : 24])
                let top = try frame(of: BannerLayout.cardName(5), posting: posted)
                let below = try frame(of: BannerLayout.cardName(4), posting: posted)
                let shot = try screenshot(display: fixture.server.display)
                let name = "hudkit-banners-stacked\(compositing ? "-composited" : "").png"
                let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
                try shot.writePNG(to: path)
                let pixels = shot.pixels()
                func pixel(_ point: Point) -> UInt32 { pixels[Int(point.y) * shot.width + Int(point.x)] }
                let gap = Point(x: top.midX, y: (top.maxY + below.minY) / 2)
                let desktop = 0xFF00_0000 | OverlayFixture.desktopColor
                let inTheCard = Point(x: top.minX + 30, y: top.maxY - 8)
                // The card's translucent fill is far from the desktop's colour; between the cards the
                // desktop itself shows, untouched, so that pixel is exact.
                #expect(!isClose(pixel(inTheCard), desktop, tolerance: 16), "the top card is drawn (\(path))")
                #expect(isClose(pixel(gap), desktop, tolerance: 0), "the desktop shows between cards (\(path))")
                banners.close(id: 5, reason: .closedByCall)
                for id in UInt32(1)...4 { banners.close(id: id, reason: .closedByCall) }
                try waitUntil("no banner window left") { fixture.hudWindows.isEmpty }
                if compositing { try fixture.server.stopCompositor() }
            }
        }

        @Test func aCloseCallTakesTheBannerAwayWithItsReason() throws {
            try withBanners { fixture, banners, recorder in
                for id in UInt32(1)...5 { banners.post(id: id, banner: Self.note, expiry: .never) }
                try waitUntil("the banner window") { fixture.hudWindows.contains(where: \.isViewable) }
                #expect(fixture.hudWindows.count == 1)
                for id in UInt32(1)...5 { banners.close(id: id, reason: .closedByCall) }
                try waitUntil("every close reported") { recorder.all.count == 5 }
                let closed = (UInt32(1)...5).map { BannerEvent.closed(id: $0, reason: .closedByCall) }
                #expect(Set(recorder.all) == Set(closed))
                try waitUntil("no banner window left") { fixture.hudWindows.isEmpty }
            }
        }
    }
}

extension PublicAPITests.Headless {
    /// The same presenter on the headless display: expiry at an exact moment of the manual clock.
    @Test func notificationBannersExpireOnTheHeadlessClock() throws {
        try withHeadless { display in
            let banners = NotificationBanners()
            let recorder = PublicAPITests.Banners.Recorder()
            banners.setEventHandler { recorder.record($0) }
            banners.post(id: 1, banner: PublicAPITests.Banners.note, expiry: .after(seconds: 2))
            banners.post(id: 2, banner: PublicAPITests.Banners.later, expiry: .never)
            display.advance(by: 1.9)
            #expect(display.inspect { $0.bannerStacks.map(\.shownIDs) } == [[2, 1]])
            #expect(recorder.all.isEmpty)
            display.advance(by: 0.2)
            #expect(recorder.all == [.closed(id: 1, reason: .expired)])
            banners.close(id: 2, reason: .closedByCall)
            display.advance(by: 1)
            #expect(recorder.all.last == .closed(id: 2, reason: .closedByCall))
            #expect(display.inspect { $0.bannerStacks.allSatisfy(\.isEmpty) })
        }
    }
}
