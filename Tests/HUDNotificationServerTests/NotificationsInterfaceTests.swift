import CGIO
import Foundation
import HUDDaemonLink
import HUDKit
import HUDNotificationServer
import HUDTestHarness
import Synchronization
import Testing

/// `hud daemon --notifications` end to end: a private dbus-daemon and Xvfb, the real daemon, and the
/// real clients (notify-send, gdbus call, gdbus monitor); clicks through XTEST.
@Suite("notification server under Xvfb and a private session bus", .serialized)
struct NotificationsInterfaceTests {
    /// One test's world: display, bus and the daemon serving notifications on both.
    final class Fixture {
        let display: OverlayFixture
        let bus: SessionBus
        let daemon: RunningProcess
        /// `XDG_CONFIG_HOME`: the test's own, so that the user's config never changes what it sees.
        let configHome: String
        var environment: [String: String] {
            bus.environment(display.environment).merging(["XDG_CONFIG_HOME": configHome]) { $1 }
        }

        /// `daemonWords` go after `hud-engine daemon --notifications`; `config` is the config file's text.
        init(daemonWords: [String] = [], config: String = "") throws {
            display = try OverlayFixture()
            bus = try SessionBus()
            configHome = display.runtimeDirectory + "/config"
            try FileManager.default.createDirectory(atPath: configHome + "/hud", withIntermediateDirectories: true)
            try config.write(toFile: configHome + "/hud/config", atomically: true, encoding: .utf8)
            daemon = try ProcessRunner.spawn(
                NotificationsInterfaceTests.hudCore, ["daemon", "--notifications"] + daemonWords,
                environment: bus.environment(display.environment).merging(["XDG_CONFIG_HOME": configHome]) { $1 })
            let bus = bus
            let daemon = daemon
            try waitUntil("the daemon to own org.freedesktop.Notifications") {
                guard daemon.isRunning else { throw OverlayFixtureError.exited(daemon.stderr) }
                return try bus.callNotifications("GetServerInformation").status == 0
            }
        }

        func notifySend(_ arguments: [String]) throws -> RunningProcess {
            try bus.notifySend(arguments, environment: environment)
        }

        /// `notify-send -p ARGUMENTS`: the id it printed.
        func post(_ arguments: [String]) throws -> UInt32 {
            let sent = try notifySend(["-p"] + arguments)
            #expect(try sent.wait(timeout: .seconds(10)) == 0, "\(sent.stderr)")
            return try #require(UInt32(sent.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(sent.stdout)")
        }

        /// `hud notifications WORDS` through the thin client and the daemon socket.
        func control(_ words: [String]) throws -> ProcessOutput {
            try ProcessRunner.run(ProcessRunner.hudExecutable, ["notifications"] + words, environment: environment)
        }

        var bannerWindows: [WindowInfo] { display.hudWindows.filter(\.isViewable) }

        /// Where the settled stack (the daemon's default options on this screen) puts node `name`.
        func frame(of name: String, posting banners: [BannerContent]) throws -> Rect {
            let playback = try BannerPlayback(
                banners: banners, options: BannerStackOptions(scale: 1),
                snapshot: SnapshotOptions(size: OverlayFixture.screen),
                renderer: SnapshotRenderer())
            return try #require(try playback.scene(at: 5)?.node(named: name)).frame
        }

        /// Waits until a card is drawn at `points` (not the desktop) and the same in two screenshots in
        /// a row: the entrance has settled, so a click lands where the settled layout says.
        func waitForSettledCard(at points: [Point]) throws {
            var previous: [UInt32] = []
            try waitUntil("a settled banner at \(points)", timeout: .seconds(15), interval: .milliseconds(100)) {
                let shot = try screenshot(display: display.server.display)
                let pixels = points.map { shot.pixel(x: Int($0.x), y: Int($0.y)) }
                defer { previous = pixels }
                return pixels == previous
                    && !pixels.contains { isClose($0, 0xFF00_0000 | OverlayFixture.desktopColor, tolerance: 40) }
            }
        }

        /// The daemon's memory figures.
        var memory: ProcessStatus { ProcessStatus(pid: daemon.pid) }

        /// The daemon's resident memory, in kilobytes.
        var residentKilobytes: Int { memory.kilobytes("VmRSS") }

        /// Voluntary and involuntary context switches of each of the daemon's threads so far: every
        /// wake-up of any of them counts one.
        var contextSwitches: [String: Int] {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(daemon.pid)/task")) ?? []
            return Dictionary(
                uniqueKeysWithValues: tasks.map { task in
                    let status =
                        (try? String(contentsOfFile: "/proc/\(daemon.pid)/task/\(task)/status", encoding: .utf8)) ?? ""
                    let switches = status.split(separator: "\n").filter { $0.contains("ctxt_switches:") }
                        .compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
                    return (task, switches)
                })
        }
    }

    static var hudCore: URL {
        ProcessRunner.hudExecutable.deletingLastPathComponent().appendingPathComponent("hud-engine")
    }

    @Test func dBusActivationStartsTheServerEvenWithADaemonRunning() throws {
        let display = try OverlayFixture()
        // A plain daemon, started by a show command, holds the display's lock.
        #expect(
            try ProcessRunner.run(ProcessRunner.hudExecutable, ["toast", "first"], environment: display.environment)
                .status == 0)
        let plain = try #require(display.daemonPID)
        let bus = try SessionBus(
            activating: ["org.freedesktop.Notifications": "\(Self.hudCore.path) daemon --notifications"],
            environment: display.environment)
        let sent = try bus.notifySend(["-p", "-t", "0", "Activated"], environment: display.environment)
        #expect(try sent.wait(timeout: .seconds(20)) == 0, "\(sent.stderr)")
        #expect(sent.stdout == "1\n")
        _ = try waitFor("the activated banner") { display.hudWindows.first(where: \.isViewable) }
        // The bus may deliver the first Notify before the daemon's socket listens.
        let list = try waitFor("the daemon's socket") { () -> ProcessOutput? in
            let list = try ProcessRunner.run(
                ProcessRunner.hudExecutable, ["notifications", "list"],
                environment: bus.environment(display.environment))
            return list.status == 0 && !list.stdout.isEmpty ? list : nil
        }
        #expect(list.stdout == "1\tshown\tnormal\tnotify-send\tActivated\t\n")
        #expect(try #require(display.daemonPID) != plain, "the activated daemon took the plain one's place")
    }

    static let buildDone = BannerContent(
        appName: "notify-send", summary: "Build done",
        actions: [BannerAction(key: "later", label: "Later")],
        hasDefaultAction: true)

    /// A session that ends takes its bus with it: the daemon hears the connection close, says so and
    /// stops, rather than serving a bus that is gone.
    @Test func whenTheSessionBusGoesTheDaemonSaysSoAndStops() throws {
        let fixture = try Fixture()
        fixture.bus.stop()
        try waitUntil("the daemon to stop with its bus") { !fixture.daemon.isRunning }
        #expect(fixture.daemon.stderr.contains("the session bus closed the connection"))
    }

    @Test func serverInformationAndCapabilities() throws {
        let fixture = try Fixture()
        let information = try fixture.bus.callNotifications("GetServerInformation")
        #expect(information.stdout == "('hud', 'HUDKit', '\(HUDVersion.string)', '1.2')\n")
        let capabilities = try fixture.bus.callNotifications("GetCapabilities")
        #expect(
            capabilities.stdout
                == "(['actions', 'body', 'body-markup', 'icon-static', 'inline-reply', 'persistence', 'synchronous', "
                + "'private-synchronous', 'x-canonical-private-synchronous', 'x-dunst-stack-tag'],)\n")
    }

    @Test func clicksInvokeTheDefaultActionAndTheButtons() throws {
        let fixture = try Fixture()
        let card = try fixture.frame(of: BannerLayout.cardName(1), posting: [Self.buildDone])
        let later = try fixture.frame(of: BannerLayout.actionName(1, 0), posting: [Self.buildDone])

        let header = Point(x: card.minX + 40, y: card.minY + 14)
        let first = try fixture.notifySend(["-w", "-A", "default=Open", "-A", "later=Later", "Build done"])
        try fixture.waitForSettledCard(at: [header, later.center])
        fixture.display.input.move(to: header)
        fixture.display.input.click(at: header)
        #expect(try first.wait(timeout: .seconds(10)) == 0)
        #expect(first.stdout == "default\n")

        let monitor = try fixture.bus.monitor()
        let second = try fixture.notifySend(["-w", "-A", "default=Open", "-A", "later=Later", "Build done"])
        try fixture.waitForSettledCard(at: [header, later.center])
        fixture.display.input.move(to: later.center)
        fixture.display.input.click(at: later.center)
        #expect(try second.wait(timeout: .seconds(10)) == 0)
        #expect(second.stdout == "later\n")
        // The specification's signals; dunst's PropertiesChanged for the counts come from the same object.
        let signals = monitor.stdout.split(separator: "\n").filter {
            $0.hasPrefix(NotificationsInterface.objectPath + ":")
        }
        .map { $0.split(separator: " ")[1] }.filter { $0.hasPrefix(NotificationsInterface.interface + ".") }
        .compactMap { $0.split(separator: ".").last }
        #expect(signals == ["ActivationToken", "ActionInvoked", "NotificationClosed"], "\(monitor.stdout)")
        try waitUntil("no banner left") { fixture.bannerWindows.isEmpty }
    }

    @Test func aShortTimeoutExpiresWithReasonOne() throws {
        let fixture = try Fixture()
        let monitor = try fixture.bus.monitor()
        let start = ContinuousClock.now
        let id = try fixture.post(["-t", "500", "Brief"])
        let closed = "NotificationClosed (uint32 \(id), uint32 1)"
        do {
            try waitUntil("NotificationClosed(\(id), 1)", timeout: .seconds(5)) { monitor.stdout.contains(closed) }
        } catch {
            Issue.record(
                "monitor: \(monitor.stdout)\ndaemon: \(fixture.daemon.stderr)\nlist: \(try fixture.control(["list"]).stdout)"
            )
            throw error
        }
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .seconds(1.5), "gone after \(elapsed) (notify-send's own start-up included)")
        try waitUntil("the banner window to go", timeout: .seconds(2)) { fixture.bannerWindows.isEmpty }
    }

    @Test func replacingMorphsTheSameWindowAndCloseNotificationGivesReasonThree() throws {
        let fixture = try Fixture()
        let monitor = try fixture.bus.monitor()
        let id = try fixture.post(["-t", "0", "Downloading", "10%"])
        let window = try waitFor("the banner window") { fixture.bannerWindows.first }
        #expect(try fixture.post(["-r", "\(id)", "-t", "0", "Downloading", "90%"]) == id)
        #expect(fixture.bannerWindows.map(\.id) == [window.id])
        #expect(try fixture.control(["list"]).stdout == "\(id)\tshown\tnormal\tnotify-send\tDownloading\t90%\n")
        #expect(try fixture.bus.callNotifications("CloseNotification", ["\(id)"]).status == 0)
        try waitUntil("NotificationClosed(\(id), 3)") { monitor.stdout.contains("(uint32 \(id), uint32 3)") }
        #expect(!monitor.stdout.contains("uint32 \(id), uint32 1"), "closed once")
        let again = try fixture.bus.callNotifications("CloseNotification", ["\(id)"])
        #expect(again.status != 0 && again.stderr.contains("no notification \(id)"), "\(again.stderr)")
        try waitUntil("the banner window to go") { fixture.bannerWindows.isEmpty }
        #expect(try fixture.control(["history"]).stdout.hasPrefix("\(id)\tclosed\t"))
    }

    @Test func doNotDisturbHoldsBannersButNotCriticalOnes() throws {
        let fixture = try Fixture()
        #expect(try fixture.control(["pause"]).status == 0)
        let quiet = try fixture.post(["-t", "0", "Quiet"])
        #expect(try fixture.control(["count", "waiting"]).stdout == "1\n")
        #expect(fixture.bannerWindows.isEmpty, "nothing shown while paused")
        let loud = try fixture.post(["-u", "critical", "Loud"])
        _ = try waitFor("the critical banner") { fixture.bannerWindows.first }
        #expect(try fixture.control(["resume"]).status == 0)
        #expect(
            try fixture.control(["list"]).stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] }
                == ["\(loud)", "\(quiet)"])
        #expect(try fixture.control(["close-all"]).status == 0)
        try waitUntil("the banners to go") { fixture.bannerWindows.isEmpty }
        let usage = try fixture.control(["bogus"])
        #expect(usage.status == 2 && usage.stderr.contains("usage: hud notifications"))
    }

    @Test func brokenPartsAreLeftOutAndTheNotificationStillShows() throws {
        let fixture = try Fixture()
        let client = try NotifyClient(address: fixture.bus.address)
        let megabyte = String(repeating: "é", count: 500_000)
        let actions = (0..<1_000).flatMap { ["key\($0)", "Label \($0)"] }
        let wrongSize = NotifyClient.imageData(
            width: 64, height: 64, rowstride: 256, alpha: true, channels: 4,
            bytes: [1, 2, 3])
        let absurd = NotifyClient.imageData(
            width: -5, height: 1 << 30, rowstride: 0, alpha: false, channels: 3, bytes: [])
        let ids = [
            client.notify(summary: "Big", body: megabyte, actions: actions),
            client.notify(summary: "Wrong size", hints: ["image-data": wrongSize]),
            client.notify(
                summary: "Absurd",
                hints: ["image-data": absurd, "image-path": g_variant_new_string("/nonexistent.png")]),
            client.notify(summary: "Markup <b>unclosed", body: "<i>a & b < c"),
        ]
        #expect(ids.allSatisfy { (try? $0.get()) ?? 0 > 0 }, "\(ids)")
        #expect(try fixture.post(["-i", "no-such-icon-anywhere", "Missing icon"]) > 0)
        let list = try fixture.control(["list"]).stdout
        for summary in ["Big", "Wrong size", "Absurd", "Markup <b>unclosed", "Missing icon"] {
            #expect(list.contains("\t\(summary)\t"), "\(summary) is listed: \(list)")
        }
        #expect(list.contains("\t<i>a & b < c\n"), "malformed markup is the plain body")
        _ = try waitFor("the banners") { fixture.bannerWindows.first }
        #expect(fixture.daemon.isRunning)
        #expect(fixture.daemon.stderr.contains("image-data holds 3 bytes"), "\(fixture.daemon.stderr)")
    }

    @Test func aSettledBannerCostsTheDaemonNoWakeUps() throws {
        let fixture = try Fixture()
        let stays = BannerContent(appName: "notify-send", summary: "Stays", urgency: .critical)
        let card = try fixture.frame(of: BannerLayout.cardName(1), posting: [stays])
        _ = try fixture.post(["-u", "critical", "Stays"])
        try fixture.waitForSettledCard(at: [Point(x: card.minX + 40, y: card.minY + 14)])
        // The card's pixels stop changing before its entrance ends (the spring's last frames move it by
        // less than a pixel): the count starts after a second without a wake-up. A timer firing every
        // second or more often never lets that come, and fails here.
        var previous: [String: Int] = [:]
        try waitUntil("a second without a wake-up", timeout: .seconds(10), interval: .seconds(1)) {
            let now = fixture.contextSwitches
            defer { previous = now }
            return now == previous
        }
        let before = fixture.contextSwitches
        // Not a wait for anything: the span over which any periodic timer (libdispatch's worker
        // monitor woke every second) or poll timeout would show. The age label's next change is a
        // minute away.
        Thread.sleep(forTimeInterval: 3)
        let after = fixture.contextSwitches
        let woken = after.filter { $0.value != before[$0.key] ?? 0 }
        #expect(woken.isEmpty, "threads that woke (id: switches): \(after) after \(before)")
    }

    /// Under picom the stack's window asks for blur behind its card, and only there; with
    /// the daemon's `--blur off` it asks for none.
    @Test func underPicomABannerAsksForBlurBehindItsCardUnlessTheBlurIsOff() throws {
        for blur in ["auto", "off"] {
            let fixture = try Fixture(daemonWords: ["--blur", blur])
            try fixture.display.server.startCompositor(.picom)
            let stays = BannerContent(appName: "notify-send", summary: "Stays", urgency: .critical)
            let card = try fixture.frame(of: BannerLayout.cardName(1), posting: [stays])
            _ = try fixture.post(["-u", "critical", "Stays"])
            let window = try waitFor("the banner window") { fixture.bannerWindows.first }
            func region() -> (left: Int, top: Int, right: Int, bottom: Int)? {
                let longs = fixture.display.probe.longs(window.id, "_KDE_NET_WM_BLUR_BEHIND_REGION").map { Int($0) }
                let rectangles = stride(from: 0, to: longs.count - 3, by: 4).map { Array(longs[$0..<$0 + 4]) }
                guard let left = rectangles.map({ $0[0] }).min(), let top = rectangles.map({ $0[1] }).min(),
                    let right = rectangles.map({ $0[0] + $0[2] }).max(),
                    let bottom = rectangles.map({ $0[1] + $0[3] }).max()
                else { return nil }
                return (left, top, right, bottom)
            }
            if blur == "auto" {
                // In window pixels (scale 1): the settled card, to a pixel.
                let expected = card.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
                try waitUntil("the blur region on the settled card") {
                    guard let region = region() else { return false }
                    return abs(Double(region.left) - expected.minX) <= 1
                        && abs(Double(region.right) - expected.maxX) <= 1
                        && abs(Double(region.top) - expected.minY) <= 1
                        && abs(Double(region.bottom) - expected.maxY) <= 1
                }
            } else {
                try fixture.waitForSettledCard(at: [Point(x: card.minX + 40, y: card.minY + 14)])
                #expect(region() == nil)
            }
        }
    }

    @Test func aBurstOfAThousandCallsFromTenClients() throws {
        let fixture = try Fixture()
        // The resting value: after one notification has come and gone, so first-use allocations count.
        let warmUp = try fixture.post(["-t", "0", "Warm-up"])
        #expect(try fixture.control(["close", "\(warmUp)"]).status == 0)
        try waitUntil("the warm-up banner to go") { fixture.bannerWindows.isEmpty }
        Thread.sleep(forTimeInterval: 1) // the exit animation ends; the window's removal trims the heap
        let rest = fixture.residentKilobytes
        let restAnonymous = fixture.memory.kilobytes("RssAnon")

        let address = fixture.bus.address
        let answered = Answers()
        DispatchQueue.concurrentPerform(iterations: 10) { client in
            guard let connection = try? NotifyClient(address: address) else { return }
            for call in 0..<100 {
                if case .success = connection.notify(
                    summary: "Client \(client) call \(call)", body: "burst", timeout: 0)
                {
                    answered.count()
                }
            }
        }
        #expect(answered.total == 1_000)
        #expect(fixture.bannerWindows.count <= 1, "one stack window, however many notifications")
        let counts = try fixture.control(["count"]).stdout
        #expect(counts.hasPrefix("shown 64\n"), "the live limit holds: \(counts)")
        #expect(try fixture.control(["close-all"]).status == 0)
        let closing = ContinuousClock.now
        // The presenter works through 1,000 posts, 744 evictions and 256 closes, each a relayout.
        try waitUntil("no window left", timeout: .seconds(90), interval: .milliseconds(100)) {
            fixture.bannerWindows.isEmpty
        }
        print("NotificationsInterfaceTests: the stack emptied \(ContinuousClock.now - closing) after close-all")
        // The daemon trims its caches and heap as the last banner's window goes (X11Stage).
        let settled = try? waitFor(
            "resident memory back within 2 MB of \(rest) kB", timeout: .seconds(10),
            interval: .milliseconds(200)
        ) { () -> Int? in
            let now = fixture.residentKilobytes
            return now - rest < 2_048 ? now : nil
        }
        let figures =
            "resident \(rest) kB at rest, \(fixture.residentKilobytes) kB after the burst; "
            + "anonymous \(restAnonymous) → \(fixture.memory.kilobytes("RssAnon")) kB"
        print("NotificationsInterfaceTests: \(figures)")
        #expect(settled != nil, "\(figures)")
    }
}

/// Calls answered, counted from many threads.
private final class Answers: Sendable {
    private let answered = Mutex(0)

    func count() {
        answered.withLock { $0 += 1 }
    }

    var total: Int { answered.withLock { $0 } }
}
