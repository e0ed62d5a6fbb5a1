import Dispatch
import Glibc
import HUDDaemonLink
import HUDSystem
import HUDX11

/// `hud bench --notifications`: on $DISPLAY and a private session bus of the bench's own, the time
/// from starting `notify-send` to the banner's window being mapped and to its first pixel showing
/// (median of N), for HUDKit's daemon and, when installed, for dunst on the same display; and the
/// daemon's wake-ups while a banner stays on screen. Stops the display's hud daemon first.
enum NotificationBench {
    typealias Failure = DaemonBench.Failure

    static func run(samples: Int) throws {
        guard let location = DaemonLocation.current() else { throw Failure(description: "no $DISPLAY") }
        let (notifySend, dbusDaemon, gdbus) = try busTools()
        let watcher = try RootWindowWatcher()
        DaemonBench.stopDaemon(location)

        // Each server on a bus of its own, so both run at once and their samples alternate: a
        // machine whose load changes during the run then weighs on both figures alike.
        let hudBus = try PrivateBus(dbusDaemon: dbusDaemon)
        defer { hudBus.stop() }
        let hudTools = Tools(notifySend: notifySend, gdbus: gdbus, bus: hudBus)
        let hud = try DaemonBench.spawn(
            ProcessEnvironment.besideThisExecutable("hud-engine"), ["daemon", "--notifications"],
            environment: hudBus.environment)
        defer { end(hud) }
        try hudTools.waitForServer()

        var dunstTools: Tools?
        var dunst: pid_t?
        let dunstPath = executable("dunst")
        let dunstBus = try dunstPath.map { _ in try PrivateBus(dbusDaemon: dbusDaemon) }
        defer { dunstBus?.stop() }
        if let dunstPath, let dunstBus {
            let tools = Tools(notifySend: notifySend, gdbus: gdbus, bus: dunstBus)
            dunst = try DaemonBench.spawn(dunstPath, [], environment: dunstBus.environment)
            try tools.waitForServer()
            dunstTools = tools
        }
        defer { dunst.map(end) }

        var hudTimes: [Appearance] = []
        var dunstTimes: [Appearance] = []
        for _ in 0..<samples {
            hudTimes.append(try hudTools.timeToAppear(watcher))
            if let dunstTools { dunstTimes.append(try dunstTools.timeToAppear(watcher)) }
        }
        usleep(1_000_000) // the last banners' exits end and the daemon trims
        let hudMemory = ProcessMemory(of: hud)
        let wakeUps = try hudTools.wakeUpsWhileShowing(pid: hud, watcher: watcher)
        report("hud", hudTimes)
        print("hud daemon at rest, after the runs: \(hudMemory.map(\.description) ?? "?")")
        print(
            "hud daemon wake-ups over 5 s with a banner on screen, settled: \(wakeUps) (context switches, all threads)")
        guard let dunst else {
            print("dunst is not installed: no figure beside ours")
            return
        }
        report("dunst", dunstTimes)
        print("dunst at rest, after the runs: \(ProcessMemory(of: dunst).map(\.description) ?? "?")")
        print(
            "hud / dunst, mapped: \(ratio(hudTimes.map(\.mapped), dunstTimes.map(\.mapped)))× (target ≤ 0.8×); "
                + "showing: \(ratio(hudTimes.map(\.shown), dunstTimes.map(\.shown)))×")
    }

    /// The paths of notify-send, dbus-daemon and gdbus, which the notification benches drive.
    static func busTools() throws -> (notifySend: String, dbusDaemon: String, gdbus: String) {
        guard let notifySend = executable("notify-send"), let dbusDaemon = executable("dbus-daemon"),
            let gdbus = executable("gdbus")
        else {
            throw Failure(description: "needs notify-send, dbus-daemon and gdbus (libnotify-bin, dbus, libglib2.0-bin)")
        }
        return (notifySend, dbusDaemon, gdbus)
    }

    static func end(_ server: pid_t) {
        kill(server, SIGTERM)
        waitpid(server, nil, 0)
    }

    private static func ratio(_ ours: [Double], _ theirs: [Double]) -> String {
        func median(_ times: [Double]) -> Double { times.sorted()[times.count / 2] }
        return FixedPoint.text(median(ours) / median(theirs), decimals: 2)
    }

    private static func report(_ name: String, _ times: [Appearance]) {
        print("notify-send → \(name)'s banner mapped: \(DaemonBench.summary(of: times.map(\.mapped)))")
        print("notify-send → \(name)'s banner showing: \(DaemonBench.summary(of: times.map(\.shown)))")
    }

    /// Seconds from starting `notify-send` to the banner's window mapped, and to its first pixel
    /// shown (for a window shaped to its cards, the first frame in which a card is drawn).
    struct Appearance {
        let mapped: Double
        let shown: Double
    }

    static func executable(_ name: String) -> String? {
        let path = ProcessEnvironment.current["PATH"] ?? "/usr/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin"]).map { "\($0)/\(name)" }
            .first { access($0, X_OK) == 0 }
    }

    /// The client side: notify-send and gdbus on one of the bench's buses.
    struct Tools {
        let notifySend: String
        let gdbus: String
        let environment: [String: String]
        /// A private directory for the tools' output (the bus's).
        let scratch: String

        init(notifySend: String, gdbus: String, bus: PrivateBus) {
            self.notifySend = notifySend
            self.gdbus = gdbus
            environment = bus.environment
            scratch = bus.directory
        }

        /// Runs a tool to its end; its stdout.
        func run(_ path: String, _ arguments: [String]) throws -> String {
            let output = scratch + "/output"
            defer { unlink(output) }
            let child = try DaemonBench.spawn(path, arguments, environment: environment, output: output)
            var status: Int32 = 0
            waitpid(child, &status, 0)
            return TextFile.read(output) ?? ""
        }

        func call(_ method: String, _ arguments: [String] = []) throws -> String {
            try run(
                gdbus,
                [
                    "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                    "/org/freedesktop/Notifications", "--method", "org.freedesktop.Notifications." + method,
                ]
                    + arguments)
        }

        func waitForServer() throws {
            for _ in 0..<500 {
                if try !call("GetServerInformation").isEmpty { return }
                usleep(10_000)
            }
            throw Failure(description: "no notification server answered within 5 s")
        }

        /// One `notify-send -p`, from spawn to its banner window mapped and showing; then closed and
        /// awaited gone.
        func timeToAppear(_ watcher: RootWindowWatcher) throws -> Appearance {
            watcher.drain()
            let output = scratch + "/id"
            defer { unlink(output) }
            let start = DispatchTime.now().uptimeNanoseconds
            let child = try DaemonBench.spawn(
                notifySend, ["-p", "-t", "0", "Bench", "notify-send to banner"],
                environment: environment, output: output)
            let window = try watcher.waitForMap()
            let mapped = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            try watcher.waitUntilShown(window)
            let shown = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            waitpid(child, nil, 0)
            let id = (TextFile.read(output) ?? "").filter(\.isNumber)
            _ = try call("CloseNotification", [id])
            try watcher.waitForUnmap(of: window)
            return Appearance(mapped: mapped, shown: shown)
        }

        /// Context switches of every thread of `pid` over 5 s while a critical banner stays up.
        func wakeUpsWhileShowing(pid: pid_t, watcher: RootWindowWatcher) throws -> Int {
            watcher.drain()
            _ = try run(notifySend, ["-u", "critical", "Idle", "stays on screen"])
            _ = try watcher.waitForMap()
            sleep(2) // the entrance spring settles
            let before = contextSwitches(pid)
            sleep(5)
            let after = contextSwitches(pid)
            // A thread that ended in between (an idle dispatch worker) made no wake-up worth counting.
            return after.reduce(0) { total, entry in total + entry.value - (before[entry.key] ?? 0) }
        }

        /// Voluntary and involuntary context switches so far, by thread.
        func contextSwitches(_ pid: pid_t) -> [String: Int] {
            let tasks = ProcessThreads.ids(pid)
            return Dictionary(
                uniqueKeysWithValues: tasks.map { task in
                    let status = TextFile.read("/proc/\(pid)/task/\(task)/status") ?? ""
                    return (
                        task,
                        status.split(separator: "\n").filter { $0.contains("ctxt_switches:") }
                            .compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
                    )
                })
        }
    }

    /// A dbus-daemon of the bench's own: no service activation, so nothing but the server under test answers.
    final class PrivateBus {
        let environment: [String: String]
        /// Private to this user (mkdtemp): the bus's socket and config, the tools' output, and the
        /// servers' state directory.
        let directory: String
        private let pid: pid_t

        init(dbusDaemon: String) throws {
            let base = ProcessEnvironment.current["TMPDIR"].map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "/tmp/"
            var template = Array((base + "hud-bench-bus-XXXXXX").utf8CString)
            guard mkdtemp(&template) != nil else {
                throw Failure(description: "cannot create a directory in \(base): \(String(cString: strerror(errno)))")
            }
            directory = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let config = """
                <busconfig><type>session</type><listen>unix:path=\(directory)/bus</listen><auth>EXTERNAL</auth>
                <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>
                <allow own="*"/></policy></busconfig>
                """
            let file = open(directory + "/bus.conf", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard file >= 0 else { throw Failure(description: "cannot write \(directory)/bus.conf") }
            StandardStream.write(config, to: file)
            close(file)
            pid = try DaemonBench.spawn(
                dbusDaemon, ["--config-file=\(directory)/bus.conf", "--nofork"],
                environment: ProcessEnvironment.current)
            for _ in 0..<500 where access(directory + "/bus", F_OK) != 0 { usleep(10_000) }
            var environment = ProcessEnvironment.current
            environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(directory)/bus"
            // The servers' notification history stays here, out of the user's.
            environment["XDG_STATE_HOME"] = directory + "/state"
            self.environment = environment
        }

        func stop() {
            kill(pid, SIGTERM)
            waitpid(pid, nil, 0)
            if let remover = try? DaemonBench.spawn("/bin/rm", ["-rf", directory], environment: environment) {
                waitpid(remover, nil, 0)
            }
        }
    }
}
