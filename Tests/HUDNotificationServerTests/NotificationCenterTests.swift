import CX11
import Foundation
import HUDKit
import HUDTestHarness
import Testing

/// `hud notifications center` end to end: the daemon serving notifications under Xvfb and a
/// private bus, notify-send and the thin client, clicks and keys through XTEST.
@Suite("the Notification Center panel under Xvfb and a private session bus", .serialized)
struct NotificationCenterTests {
    typealias Fixture = NotificationsInterfaceTests.Fixture

    /// The open panel's window: the banners' width plus margins, the screen's full height, a dock
    /// (the banners' column is as tall, but a notification).
    static func panelWindow(_ fixture: Fixture) -> WindowInfo? {
        fixture.display.hudWindows.first {
            $0.isViewable && $0.frame.height == OverlayFixture.screen.height
                && $0.windowTypes == ["_NET_WM_WINDOW_TYPE_DOCK"]
        }
    }

    /// Opens the panel and waits until it holds the keyboard and has slid into place.
    static func open(_ fixture: Fixture) throws {
        #expect(try fixture.control(["center", "--open"]).status == 0)
        let window = try waitFor("the panel's window") { panelWindow(fixture) }
        #expect(window.frame.maxX == OverlayFixture.screen.width)
        #expect(window.frame.width == 360 + 2 * NotificationCenterLayout.margin)
        try waitUntil("the panel to grab the keyboard") { fixture.display.keyboardIsGrabbedElsewhere }
        try settle(fixture)
    }

    /// Two screenshots of the panel's column in a row alike: its motion has ended.
    static func settle(_ fixture: Fixture) throws {
        var previous: [UInt32] = []
        try waitUntil("the panel to settle", timeout: .seconds(10), interval: .milliseconds(150)) {
            let shot = try screenshot(display: fixture.display.server.display)
            let column = stride(from: 10, to: 760, by: 7).map { shot.pixel(x: 1024 - 200, y: $0) }
            defer { previous = column }
            return column == previous
        }
    }

    /// The settled panel the daemon draws for `entries` (as notify-send sent them) on this screen.
    static func layout(_ entries: [CenterEntry], expanded: [String] = []) throws -> NotificationCenterLayout {
        try #require(
            try CenterPlayback.settledLayout(
                entries: entries, options: BannerStackOptions(scale: 1),
                snapshot: SnapshotOptions(size: OverlayFixture.screen), renderer: SnapshotRenderer(), date: "Today",
                expanded: expanded))
    }

    static func entry(_ id: UInt32, _ app: String, _ summary: String, age: Double, open: Bool = false) -> CenterEntry {
        CenterEntry(id: id, banner: BannerContent(appName: app, summary: summary), postedAt: -age, isOpen: open)
    }

    /// The colour at `point` now.
    static func pixel(_ fixture: Fixture, _ point: Point) throws -> UInt32 {
        try screenshot(display: fixture.display.server.display).pixel(x: Int(point.x), y: Int(point.y))
    }

    @Test func theToggleOpensAndClosesIt() throws {
        let fixture = try Fixture()
        #expect(try fixture.control(["center"]).status == 0)
        _ = try waitFor("the panel's window") { Self.panelWindow(fixture) }
        try waitUntil("the panel to grab the keyboard") { fixture.display.keyboardIsGrabbedElsewhere }
        #expect(try fixture.control(["center"]).status == 0)
        try waitUntil("the panel's window to go") { Self.panelWindow(fixture) == nil }
        #expect(!fixture.display.keyboardIsGrabbedElsewhere)
        // Opened again the moment its window went (the end of the exit still being reported), it
        // is open: --close closes it.
        #expect(try fixture.control(["center", "--open"]).status == 0)
        _ = try waitFor("the panel's window again") { Self.panelWindow(fixture) }
        #expect(try fixture.control(["center", "--close"]).status == 0)
        try waitUntil("the panel's window to go again") { Self.panelWindow(fixture) == nil }
        // --close on a closed panel does nothing; a stray word is a usage error.
        #expect(try fixture.control(["center", "--close"]).status == 0)
        let usage = try fixture.control(["center", "--sideways"])
        #expect(usage.status == 2 && usage.stderr.contains("center takes --open or --close"), "\(usage.stderr)")
    }

    @Test func aClickOnAStackExpandsItAndItsClearRemovesOnlyThatGroup() throws {
        let fixture = try Fixture()
        for (app, summary) in [("Mail", "Old mail"), ("Chat", "Hello"), ("Mail", "New mail")] {
            _ = try fixture.post(["-a", app, "-t", "0", summary])
        }
        #expect(try fixture.control(["close-all"]).status == 0)
        let entries = [
            Self.entry(1, "Mail", "Old mail", age: 3), Self.entry(2, "Chat", "Hello", age: 2),
            Self.entry(3, "Mail", "New mail", age: 1),
        ]
        let collapsed = try Self.layout(entries)
        let expanded = try Self.layout(entries, expanded: ["Mail"])
        let stack = try #require(collapsed.panel.node(named: BannerLayout.cardName(3))).frame
        // Expanded, Mail's cards push Chat's down to where the collapsed panel has nothing.
        let chat = try #require(expanded.panel.node(named: BannerLayout.cardName(2))).frame
        let chatCollapsed = try #require(collapsed.panel.node(named: BannerLayout.cardName(2))).frame
        #expect(chat.minY > chatCollapsed.maxY)
        let clear = try #require(expanded.panel.node(named: "center.group.0.clear")).frame
        try Self.open(fixture)
        let probe = Point(x: chat.minX + 6, y: chat.midY)
        let before = try Self.pixel(fixture, probe)
        fixture.display.input.move(to: stack.center)
        fixture.display.input.click(at: stack.center)

        try waitUntil("Chat's card to move down where there was none") {
            !isClose(try Self.pixel(fixture, probe), before, tolerance: 6)
        }
        try Self.settle(fixture)
        fixture.display.input.move(to: clear.center)
        fixture.display.input.click(at: clear.center)
        try waitUntil("Mail's notifications to leave the history") {
            try fixture.control(["history"]).stdout.split(separator: "\n").map { $0.split(separator: "\t")[3] }
                == ["Chat"]
        }
        #expect(Self.panelWindow(fixture) != nil, "the panel stays open")
    }

    @Test func returnInvokesTheSelectedNotificationsDefaultAction() throws {
        let fixture = try Fixture()
        let sent = try fixture.notifySend(["-w", "-A", "default=Open", "-t", "0", "Build done"])
        _ = try waitFor("the banner") { fixture.bannerWindows.first }
        try Self.open(fixture)
        try fixture.display.input.key("Down")
        try fixture.display.input.key("Return")
        #expect(try sent.wait(timeout: .seconds(10)) == 0)
        #expect(sent.stdout == "default\n")
    }

    /// Tab goes through the switch and Clear All to the open notification's action rows; Space
    /// presses the focused one as a click would.
    @Test func tabReachesAnActionRowAndSpacePressesIt() throws {
        let fixture = try Fixture()
        let sent = try fixture.notifySend([
            "-w", "-A", "log=Open Log", "-A", "rerun=Run Again", "-t", "0", "Build done",
        ])
        _ = try waitFor("the banner") { fixture.bannerWindows.first }
        try Self.open(fixture)
        for _ in 0..<4 { try fixture.display.input.key("Tab") }
        try fixture.display.input.key("space")
        #expect(try sent.wait(timeout: .seconds(10)) == 0)
        #expect(sent.stdout == "rerun\n")
    }

    @Test func deleteDismissesAnOpenNotificationWithReasonTwo() throws {
        let fixture = try Fixture()
        let monitor = try fixture.bus.monitor()
        let id = try fixture.post(["-t", "0", "Remove me"])
        try Self.open(fixture)
        try fixture.display.input.key("Down")
        try fixture.display.input.key("Delete")
        try waitUntil("NotificationClosed(\(id), 2)") { monitor.stdout.contains("(uint32 \(id), uint32 2)") }
        #expect(try fixture.control(["list"]).stdout.isEmpty)
        #expect(try fixture.control(["history"]).stdout.isEmpty, "removed, not kept")
    }

    @Test func escapeClosesItAndTheFocusReturns() throws {
        let fixture = try Fixture()
        let client = try X11Connection(server: fixture.display.server)
        let window = XCreateSimpleWindow(client.display, client.root, 10, 10, 200, 150, 0, 0, 0xFFFFFF)
        XMapWindow(client.display, window)
        client.sync()
        try waitUntil("the window to be viewable") {
            var attributes = XWindowAttributes()
            XGetWindowAttributes(client.display, window, &attributes)
            return attributes.map_state == IsViewable
        }
        XSetInputFocus(client.display, window, RevertToParent, Time(CurrentTime))
        client.sync()
        try Self.open(fixture)
        try fixture.display.input.key("Escape")
        try waitUntil("the panel's window to go") { Self.panelWindow(fixture) == nil }
        try waitUntil("the focus back on the window") {
            var focus: Window = 0
            var revert: Int32 = 0
            XGetInputFocus(client.display, &focus, &revert)
            return focus == window
        }
        #expect(!fixture.display.keyboardIsGrabbedElsewhere)
    }

    @Test func aNotificationArrivingWhileOpenGoesIntoItNotABanner() throws {
        let fixture = try Fixture()
        try Self.open(fixture)
        let card = try #require(
            try Self.layout([Self.entry(1, "notify-send", "Arrived", age: 0, open: true)]).panel.node(
                named: BannerLayout.cardName(1))
        ).frame
        let probe = Point(x: card.minX + 6, y: card.midY)
        let before = try Self.pixel(fixture, probe)
        let id = try fixture.post(["-t", "0", "Arrived"])
        try waitUntil("its card in the panel") { !isClose(try Self.pixel(fixture, probe), before, tolerance: 6) }
        #expect(fixture.bannerWindows.count == 1, "the panel's window alone: no banner")
        #expect(try fixture.control(["list"]).stdout.hasPrefix("\(id)\tshown\t"))
    }

    /// Still open when the panel has closed (not acted on, removed or closed by its sender), what
    /// arrived while it was open shows as its banner and expires as one.
    @Test func whatArrivedWhileOpenShowsAsABannerOnceItCloses() throws {
        let fixture = try Fixture()
        try Self.open(fixture)
        let sent = try fixture.notifySend(["-w", "-t", "1500", "Arrived"])
        try waitUntil("it to be listed as shown") { try fixture.control(["list"]).stdout.contains("\tshown\t") }
        #expect(try fixture.control(["center", "--close"]).status == 0)
        try waitUntil("the panel's window to go") { Self.panelWindow(fixture) == nil }
        _ = try waitFor("its banner") {
            fixture.bannerWindows.first { $0.windowTypes == ["_NET_WM_WINDOW_TYPE_NOTIFICATION"] }
        }
        #expect(try sent.wait(timeout: .seconds(10)) == 0, "it expired as a banner does")
        try waitUntil("it to be in the history") { try fixture.control(["history"]).stdout.contains("Arrived") }
    }

    /// A list longer than the screen: Page Down and the wheel move it; Home, and the wheel back,
    /// bring it to the top again.
    @Test func theKeysAndTheWheelScrollALongList() throws {
        let fixture = try Fixture()
        for index in 0..<24 { _ = try fixture.post(["-a", "App \(index)", "-t", "0", "Notification \(index)"]) }
        #expect(try fixture.control(["close-all"]).status == 0)
        try Self.open(fixture)
        func column() throws -> [UInt32] {
            let shot = try screenshot(display: fixture.display.server.display)
            return stride(from: 10, to: 760, by: 5).map { shot.pixel(x: 1024 - 200, y: $0) }
        }
        // Home selects the first card, at the top: what the top looks like from here on.
        try fixture.display.input.key("Home")
        try Self.settle(fixture)
        let top = try column()
        try fixture.display.input.key("Next")
        try waitUntil("Page Down to move the list") { try column() != top }
        try fixture.display.input.key("Home")
        try waitUntil("Home to bring back the top") { try column() == top }
        let inside = Point(x: 1024 - 200, y: 400)
        fixture.display.input.move(to: inside)
        fixture.display.input.click(at: inside, button: 5)
        try waitUntil("the wheel to move the list") { try column() != top }
        fixture.display.input.click(at: inside, button: 4)
        try waitUntil("the wheel back up to bring back the top") { try column() == top }
    }
}
