import Glibc
import HUDAutomation
import HUDDaemonLink
import HUDKit
import HUDSystem

/// `hud bench --wayland`: on the caller's Wayland compositor ($WAYLAND_DISPLAY; no X server), what a
/// user sees of HUDKit beside its Wayland peers. There is no MapNotify to watch on Wayland, and a
/// program's own account of when it drew would favour whoever keeps it, so "on screen" is the first
/// picture the output shows in which a rectangle differs from before, as a probe of the bench's own
/// copies it back with wlr-screencopy (`WaylandScreenProbe`): the same probe for every program. It
/// times `notify-send` → banner for `hud daemon --notifications`, mako and dunst (each running on a
/// private session bus of its own, their samples alternating, so a change in the machine's load
/// weighs on all alike); `hud toast x` → its first frame with the daemon running and with the call
/// starting it, and `hud alert --title x` → its first frame, alternating too; and the notification
/// daemon's memory and wake-ups at rest. Every program runs with DISPLAY unset, so that none falls
/// back to an X server. Stops the display's hud daemon first, and at the end the one it started.
enum WaylandBench {
    typealias Failure = DaemonBench.Failure
    typealias Tools = NotificationBench.Tools

    static func run(samples: Int) throws {
        guard !(ProcessEnvironment.current["WAYLAND_DISPLAY"] ?? "").isEmpty, let location = DaemonLocation.current()
        else { throw Failure(description: "no $WAYLAND_DISPLAY") }
        let (notifySend, dbusDaemon, gdbus) = try NotificationBench.busTools()
        let probe = try WaylandScreenProbe()
        DaemonBench.stopDaemon(location)
        defer { DaemonBench.stopDaemon(location) }
        let size = probe.outputSize
        // Where every server puts its first banner (mako's, dunst's and HUDKit's default: the top right),
        // and where a toast and an alert's card show (the middle).
        let corner = Rect(x: size.width - 440, y: 0, width: 440, height: 200)
        let middle = Rect(x: size.width / 2 - 120, y: size.height / 2 - 60, width: 240, height: 120)
        let interval = try probe.pictureInterval(of: corner)
        let milliseconds = FixedPoint.text(interval * 1000, decimals: 1)
        print(
            "output \(Int(size.width))x\(Int(size.height)), a picture every \(milliseconds) ms while probed: "
                + "each time below ends at the first picture that shows the change")
        try compareBanners(
            probe, in: corner, interval: interval, samples: samples, tools: (notifySend, dbusDaemon, gdbus))
        try measureAtRest(tools: (notifySend, dbusDaemon, gdbus))
        try timeFirstFrames(probe, in: middle, interval: interval, location: location, samples: samples)
    }

    /// Where in the output's picture interval a round's samples start. What a program draws reaches
    /// the screen with the output's next picture, so samples started just after a picture (where the
    /// probe saw the last one end) would all count the same whole intervals, and a millisecond's
    /// difference could read as a whole interval. Round i starts at the fraction frac(0.5 + i × 0.618…)
    /// of the interval after a picture: spread evenly over it for any number of rounds, as a user's
    /// notifications and commands fall, and the same for every program of the round.
    struct StartPhase {
        let fraction: Double
        let interval: Double

        init(round: Int, interval: Double) {
            fraction = (0.5 + Double(round) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
            self.interval = interval
        }

        /// Sleeps until `fraction` of an interval after one of the output's pictures, reckoned from the
        /// last one `probe` copied; the time then (`WaylandScreenProbe.now`'s clock).
        func wait(after probe: WaylandScreenProbe) -> UInt64 {
            let step = UInt64(interval * 1e9)
            var target = probe.lastPresented + UInt64(fraction * interval * 1e9)
            // A millisecond's margin for the sleep itself; a whole interval later keeps the phase.
            while target < WaylandScreenProbe.now() + 1_000_000 { target += step }
            var time = timespec(tv_sec: Int(target / 1_000_000_000), tv_nsec: Int(target % 1_000_000_000))
            while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
            return WaylandScreenProbe.now()
        }
    }

    /// `environment` with DISPLAY unset and the Wayland backend asked for: what every program the
    /// bench starts runs with.
    static func waylandOnly(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        environment["DISPLAY"] = nil
        environment["HUD_BACKEND"] = "wayland"
        return environment
    }

    // MARK: - Banners

    /// A notification server under test, on a bus of its own.
    private struct Server {
        let name: String
        let pid: pid_t
        let tools: Tools
    }

    private static func compareBanners(
        _ probe: WaylandScreenProbe, in corner: Rect, interval: Double, samples: Int,
        tools: (notifySend: String, dbusDaemon: String, gdbus: String)
    ) throws {
        let baseline = try probe.snapshot(of: corner)
        var buses: [NotificationBench.PrivateBus] = []
        var servers: [Server] = []
        defer {
            for server in servers { NotificationBench.end(server.pid) }
            for bus in buses { bus.stop() }
        }
        var candidates = [
            ("hud", ProcessEnvironment.besideThisExecutable("hud-engine"), ["daemon", "--notifications"])
        ]
        for peer in ["mako", "dunst"] {
            if let path = NotificationBench.executable(peer) {
                candidates.append((peer, path, []))
            } else {
                print("\(peer) is not installed: no figure beside ours")
            }
        }
        for (name, path, arguments) in candidates {
            let bus = try NotificationBench.PrivateBus(dbusDaemon: tools.dbusDaemon)
            buses.append(bus)
            let server = Server(
                name: name, pid: try DaemonBench.spawn(path, arguments, environment: waylandOnly(bus.environment)),
                tools: Tools(notifySend: tools.notifySend, gdbus: tools.gdbus, bus: bus))
            try server.tools.waitForServer()
            // A first banner each, not counted: it shows whether the server draws under this
            // compositor at all (dunst's Wayland output depends on what the compositor offers).
            do {
                _ = try timeToBanner(
                    server, probe: probe, baseline: baseline, phase: StartPhase(round: 0, interval: interval),
                    timeout: 5)
                servers.append(server)
            } catch {
                NotificationBench.end(server.pid)
                guard name != "hud" else { throw error }
                print("\(name) answered on its bus but showed no banner here (\(error)): no figure beside ours")
                // Whatever it may still show comes and goes before the next server's banners count.
                _ = try? probe.waitForReturn(to: baseline, timeout: 5)
            }
        }
        var times = Array(repeating: [Double](), count: servers.count)
        for round in 0..<samples {
            let phase = StartPhase(round: round, interval: interval)
            for (index, server) in servers.enumerated() {
                times[index].append(
                    try timeToBanner(server, probe: probe, baseline: baseline, phase: phase, timeout: 10))
            }
        }
        for (server, serverTimes) in zip(servers, times) {
            print("notify-send → \(server.name)'s banner on screen: \(DaemonBench.summary(of: serverTimes))")
        }
        for (server, serverTimes) in zip(servers, times).dropFirst() {
            let ratio = FixedPoint.text(DaemonBench.median(times[0]) / DaemonBench.median(serverTimes), decimals: 2)
            print(
                "hud / \(server.name), banner on screen: \(ratio)×" + (server.name == "mako" ? " (target ≤ 0.8×)" : ""))
        }
    }

    /// One `notify-send -p` on `server`'s bus, from spawn (at `phase`) to the first picture in which
    /// the corner differs; then the notification is closed and the corner awaited as it was (exit
    /// animations included), so each sample starts from the same screen.
    private static func timeToBanner(
        _ server: Server, probe: WaylandScreenProbe, baseline: WaylandScreenProbe.Snapshot, phase: StartPhase,
        timeout: Double
    ) throws -> Double {
        let output = server.tools.scratch + "/id"
        defer { unlink(output) }
        let start = phase.wait(after: probe)
        let child = try DaemonBench.spawn(
            server.tools.notifySend, ["-p", "-t", "0", "Bench", "notify-send to banner"],
            environment: server.tools.environment, output: output)
        let shown: UInt64
        do {
            shown = try probe.waitForChange(from: baseline, timeout: timeout)
        } catch {
            kill(child, SIGTERM)
            waitpid(child, nil, 0)
            throw error
        }
        waitpid(child, nil, 0)
        let id = (TextFile.read(output) ?? "").filter(\.isNumber)
        _ = try server.tools.call("CloseNotification", [id])
        try probe.waitForReturn(to: baseline, timeout: 10)
        return Double(shown - start) / 1e9
    }

    // MARK: - At rest

    /// A fresh `hud-engine daemon --notifications` on a bus of its own, nothing shown: its memory once
    /// at rest (`DaemonBench.waitForRest`), and its wake-ups over the 5 s that follow.
    private static func measureAtRest(tools: (notifySend: String, dbusDaemon: String, gdbus: String)) throws {
        let bus = try NotificationBench.PrivateBus(dbusDaemon: tools.dbusDaemon)
        defer { bus.stop() }
        let busTools = Tools(notifySend: tools.notifySend, gdbus: tools.gdbus, bus: bus)
        let daemon = try DaemonBench.spawn(
            ProcessEnvironment.besideThisExecutable("hud-engine"), ["daemon", "--notifications"],
            environment: waylandOnly(bus.environment))
        defer { NotificationBench.end(daemon) }
        try busTools.waitForServer()
        DaemonBench.waitForRest()
        let memory = ProcessMemory(rolledUpOf: daemon).map(\.description) ?? "?"
        let before = busTools.contextSwitches(daemon)
        sleep(5)
        // A thread that ended in between (an idle dispatch worker) made no wake-up worth counting.
        let wakeUps = busTools.contextSwitches(daemon).reduce(0) { $0 + $1.value - (before[$1.key] ?? 0) }
        print("hud-engine daemon --notifications at rest: \(memory)")
        print(
            "hud-engine daemon --notifications wake-ups over 5 s at rest: \(wakeUps) "
                + "(context switches, all threads; target 0)")
    }

    // MARK: - Toast and alert

    /// In each round, the display's daemon stopped, then `hud toast x` that starts it (cold), `hud
    /// toast x` again with it running (warm), and `hud alert --title x` with it running, each from
    /// spawn to the first picture in which the middle of the output differs.
    private static func timeFirstFrames(
        _ probe: WaylandScreenProbe, in middle: Rect, interval: Double, location: DaemonLocation, samples: Int
    ) throws {
        let baseline = try probe.snapshot(of: middle)
        let environment = waylandOnly(ProcessEnvironment.current).merging([DaemonClient.optOutVariable: "0"]) { $1 }
        let hud = ProcessEnvironment.besideThisExecutable("hud")
        func hideAll(_: pid_t) {
            _ = DaemonClient.exchange(
                DaemonMessage.Request(argv: ["hide", "--all"]), start: false, environment: environment)
        }
        func time(_ arguments: [String], phase: StartPhase, takeAway: (pid_t) -> Void) throws -> Double {
            let start = phase.wait(after: probe)
            let child = try DaemonBench.spawn(hud, arguments, environment: environment)
            let shown: UInt64
            do {
                shown = try probe.waitForChange(from: baseline, timeout: 10)
            } catch {
                kill(child, SIGTERM)
                waitpid(child, nil, 0)
                throw error
            }
            takeAway(child)
            waitpid(child, nil, 0)
            try probe.waitForReturn(to: baseline, timeout: 10)
            return Double(shown - start) / 1e9
        }
        var cold: [Double] = []
        var warm: [Double] = []
        var alert: [Double] = []
        for round in 0..<samples {
            let phase = StartPhase(round: round, interval: interval)
            DaemonBench.stopDaemon(location)
            cold.append(try time(["toast", "x"], phase: phase, takeAway: hideAll))
            warm.append(try time(["toast", "x"], phase: phase, takeAway: hideAll))
            // The alert waits for an answer: ending its caller takes it away.
            alert.append(try time(["alert", "--title", "x"], phase: phase) { kill($0, SIGTERM) })
        }
        let toast = "hud toast x → first frame on screen"
        print("\(toast), warm (daemon running): \(DaemonBench.summary(of: warm)) (target ≤ 10 ms)")
        print("\(toast), cold (the call starts the daemon): \(DaemonBench.summary(of: cold))")
        print("hud alert --title x → first frame on screen, daemon running: \(DaemonBench.summary(of: alert))")
    }
}
