import Foundation
import HUDKit
import HUDTestHarness
import Testing

/// HUDKit's other surfaces on a headless sway of each test's own, as a Wayland user meets them: a
/// banner's action button clicked through the seat's pointer, the Notification Center answered by
/// keys, the level HUD changed in place, loading morphing into success, and a toast that lets
/// clicks through to what lies beneath. Each check mirrors the X11 test of the same behaviour
/// (NotificationsInterfaceTests, NotificationCenterTests, OSDCommandTests, DaemonTests), but reads
/// what the user sees with grim, since Wayland lets no client list another's surfaces.
@Suite("Surfaces on Wayland", .serialized)
struct WaylandSurfacesTests {
    /// sway's default background under nothing of ours.
    static let background: UInt32 = 0xFF3F_3F3F
    static let output = Size(width: 1280, height: 800)

    // MARK: - Running hud

    /// The test's own `XDG_CONFIG_HOME` and `XDG_STATE_HOME`, in sway's runtime directory (removed with
    /// it): neither the user's config nor the notification history of earlier runs changes what a
    /// test sees, and no test leaves history behind.
    static func privateDirectories(_ sway: SwayServer) throws -> [String: String] {
        let directories = [
            "XDG_CONFIG_HOME": sway.runtimeDirectory + "/config", "XDG_STATE_HOME": sway.runtimeDirectory + "/state",
        ]
        for path in directories.values {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        return directories
    }

    /// `hud ARGUMENTS` to completion; show commands return once the daemon (started by the first)
    /// has the HUD.
    static func hud(_ sway: SwayServer, _ arguments: [String]) throws -> ProcessOutput {
        try ProcessRunner.run(
            ProcessRunner.hudExecutable, arguments,
            environment: sway.environment.merging(try privateDirectories(sway)) { $1 }, timeout: .seconds(30))
    }

    /// The notification server of one test: a private session bus and `hud daemon --notifications`
    /// on it and on the test's sway, stopped with it.
    final class NotificationServer {
        let bus: SessionBus
        let daemon: RunningProcess
        let environment: [String: String]

        init(_ sway: SwayServer) throws {
            bus = try SessionBus(environment: sway.environment)
            environment = bus.environment(sway.environment).merging(try privateDirectories(sway)) { $1 }
            daemon = try ProcessRunner.spawn(
                ProcessRunner.hudExecutable, ["daemon", "--notifications"], environment: environment)
            let (bus, daemon) = (bus, daemon)
            try waitUntil(
                "the daemon to own org.freedesktop.Notifications", timeout: .seconds(15), interval: .milliseconds(50)
            ) {
                guard daemon.isRunning else {
                    throw ProcessFailure.cannotLaunch(command: daemon.command, reason: daemon.stderr)
                }
                return try bus.gdbus([
                    "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                    "/org/freedesktop/Notifications", "--method",
                    "org.freedesktop.Notifications.GetServerInformation",
                ]).status == 0
            }
        }

        deinit {
            daemon.stop()
        }

        /// Starts `notify-send ARGUMENTS` on the bus.
        func notifySend(_ arguments: [String]) throws -> RunningProcess {
            try ProcessRunner.spawn(
                ProcessRunner.locate("notify-send", package: "libnotify-bin"), arguments, environment: environment)
        }

        /// `notify-send -p ARGUMENTS`: the id it printed.
        func post(_ arguments: [String]) throws -> UInt32 {
            let sent = try notifySend(["-p"] + arguments)
            #expect(try sent.wait(timeout: .seconds(10)) == 0, "\(sent.stderr)")
            return try #require(UInt32(sent.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(sent.stdout)")
        }

        /// `hud notifications WORDS` through the thin client and the daemon's socket.
        func control(_ words: [String]) throws -> ProcessOutput {
            try ProcessRunner.run(ProcessRunner.hudExecutable, ["notifications"] + words, environment: environment)
        }
    }

    // MARK: - Reading the screen

    /// The smallest rectangle (inclusive) holding every pixel that differs between two screenshots.
    struct Region: Equatable, CustomStringConvertible {
        var minX, minY, maxX, maxY: Int

        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
        var description: String { "(\(minX), \(minY))…(\(maxX), \(maxY))" }

        func contains(x: Int, y: Int) -> Bool { (minX...maxX).contains(x) && (minY...maxY).contains(y) }
    }

    /// Where `after` differs from `before`; nil where nothing does.
    static func changedRegion(from before: Image, to after: Image) -> Region? {
        let (old, new) = (before.pixels(), after.pixels())
        var region: Region?
        for y in 0..<after.height {
            for x in 0..<after.width where old[y * after.width + x] != new[y * after.width + x] {
                if var found = region {
                    found.minX = min(found.minX, x)
                    found.maxX = max(found.maxX, x)
                    found.maxY = y
                    region = found
                } else {
                    region = Region(minX: x, minY: y, maxX: x, maxY: y)
                }
            }
        }
        return region
    }

    /// The screen once `condition` holds and two screenshots in a row are alike: whatever was
    /// entering or changing has come to rest.
    static func settledScreenshot(
        _ sway: SwayServer, _ what: String, timeout: Duration = .seconds(15), until condition: (Image) -> Bool
    ) throws -> Image {
        var previous: [UInt32] = []
        return try waitFor(what, timeout: timeout, interval: .milliseconds(50)) {
            let shot = try sway.screenshot()
            let pixels = shot.pixels()
            defer { previous = pixels }
            return condition(shot) && pixels == previous ? shot : nil
        }
    }

    /// How many of the level HUD's segments are lit: the most runs of near-white pixels on a row of
    /// the lower third of `square`, where the bar is (the speaker, white too, is above it).
    static func litSegments(_ shot: Image, in square: Region) -> Int {
        let pixels = shot.pixels()
        func isLit(_ pixel: UInt32) -> Bool {
            (pixel >> 16) & 0xFF > 200 && (pixel >> 8) & 0xFF > 200 && pixel & 0xFF > 200
        }
        var most = 0
        for y in (square.minY + square.height * 2 / 3)...square.maxY {
            var runs = 0
            var inRun = false
            for x in square.minX...square.maxX {
                let lit = isLit(pixels[y * shot.width + x])
                if lit && !inRun { runs += 1 }
                inRun = lit
            }
            most = max(most, runs)
        }
        return most
    }

    // MARK: - Notifications

    /// notify-send -A puts an "Open" button under the banner's text; a click on it through the seat's
    /// pointer (sway's own cursor, the way a mouse drives it) answers notify-send, which waits for
    /// it, with the action's key, and the banner leaves as a click closes it. The button is where the
    /// settled stack's layout puts it (a banner 360 points wide, 12 from the top right: on this
    /// output the button spans 908…1267 × 102…141, seen in a screenshot), as the X11 test finds it.
    @Test func aClickOnABannersActionButtonAnswersNotifySend() throws {
        let sway = try SwayServer()
        let server = try NotificationServer(sway)
        let banner = BannerContent(
            appName: "notify-send", summary: "Build finished", body: [StyledTextRun("All tests passed")],
            actions: [BannerAction(key: "ok", label: "Open")])
        let playback = try BannerPlayback(
            banners: [banner], options: BannerStackOptions(scale: 1), snapshot: SnapshotOptions(size: Self.output),
            renderer: SnapshotRenderer())
        let scene = try #require(try playback.scene(at: 5))
        let card = try #require(scene.node(named: BannerLayout.cardName(1))).frame
        let open = try #require(scene.node(named: BannerLayout.actionName(1, 0))).frame
        #expect(card.maxX == Self.output.width - 12 && card.minY == 12, "\(card)")
        #expect(card.contains(open.center), "\(open) in \(card)")

        let sent = try server.notifySend([
            "-A", "ok=Open", "--expire-time=60000", "Build finished", "All tests passed",
        ])
        let header = (x: Int(card.minX) + 40, y: Int(card.minY) + 14)
        let button = (x: Int(open.midX), y: Int(open.midY))
        let shot = try Self.settledScreenshot(sway, "the banner to settle at the top right") { shot in
            shot.pixel(x: header.x, y: header.y) != Self.background
                && shot.pixel(x: button.x, y: button.y) != Self.background
        }
        // The button's row is drawn where the layout says: the card's bottom edge is just below it.
        #expect(shot.pixel(x: button.x, y: Int(card.maxY) - 2) != Self.background)
        #expect(shot.pixel(x: button.x, y: Int(card.maxY) + 3) == Self.background)
        #expect(sent.isRunning, "notify-send waits for an action or the banner's close")

        try sway.click(x: button.x, y: button.y)
        #expect(try sent.wait(timeout: .seconds(10)) == 0, "\(sent.stderr)")
        #expect(sent.stdout == "ok\n")
        try waitUntil("the clicked banner to go", timeout: .seconds(10), interval: .milliseconds(100)) {
            try sway.screenshot().pixel(x: header.x, y: header.y) == Self.background
        }
        #expect(try server.control(["list"]).stdout.isEmpty)
    }

    /// An output unplugged under a banner: the banner comes back at the top right of the output
    /// that is left, still in the stack. Two outputs side by side (a nested sway's, which can lose
    /// one), each 1280 pixels wide.
    @Test func aBannerOnAnOutputThatIsUnpluggedMovesToTheOneLeft() throws {
        let outer = try SwayServer()
        let sway = try SwayServer(outputs: 2, inside: outer)
        let server = try NotificationServer(sway)
        _ = try server.post(["--expire-time=60000", "Build finished", "All tests passed"])
        let header = (x: 1088, y: 40)
        func hasBanner(_ shot: Image, onOutput index: Int) -> Bool {
            shot.pixel(x: index * 1280 + header.x, y: header.y) != Self.background
        }
        // At the top right of one of the two (which one is first is the compositor's order): WL-1
        // is the left one.
        let before = try Self.settledScreenshot(sway, "the banner at an output's top right") { shot in
            shot.width == 2560 && (hasBanner(shot, onOutput: 0) || hasBanner(shot, onOutput: 1))
        }
        let first = hasBanner(before, onOutput: 0)
        #expect(!hasBanner(before, onOutput: first ? 1 : 0))

        try sway.unplug(first ? "WL-1" : "WL-2")
        let after = try Self.settledScreenshot(sway, "the banner at the other output's top right") { shot in
            shot.width == 1280 && hasBanner(shot, onOutput: 0)
        }
        #expect(after.pixel(x: 640, y: 400) == Self.background)
        print(server.daemon.stderr, first)
        #expect(try server.control(["list"]).stdout.contains("Build finished"))
    }

    /// `hud notifications center --open` slides the panel in at the right edge, full height, with the
    /// history's notification as a card; the panel takes the keyboard, so Down (from the seat's
    /// virtual keyboard, not a command) selects the card, drawing its focus ring, and Escape closes
    /// the panel, leaving the history as it was.
    @Test func theNotificationCenterShowsTheHistoryAndKeysMoveInItAndCloseIt() throws {
        let sway = try SwayServer()
        let server = try NotificationServer(sway)
        let before = try sway.screenshot()
        let id = try server.post(["-t", "0", "Build finished", "All tests passed"])
        let bannerProbe = (x: 1088, y: 40)
        try waitUntil("the banner", timeout: .seconds(15), interval: .milliseconds(100)) {
            try sway.screenshot().pixel(x: bannerProbe.x, y: bannerProbe.y) != Self.background
        }
        #expect(try server.control(["close-all"]).status == 0)
        try waitUntil("the closed banner to go", timeout: .seconds(10), interval: .milliseconds(100)) {
            try sway.screenshot().pixel(x: bannerProbe.x, y: bannerProbe.y) == Self.background
        }
        #expect(try server.control(["history"]).stdout.hasPrefix("\(id)\tclosed\tnormal\tnotify-send\tBuild finished"))

        let layout = try #require(
            try CenterPlayback.settledLayout(
                entries: [
                    CenterEntry(
                        id: id,
                        banner: BannerContent(
                            appName: "notify-send", summary: "Build finished", body: [StyledTextRun("All tests passed")]
                        ),
                        postedAt: -1, isOpen: false)
                ],
                options: BannerStackOptions(scale: 1), snapshot: SnapshotOptions(size: Self.output),
                renderer: SnapshotRenderer(), date: "Today"))
        let card = try #require(layout.panel.node(named: BannerLayout.cardName(id))).frame
        // The panel: the banners' width and its margins, against the right edge, the output's height.
        let panelLeft = Int(Self.output.width - (360 + 2 * NotificationCenterLayout.margin))
        let inPanel = [(x: panelLeft + 4, y: 790), (x: 1275, y: 400)]
        let underCard = (x: Int(card.minX) + 6, y: Int(card.maxY) + 40)
        let onCard = (x: Int(card.minX) + 6, y: Int(card.midY))

        #expect(try server.control(["center", "--open"]).status == 0)
        let open = try Self.settledScreenshot(sway, "the panel to slide in and settle") { shot in
            inPanel.allSatisfy { shot.pixel(x: $0.x, y: $0.y) != Self.background }
        }
        let region = try #require(Self.changedRegion(from: before, to: open))
        #expect(region == Region(minX: panelLeft, minY: 0, maxX: 1279, maxY: 799), "the panel alone: \(region)")
        // The history's card: drawn on the panel where the layout says, unlike the panel beneath it.
        #expect(open.pixel(x: onCard.x, y: onCard.y) != open.pixel(x: underCard.x, y: underCard.y))

        try sway.press("Down")
        let selected = try waitFor("Down to select the card", timeout: .seconds(5), interval: .milliseconds(50)) {
            () -> Region? in
            let shot = try sway.screenshot()
            return Self.changedRegion(from: open, to: shot)
        }
        // Its focus ring: only the card's frame changes, and just around it.
        #expect(
            abs(selected.minX - Int(card.minX)) <= 3 && abs(selected.maxX - Int(card.maxX)) <= 3
                && abs(selected.minY - Int(card.minY)) <= 3 && abs(selected.maxY - Int(card.maxY)) <= 3,
            "\(selected) around \(card)")

        try sway.press("Escape")
        try waitUntil("Escape to close the panel", timeout: .seconds(10), interval: .milliseconds(100)) {
            Self.changedRegion(from: before, to: try sway.screenshot()) == nil
        }
        #expect(try server.control(["count", "history"]).stdout == "1\n", "closing the panel keeps the history")
    }

    // MARK: - HUDs through the daemon

    /// Two `hud osd volume` calls through the daemon: the second changes the first's square in place
    /// (the lit segments go from 4 to 12, nothing drawn anywhere else), and its --hide-after 1
    /// replaces the first's 10 s: the square leaves about a second after the second call, which a
    /// second HUD above the first could not do.
    @Test func theLevelHUDIsChangedInPlaceAndLeavesAfterTheLastCall() throws {
        let sway = try SwayServer()
        defer { _ = try? Self.hud(sway, ["daemon", "--stop"]) }
        let before = try sway.screenshot()
        let first = try Self.hud(sway, ["osd", "volume", "30", "--hide-after", "10"])
        #expect(first.status == 0, "\(first.stderr)")
        let thirty = try Self.settledScreenshot(sway, "the level HUD to settle") {
            Self.changedRegion(from: before, to: $0) != nil
        }
        let square = try #require(Self.changedRegion(from: before, to: thirty))
        // A square in the output's lower part, centred across it.
        #expect(abs((square.minX + square.maxX) / 2 - 640) <= 2 && square.minY > 400, "\(square)")
        #expect(abs(square.width - square.height) <= 2 && square.width < 300, "\(square)")
        #expect(Self.litSegments(thirty, in: square) == 4)

        let second = try Self.hud(sway, ["osd", "volume", "80", "--hide-after", "1"])
        #expect(second.status == 0, "\(second.stderr)")
        let called = ContinuousClock.now
        let eighty = try Self.settledScreenshot(sway, "the level HUD to change") {
            Self.changedRegion(from: thirty, to: $0) != nil
        }
        #expect(Self.changedRegion(from: before, to: eighty) == square, "one square, where the first was")
        if let changed = Self.changedRegion(from: thirty, to: eighty) {
            #expect(
                square.contains(x: changed.minX, y: changed.minY) && square.contains(x: changed.maxX, y: changed.maxY))
        }
        #expect(Self.litSegments(eighty, in: square) == 12)

        try waitUntil("the level HUD to leave by itself", timeout: .seconds(10), interval: .milliseconds(100)) {
            Self.changedRegion(from: before, to: try sway.screenshot()) == nil
        }
        let stayed = called.duration(to: .now)
        #expect(stayed > .milliseconds(900) && stayed < .seconds(4), "stayed \(stayed)")
    }

    /// `hud loading` dims the output under a spinner card; `hud success` morphs that one HUD into a
    /// checkmark card: the dim goes (success does not block), nothing is left of the loading card
    /// but the one card at the centre, and it leaves by itself after its reading time.
    @Test func loadingMorphsIntoSuccessWhichLeavesByItself() throws {
        let sway = try SwayServer()
        defer { _ = try? Self.hud(sway, ["daemon", "--stop"]) }
        let before = try sway.screenshot()
        let loading = try Self.hud(sway, ["loading", "Working"])
        #expect(loading.status == 0, "\(loading.stderr)")
        _ = try waitFor("the loading HUD and its dim", timeout: .seconds(15), interval: .milliseconds(100)) {
            () -> Image? in
            let shot = try sway.screenshot()
            // The dim from corner to corner, the card on it at the centre.
            let dimmed = [(5, 5), (1274, 794)].allSatisfy { shot.pixel(x: $0.0, y: $0.1) != Self.background }
            return dimmed && shot.pixel(x: 640, y: 400) != shot.pixel(x: 5, y: 5) ? shot : nil
        }

        let success = try Self.hud(sway, ["success", "Done"])
        #expect(success.status == 0, "\(success.stderr)")
        let shown = ContinuousClock.now
        let done = try waitFor("the success HUD without the dim", timeout: .seconds(10), interval: .milliseconds(50)) {
            () -> Image? in
            let shot = try sway.screenshot()
            return shot.pixel(x: 5, y: 5) == Self.background && shot.pixel(x: 640, y: 400) != Self.background
                ? shot : nil
        }
        let card = try #require(Self.changedRegion(from: before, to: done))
        // One card about the centre: the loading HUD has become it, not stayed beside or under it.
        #expect(card.contains(x: 640, y: 400) && card.width < 400 && card.height < 400, "\(card)")
        #expect(abs((card.minX + card.maxX) / 2 - 640) <= 2 && abs((card.minY + card.maxY) / 2 - 400) <= 2, "\(card)")

        try waitUntil("the success HUD to leave by itself", timeout: .seconds(10), interval: .milliseconds(100)) {
            Self.changedRegion(from: before, to: try sway.screenshot()) == nil
        }
        let stayed = shown.duration(to: .now)
        #expect(stayed < .seconds(6), "stayed \(stayed)")
    }

    // MARK: - Click-through

    /// A toast is click-through: a click where it is reaches the surface beneath. Beneath it here is
    /// swaynag (sway's own layer-shell client, on the layer below HUDKit's overlay layer), its bar
    /// made tall by the button padding, so that its "Hit" button covers the output's centre, where the
    /// toast shows; the button's action makes a file. The toast is checked on screen before and after
    /// the click, so it was over the button when the click came.
    @Test func aClickWhereAToastIsReachesTheSurfaceBeneath() throws {
        let sway = try SwayServer()
        defer { _ = try? Self.hud(sway, ["daemon", "--stop"]) }
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("hud-toast-click-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let swaynag = try ProcessRunner.spawn(
            ProcessRunner.locate("swaynag", package: "sway"),
            ["-m", "hello", "-B", "Hit", "touch '\(marker)'", "--button-padding", "250"], environment: sway.environment)
        defer { swaynag.stop() }
        let centre = (x: 640, y: 400)
        // Up, left of the click, where the cursor sway draws at the click point does not reach.
        let probe = (x: 620, y: 395)
        let nag = try Self.settledScreenshot(sway, "swaynag's bar over the output's centre") { shot in
            shot.pixel(x: 5, y: 5) != Self.background && shot.pixel(x: centre.x, y: centre.y) != Self.background
                && shot.pixel(x: probe.x, y: probe.y) != Self.background
        }
        #expect(swaynag.isRunning, "\(swaynag.stderr)")

        let toast = try Self.hud(sway, ["toast", "Hello Wayland"])
        #expect(toast.status == 0, "\(toast.stderr)")
        try waitUntil("the toast over swaynag's button", timeout: .seconds(10), interval: .milliseconds(50)) {
            let shot = try sway.screenshot()
            return [centre, probe].allSatisfy { shot.pixel(x: $0.x, y: $0.y) != nag.pixel(x: $0.x, y: $0.y) }
        }
        try sway.click(x: centre.x, y: centre.y)
        #expect(
            try sway.screenshot().pixel(x: probe.x, y: probe.y) != nag.pixel(x: probe.x, y: probe.y),
            "the toast was still there after the click")
        try waitUntil("swaynag's button to run its action", timeout: .seconds(10), interval: .milliseconds(50)) {
            FileManager.default.fileExists(atPath: marker)
        }
    }
}
