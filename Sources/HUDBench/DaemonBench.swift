import Dispatch
import Glibc
import HUDDaemonLink
import HUDStage
import HUDSystem
import HUDX11

/// `hud bench --daemon`: how fast `hud toast x` puts its window on screen with the daemon running
/// (warm), with none (cold: the call starts it), and in-process (HUD_NO_DAEMON=1); and whether the
/// daemon's resident memory stays put over many show/hide cycles. Times run from spawning `hud` (the
/// thin client beside this hud-engine, as users run it) to the MapNotify of its window, seen by an X
/// client of the bench's own.
enum DaemonBench {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(samples: Int, cycles: Int) throws {
        guard let location = DaemonLocation.current() else { throw Failure(description: "no $DISPLAY") }
        let watcher = try RootWindowWatcher()
        stopDaemon(location)
        let inProcess = try (0..<max(3, samples / 3)).map { _ in try timeToMap(watcher, inProcess: true) }
        let cold = try (0..<max(3, samples / 3)).map { _ in
            stopDaemon(location)
            return try timeToMap(watcher, inProcess: false)
        }
        let warm = try (0..<samples).map { _ in try timeToMap(watcher, inProcess: false) }
        // Each after a rest long enough for the daemon to have given its code back.
        let rested = try (0..<3).map { _ in
            waitForRest()
            return try timeToMap(watcher, inProcess: false)
        }
        for (name, times) in [
            ("warm (daemon running)", warm), ("warm after a rest (its code given back)", rested),
            ("cold (call starts the daemon)", cold), ("in-process (HUD_NO_DAEMON=1)", inProcess),
        ] {
            print("hud toast x → window mapped, \(name): \(summary(of: times))")
        }
        try timeWarmToastParts(watcher, samples: samples)
        try comparePeers(coldMedian: median(cold), watcher: watcher, samples: max(3, samples / 3))
        try timeRender(samples: samples)
        try measureMemory(location, watcher: watcher, cycles: cycles)
    }

    /// The dialogs a script would call instead of a cold `hud toast`, timed the same way on the same
    /// display, when they are installed, with the ratio each is held to.
    private static func comparePeers(coldMedian: Double, watcher: RootWindowWatcher, samples: Int) throws {
        let peers = [("zenity", ["--info", "--text", "x"], 0.25), ("yad", ["--text", "x"], 0.5)]
        for (name, arguments, target) in peers {
            guard let path = NotificationBench.executable(name) else {
                print("\(name) is not installed: no figure beside ours")
                continue
            }
            let times = try (0..<samples).map { _ in
                try timeToMap(
                    watcher, spawning: { try spawn(path, arguments, environment: ProcessEnvironment.current) })
            }
            print("\(name) \(arguments.joined(separator: " ")) → window mapped: \(summary(of: times))")
            let ratio = FixedPoint.text(coldMedian / median(times), decimals: 2)
            print("hud toast cold / \(name): \(ratio)× (target ≤ \(FixedPoint.text(target, decimals: 2))×)")
        }
    }

    /// What a warm `hud toast x` is made of, each part timed alone: starting any process, the thin
    /// `hud` starting, its round trip to the daemon, the daemon's show up to the map request (the
    /// call returns then), and the X server mapping a window.
    private static func timeWarmToastParts(_ watcher: RootWindowWatcher, samples: Int) throws {
        let hud = ProcessEnvironment.besideThisExecutable("hud")
        func exitTimes(_ path: String, _ arguments: [String], then: () throws -> Void = {}) throws -> [Double] {
            try (0..<samples).map { _ in
                let (seconds, _) = try timeToExit(path, arguments)
                try then()
                return seconds
            }
        }
        let parts: [(String, [Double])] = [
            ("a process that does nothing (/bin/true), exec → exit", try exitTimes("/bin/true", [])),
            ("hud --version, exec → exit (the thin client's own start)", try exitTimes(hud, ["--version"])),
            (
                "hud hide --all with nothing shown, exec → exit (the start and a round trip to the daemon)",
                try exitTimes(hud, ["hide", "--all"])
            ),
            (
                "hud toast x, exec → exit (returns once the daemon has sent the map)",
                try exitTimes(hud, ["toast", "x"]) {
                    _ = DaemonClient.exchange(DaemonMessage.Request(argv: ["hide", "--all"]), start: false)
                    try watcher.waitForWindows(atMost: 0)
                }
            ),
            (
                "the X server maps a window of the bench's own, map → MapNotify",
                try (0..<samples).map { _ in
                    try watcher.timeOwnMap()
                }
            ),
        ]
        for (name, times) in parts { print("warm toast's part: \(name): \(summary(of: times))") }
    }

    /// `hud-engine render toast x --out FILE`, from spawn to exit: a process's whole cold path without
    /// a display (dynamic loading, fonts, layout, drawing, the PNG).
    private static func timeRender(samples: Int) throws {
        let output = "/tmp/hud-bench-render-\(getpid()).png"
        defer { unlink(output) }
        let times = try (0..<samples).map { _ in
            let (seconds, status) = try timeToExit(
                ProcessEnvironment.besideThisExecutable("hud-engine"), ["render", "toast", "x", "--out", output])
            guard status == 0 else { throw Failure(description: "hud-engine render failed (status \(status))") }
            return seconds
        }
        print("hud-engine render toast x --out FILE, exec → exit: \(summary(of: times)) (target ≤ 25 ms)")
    }

    /// Seconds from spawning `path` to its exit, and its wait status.
    private static func timeToExit(_ path: String, _ arguments: [String]) throws -> (seconds: Double, status: Int32) {
        let start = DispatchTime.now().uptimeNanoseconds
        let child = try spawn(path, arguments, environment: ProcessEnvironment.current)
        var status: Int32 = 0
        waitpid(child, &status, 0)
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, status)
    }

    static func median(_ times: [Double]) -> Double {
        times.sorted()[times.count / 2]
    }

    /// `median 12.3 ms (min 11.0, max 20.1, n=30)`, of times in seconds.
    static func summary(of times: [Double]) -> String {
        let sorted = times.sorted()
        func milliseconds(_ seconds: Double) -> String { FixedPoint.text(seconds * 1000, decimals: 1) }
        return "median \(milliseconds(sorted[sorted.count / 2])) ms (min \(milliseconds(sorted[0])), "
            + "max \(milliseconds(sorted[sorted.count - 1])), n=\(sorted.count))"
    }

    /// One `hud toast x`, from spawn to mapped; then the toast is taken away and its window awaited gone.
    private static func timeToMap(_ watcher: RootWindowWatcher, inProcess: Bool) throws -> Double {
        try timeToMap(watcher, spawning: { try spawnHUD(["toast", "x"], inProcess: inProcess) }) { child in
            if inProcess {
                kill(child, SIGTERM)
            } else {
                _ = DaemonClient.exchange(DaemonMessage.Request(argv: ["hide", "--all"]), start: false)
            }
        }
    }

    /// One process from spawn to its first window mapped; then it is taken away (by default, SIGTERM)
    /// and the window awaited gone.
    static func timeToMap(
        _ watcher: RootWindowWatcher, spawning start: () throws -> pid_t,
        takeAway: (pid_t) -> Void = { kill($0, SIGTERM) }
    ) throws -> Double {
        watcher.drain()
        let started = DispatchTime.now().uptimeNanoseconds
        let child = try start()
        let window = try watcher.waitForMap()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        takeAway(child)
        var status: Int32 = 0
        waitpid(child, &status, 0)
        try watcher.waitForUnmap(of: window)
        return seconds
    }

    /// Show/hide cycles over the socket (loading, success, toast, hide): the daemon's VmRSS along
    /// the way and at the end, once the last overlay has gone.
    private static func measureMemory(_ location: DaemonLocation, watcher: RootWindowWatcher, cycles: Int) throws {
        let requests: [DaemonMessage.Request] = [
            .init(argv: ["loading", "Working"]), .init(argv: ["success", "Done"]),
            .init(argv: ["toast", "Saved"]), .init(argv: ["hide", "--all"]),
        ]
        let checkpoints = Set([100, cycles / 10, cycles / 2, cycles].filter { $0 > 0 && $0 <= cycles })
        var line = "daemon resident memory after N show/hide cycles:"
        for cycle in 1...cycles {
            for request in requests {
                guard let socket = try? UnixSocket.connected(to: location.socketPath) else {
                    throw Failure(description: "the daemon went away during cycle \(cycle)")
                }
                socket.send(request.line)
                var buffer = [UInt8](repeating: 0, count: 256)
                while socket.receive(into: &buffer) > 0 {}
            }
            // Windows on their way out must not pile up either: the next cycle starts with at most
            // the last cycle's still fading.
            do {
                try watcher.waitForWindows(atMost: 3)
            } catch {
                // The figures so far still say something: print them with the reason they stop.
                print(line + " stopped at cycle \(cycle): \(memory(location))")
                throw error
            }
            if checkpoints.contains(cycle) { line += " \(cycle): \(memory(location))," }
        }
        waitForRest()
        print(line + " settled: \(memory(location))")
    }

    /// Waits until a daemon whose last surface has just gone (or that has just started) is at rest:
    /// the exits animated, the caches trimmed and, after `RestingCodeRelease.delay`, its code given
    /// back. The figures "at rest" and "after" are read then, as a daemon spends most of a session.
    static func waitForRest() {
        usleep(UInt32((RestingCodeRelease.delay + 1.5) * 1_000_000))
    }

    /// The daemon's memory; "?" when it has gone.
    private static func memory(_ location: DaemonLocation) -> String {
        DaemonLock.holder(of: location.lockPath).flatMap(ProcessMemory.init(of:)).map(\.description) ?? "?"
    }

    static func stopDaemon(_ location: DaemonLocation) {
        guard let pid = DaemonLock.holder(of: location.lockPath) else { return }
        kill(pid, SIGTERM)
        while DaemonLock.holder(of: location.lockPath) != nil { usleep(1000) }
    }

    static func spawnHUD(_ arguments: [String], inProcess: Bool, environment extra: [String: String] = [:]) throws
        -> pid_t
    {
        var environment = ProcessEnvironment.current.merging(extra) { $1 }
        environment[DaemonClient.optOutVariable] = inProcess ? "1" : "0"
        // The thin `hud` that users run, which hands the call to the daemon or execs hud-engine.
        return try spawn(ProcessEnvironment.besideThisExecutable("hud"), arguments, environment: environment)
    }

    /// Starts `path` with `arguments` (argv[0] its file name), stdin and stderr on /dev/null and
    /// stdout into `output` (else /dev/null).
    static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String],
        output: String? = nil
    ) throws -> pid_t {
        let name = String(path.split(separator: "/").last ?? "")
        let spawn = ProcessSpawn(
            standardInput: .nullDevice, standardOutput: output.map { .file($0) } ?? .nullDevice,
            standardError: .nullDevice)
        do {
            return try spawn.start(
                path, arguments: [name] + arguments, environment: CStringArray.environmentEntries(environment))
        } catch {
            throw Failure(description: "cannot start \(name): \(error)")
        }
    }
}
