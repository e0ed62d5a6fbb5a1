import CX11
import Foundation
@testable import HUDKit
import Synchronization
import Testing

extension PublicAPITests {
    /// `NotificationBanners` on a private Xvfb: real windows, real XTEST input, events as a
    /// notification server receives them. Nested in the serialized API suite: the display is process-wide.
    @Suite("Notification banners")
    struct Banners {
        static let options = BannerStackOptions(scale: 1)
        static let later = NotificationBanner(appName: "make", summary: "Build done", body: [StyledTextRun("42 tests")],
                                              actions: [BannerAction(key: "later", label: "Later")],
                                              hasDefaultAction: true)
        static let note = NotificationBanner(appName: "Notes", summary: "Reminder", body: [StyledTextRun("Water the plants")])

        /// Events as they arrive, from the display thread.
        final class Recorder: Sendable {
            private let events = Mutex<[BannerEvent]>([])
            func record(_ event: BannerEvent) { events.withLock { $0.append(event) } }
            var all: [BannerEvent] { events.withLock { $0 } }
        }

        /// Where the settled stack of `banners` (posted in this order, as ids 1, 2, …) puts node `name`
        /// on the test screen.
        func frame(of name: String, posting banners: [NotificationBanner]) throws -> Rect {
            let snapshot = SnapshotOptions(size: OverlayFixture.screen)
            let playback = try BannerPlayback(banners: banners, options: Self.options, snapshot: snapshot,
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
                Thread.sleep(forTimeInterval: 0.8)  // the entrance and the glide play out
                #expect(fixture.hudWindows.map(\.id) == [window.id])

                let later = try frame(of: BannerLayout.actionName(1, 0), posting: [Self.later, Self.note])
                fixture.input.move(to: later.center)
                fixture.input.click(at: later.center)
                try waitUntil("the Later action") { recorder.all.count == 2 }
                #expect(recorder.all == [.actionInvoked(id: 1, key: "later"), .closed(id: 1, reason: .dismissedByUser)])

                let note = try frame(of: BannerLayout.cardName(1), posting: [Self.note])
                fixture.input.move(to: Point(x: 10, y: 700))
                Thread.sleep(forTimeInterval: 0.8)  // banner 2 glides up to the top
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
                #expect(recorder.all == [.actionInvoked(id: 1, key: "default"), .closed(id: 1, reason: .dismissedByUser)])
                try waitUntil("no banner window left") { fixture.hudWindows.isEmpty }
            }
        }

        @Test func hoverPausesExpiryAndLeavingResumesIt() throws {
            try withBanners { fixture, banners, recorder in
                let card = try frame(of: BannerLayout.cardName(1), posting: [Self.note])
                fixture.input.move(to: Point(x: 10, y: 700))
                banners.post(id: 1, banner: Self.note, expiry: .after(seconds: 2))
                try waitUntil("the banner window") { fixture.hudWindows.contains(where: \.isViewable) }
                Thread.sleep(forTimeInterval: 0.7)  // the entrance ends under where the pointer goes
                fixture.input.move(to: card.center)
                Thread.sleep(forTimeInterval: 3)  // past the expiry, with the pointer on the banner
                #expect(recorder.all.isEmpty)
                fixture.input.move(to: Point(x: 10, y: 700))
                try waitUntil("the expiry once the pointer left") { recorder.all == [.closed(id: 1, reason: .expired)] }
                try waitUntil("no banner window left") { fixture.hudWindows.isEmpty }
            }
        }

        @Test func aCloseCallTakesTheBannerAwayWithItsReason() throws {
            try withBanners { fixture, banners, recorder in
                for id in UInt32(1)...5 { banners.post(id: id, banner: Self.note, expiry: .never) }
                try waitUntil("the banner window") { fixture.hudWindows.contains(where: \.isViewable) }
                #expect(fixture.hudWindows.count == 1)
                for id in UInt32(1)...5 { banners.close(id: id, reason: .closedByCall) }
                try waitUntil("every close reported") { recorder.all.count == 5 }
                #expect(Set(recorder.all) == Set((UInt32(1)...5).map { BannerEvent.closed(id: $0, reason: .closedByCall) }))
                try waitUntil("no banner window left") { fixture.hudWindows.isEmpty }
            }
        }
    }
}
