import CX11
import Foundation
import HUDAutomation
import HUDTestHarness
import Synchronization
import Testing

@testable import HUDKit

/// The Swift API in this very process, on a private Xvfb: called from many threads, it must end in
/// a consistent state with no window left. One suite, serialized: the API's display is process-wide.
@Suite("Public Swift API on a display", .serialized)
struct PublicAPITests {
    /// Points the API at the fixture's server for the duration of `body`, then closes the display
    /// before the server goes, so the lost connection never ends the test process.
    func withDisplay(_ body: (OverlayFixture) throws -> Void) throws {
        try APIDisplay.exclusively {
            let fixture = try OverlayFixture()
            setenv("DISPLAY", fixture.server.display, 1)
            defer { FacadeDisplay.close() }
            try body(fixture)
        }
    }

    @Test func hudMorphsAndHidesWhateverTheThreads() throws {
        try withDisplay { fixture in
            HUD.shared.show(status: "Loading")
            try waitUntil("the loading HUD") { fixture.hudWindows.contains(where: \.isViewable) }
            DispatchQueue.concurrentPerform(iterations: 200) { index in
                switch index % 4 {
                case 0: HUD.shared.show(status: "Step \(index)")
                case 1: HUD.shared.showSuccess("Done \(index)", hideAfter: 0.05)
                case 2: HUD.shared.hide(afterDelay: 0.02)
                default: HUD.shared.show(text: "Status \(index)")
                }
            }
            HUD.shared.hide()
            try waitUntil("every HUD window to be gone") { fixture.hudWindows.isEmpty }
        }
    }

    @Test func staleDelayedHideLeavesTheNewerHUDUp() throws {
        try withDisplay { fixture in
            let hud = HUD()
            hud.show(text: "First")
            hud.hide(afterDelay: 0.3)
            hud.showSuccess("Second", hideAfter: 5)
            try waitUntil("the HUD") { fixture.hudWindows.contains(where: \.isViewable) }
            Thread.sleep(forTimeInterval: 0.6) // past the stale hide's moment: nothing may remove it
            let stillUp = fixture.hudWindows.contains(where: \.isViewable)
            #expect(stillUp)
            hud.hide()
            try waitUntil("the HUD to go") { fixture.hudWindows.isEmpty }
        }
    }

    @Test func repeatedToastsNeverStack() throws {
        try withDisplay { fixture in
            Toast.show("One")
            Toast.show("Two, longer")
            Toast.show("Three")
            try waitUntil("a toast") { fixture.hudWindows.contains(where: \.isViewable) }
            // Sampled over the toast's whole life: never two on screen at once.
            var most = 0
            try waitUntil("the toast to leave by itself") {
                let windows = fixture.hudWindows
                most = max(most, windows.filter(\.isViewable).count)
                return windows.isEmpty
            }
            #expect(most == 1)
        }
    }

    // These tests wait with blocking polls, so they use the completion forms of the API: an
    // `async let` child task needs a thread of the cooperative pool, which blocking tests running
    // beside them on two cores can hold for seconds.

    @Test func alertsQueueAndReturnTheChoice() throws {
        try withDisplay { fixture in
            let card = Overlay.card(CardAlertModel(title: "First", sure: "OK", cancel: "Cancel"))
            let results = Mutex<[AlertResult]>([])
            Alert(cardTitle: "First", message: nil, sure: "OK", cancel: "Cancel")
                .present(on: nil) { result in results.withLock { $0.append(result) } }
            try Alert(title: "Second", actions: [AlertAction(title: "Fine")])
                .present(on: nil) { result in results.withLock { $0.append(result) } }
            try waitUntil("the first alert") { fixture.keyboardIsGrabbedElsewhere }
            fixture.input.click(at: try fixture.frame(of: "button1", in: card).center)
            try waitUntil("the first answer") { results.withLock { $0.count } == 1 }
            let first = results.withLock { $0[0] }
            #expect(first.actionIndex == 1 && first.actionTitle == "OK" && !first.isCancel)
            try waitUntil("the second alert, after the first") { fixture.keyboardIsGrabbedElsewhere }
            try fixture.input.key("Return")
            try waitUntil("the second answer") { results.withLock { $0.count } == 2 }
            #expect(results.withLock { $0[1].actionTitle } == "Fine")
        }
    }

    @Test func progressUpdatesInPlaceAndEventsArriveInOrder() throws {
        try withDisplay { fixture in
            let hud = HUD()
            let events = Mutex<[HUDEvent]>([])
            hud.observe { event in events.withLock { $0.append(event) } }
            hud.showProgress(0.1, status: "Uploading", style: .bar)
            try waitUntil("the HUD to appear") { events.withLock { $0 } == [.willAppear, .didAppear] }
            let window = try waitFor("its window") { fixture.hudWindows.first(where: \.isViewable) }
            for value in stride(from: 0.2, through: 1.0, by: 0.2) {
                hud.showProgress(value, status: "Uploading", style: .bar)
            }
            #expect(hud.isVisible)
            try waitUntil("the updates to be drawn") {
                fixture.hudWindows.filter(\.isViewable).map(\.id) == [window.id]
            }
            hud.hide(animated: false)
            try waitUntil("the HUD to disappear") {
                events.withLock { $0 } == [.willAppear, .didAppear, .willDisappear, .didDisappear]
            }
            #expect(!hud.isVisible)
            // The destroy request is sent; another client sees it once the server has handled it.
            try waitUntil("the window to be gone") { fixture.hudWindows.isEmpty }
        }
    }

    @Test func maskedHUDCoversTheMonitorAndBlocksOnlyItsCard() throws {
        try withDisplay { fixture in
            let placement = HUDPlacement(mask: .black, interaction: .blockHUDOnly)
            let hud = HUD(placement: placement)
            hud.show(text: "Masked")
            let up = try waitFor("the masked HUD") { fixture.hudWindows.first(where: \.isViewable) }
            #expect(up.frame == Rect(origin: .zero, size: OverlayFixture.screen))
            let overlay = Overlay.status(StatusHUDModel(text: "Masked", placement: placement))
            fixture.input.click(at: try fixture.frame(of: "card", in: overlay).center)
            fixture.input.click(at: Point(x: 30, y: 30))
            let event = try fixture.probe.connection.waitForEvent("the click beside the card") {
                $0.type == ButtonPress
            }
            #expect(event.xbutton.x == 30 && event.xbutton.y == 30)
            hud.hide()
            try waitUntil("the HUD to go") { fixture.hudWindows.isEmpty }
        }
    }

    /// MBProgressHUD's button: the card takes the clicks while it has one (and lets them through
    /// again once the HUD morphs into one without), and a click on it cancels.
    @Test func aHUDsButtonTakesTheCardsClicksAndCancelsIt() throws {
        try withDisplay { fixture in
            let hud = HUD()
            let cancelled = Atomic(0)
            hud.onCancel { cancelled.add(1, ordering: .relaxed) }
            hud.showActivity(ring: false, status: "Working", cancelTitle: "Cancel")
            try waitUntil("the HUD") { fixture.hudWindows.contains(where: \.isViewable) }
            let working = Overlay.status(StatusHUDModel(indicator: .spinner, text: "Working", buttonTitle: "Cancel"))
            fixture.input.click(at: try fixture.frame(of: "label", in: working).center)
            fixture.input.click(at: Point(x: 30, y: 30))
            let first = try fixture.probe.connection.waitForEvent("the click beside the card") {
                $0.type == ButtonPress
            }
            #expect(first.xbutton.x == 30 && first.xbutton.y == 30, "the click on the card was swallowed")

            hud.showSuccess("Done", hideAfter: 30)
            let done = Overlay.status(StatusHUDModel(glyph: .checkmark, text: "Done"))
            let center = try fixture.frame(of: "card", in: done).center
            let display = fixture.probe.connection.display
            // Clicked until one gets through: the morph happens on the display thread, a moment later.
            try waitUntil("a click on the result's card to reach the desktop", interval: .milliseconds(100)) {
                fixture.input.click(at: center)
                while XPending(display) > 0 {
                    var event = XEvent()
                    XNextEvent(display, &event)
                    if event.type == ButtonPress, event.xbutton.x == Int32(center.x) { return true }
                }
                return false
            }

            hud.showProgress(0.3, status: "Uploading", cancelTitle: "Cancel")
            let uploading = Overlay.status(
                StatusHUDModel(indicator: .progress(.annular, 0.3), text: "Uploading", buttonTitle: "Cancel"))
            let button = try fixture.frame(of: "button0", in: uploading).center
            try waitUntil("the click on Cancel") {
                fixture.input.click(at: button)
                return cancelled.load(ordering: .relaxed) > 0
            }
            try waitUntil("the cancelled HUD to go") { !fixture.hudWindows.contains(where: \.isViewable) }
            #expect(cancelled.load(ordering: .relaxed) == 1)
        }
    }

    @Test func customContentIsDrawnByTheCaller() throws {
        try withDisplay { fixture in
            let hud = HUD()
            hud.showCustom(size: Size(width: 40, height: 40), status: "Custom") { canvas, frame in
                canvas.setColor(Color(r255: 255, g255: 0, b255: 0))
                canvas.newPath()
                canvas.addRect(frame)
                canvas.fill()
            }
            let overlay = Overlay.status(
                StatusHUDModel(
                    indicator: .custom(
                        CustomContentID(rawValue: 0),
                        Size(width: 40, height: 40)), text: "Custom"))
            let frame = try fixture.frame(of: "custom", in: overlay)
            try waitUntil("the caller's red square") {
                try screenshot(display: fixture.server.display).pixel(x: Int(frame.midX), y: Int(frame.midY))
                    == 0xFFFF_0000
            }
            hud.hide(animated: false)
            try waitUntil("the HUD to go") { fixture.hudWindows.isEmpty }
        }
    }

    /// docs/x11.md §1: HUDs stay above an alert's dim but below its card. An alert is two windows, its dim
    /// and its card; a HUD shown while it is up goes between them, whichever came first.
    @Test func aHUDGoesBetweenAnAlertsDimAndItsCard() throws {
        try withDisplay { fixture in
            let text = "Saving a status wide enough to show on both sides of the card"
            let hud = HUD()
            hud.show(text: text)
            try waitUntil("the HUD") { fixture.hudWindows.contains(where: \.isViewable) }
            let alert = Alert(cardTitle: "Sure?", message: nil, sure: "OK", cancel: "Cancel")
            let answer = Mutex<AlertResult?>(nil)
            alert.present(on: nil) { result in answer.withLock { $0 = result } }
            // Stacked before they are mapped: once viewable they must already be in order.
            try waitUntil("the alert's two windows") { fixture.hudWindows.filter(\.isViewable).count == 3 }
            let kinds = fixture.hudWindows.map { window in
                window.windowTypes.contains("_NET_WM_WINDOW_TYPE_NOTIFICATION")
                    ? "hud"
                    : window.frame.size == OverlayFixture.screen ? "dim" : "card"
            }
            #expect(kinds == ["dim", "hud", "card"])
            // Without a compositor the card's window is cut to the card once it has settled: just
            // beside the card the HUD shows exactly as it does far from it. Both probes are on the
            // HUD's plain fill, in the 10 pt above its text and clear of its 10 pt corners.
            let hudCard = try fixture.frame(of: "card", in: .status(StatusHUDModel(text: text)))
            let alertCard = try fixture.frame(
                of: "card", in: .card(CardAlertModel(title: "Sure?", sure: "OK", cancel: "Cancel")))
            try #require(hudCard.minX < alertCard.minX - 30)
            let y = Int(hudCard.minY) + 5
            try waitUntil("the HUD to show beside the settled card") {
                let shot = try screenshot(display: fixture.server.display)
                return shot.pixel(x: Int(alertCard.maxX) + 4, y: y) == shot.pixel(x: Int(hudCard.minX) + 20, y: y)
            }
            alert.dismiss()
            hud.hide(animated: false)
            try waitUntil("the alert's answer") { answer.withLock { $0 } != nil }
            #expect(answer.withLock { $0?.isCancel } == true)
            try waitUntil("every window to be gone") { fixture.hudWindows.isEmpty }
        }
    }
}
