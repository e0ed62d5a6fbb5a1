import Foundation
import HUDDaemonLink
import HUDX11

/// `hud bench --notifications`: on $DISPLAY and a private session bus of the bench's own, the time
/// from starting `notify-send` to the banner's window being mapped (median of N), for HUDKit's
/// daemon and, when installed, for dunst on the same display; and the daemon's wake-ups while a
/// banner stays on screen. Stops the display's hud daemon first.
enum NotificationBench {
    typealias Failure = DaemonBench.Failure

    static func run(samples: Int) throws -> Int32 {
        guard let location = DaemonLocation.current() else { throw Failure(description: "no $DISPLAY") }
        guard let notifySend = executable("notify-send"), let dbusDaemon = executable("dbus-daemon"),
            let gdbus = executable("gdbus")
        else {
            throw Failure(description: "needs notify-send, dbus-daemon and gdbus (libnotify-bin, dbus, libglib2.0-bin)")
        }
        let bus = try PrivateBus(dbusDaemon: dbusDaemon)
        defer { bus.stop() }
        let tools = Tools(notifySend: notifySend, gdbus: gdbus, environment: bus.environment)
        let watcher = try RootWindowWatcher()
        DaemonBench.stopDaemon(location)

        let hud = try DaemonBench.spawn(
            ProcessEnvironment.besideThisExecutable("hud-core"), ["daemon", "--notifications"],
            environment: bus.environment)
        try tools.waitForServer()
        let hudTimes = try (0..<samples).map { _ in try tools.timeToMap(watcher) }
        usleep(1_000_000) // the last banner's exit ends and the daemon trims
        let hudMemory = DaemonBench.memory(of: hud)
        let wakeUps = try tools.wakeUpsWhileShowing(pid: hud, watcher: watcher)
        kill(hud, SIGTERM)
        waitpid(hud, nil, 0)
        report("hud", hudTimes)
        print("hud daemon resident at rest, after the runs: \(hudMemory)")
        print(
            "hud daemon wake-ups over 5 s with a banner on screen, settled: \(wakeUps) (context switches, all threads)")

        guard let dunstPath = executable("dunst") else {
            print("dunst is not installed: no figure beside ours")
            return 0
        }
        let dunst = try DaemonBench.spawn(dunstPath, [], environment: bus.environment)
        defer {
            kill(dunst, SIGTERM)
            waitpid(dunst, nil, 0)
        }
        try tools.waitForServer()
        let dunstTimes = try (0..<samples).map { _ in try tools.timeToMap(watcher) }
        usleep(1_000_000) // the last banner's exit, as for hud
        report("dunst", dunstTimes)
        print("dunst resident at rest, after the runs: \(DaemonBench.memory(of: dunst))")
        print(String(format: "hud / dunst: %.2f× (target ≤ 0.8×)", median(hudTimes) / median(dunstTimes)))
        return 0
    }

    private static func median(_ times: [Double]) -> Double { times.sorted()[times.count / 2] }

    private static func report(_ name: String, _ times: [Double]) {
        let sorted = times.sorted()
        print(
            String(
                format: "notify-send → %@'s banner mapped: median %.1f ms (min %.1f, max %.1f, n=%d)", name,
                median(times) * 1000, sorted[0] * 1000, sorted[sorted.count - 1] * 1000, sorted.count))
    }

    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin"]).map { "\($0)/\(name)" }
            .first { access($0, X_OK) == 0 }
    }

    /// The client side: notify-send and gdbus on the bench's bus.
    private struct Tools {
        let notifySend: String
        let gdbus: String
        let environment: [String: String]

        /// Runs a tool to its end; its stdout.
        func run(_ path: String, _ arguments: [String]) throws -> String {
            let output = NSTemporaryDirectory() + "hud-bench-\(getpid())-\(UUID().uuidString)"
            defer { unlink(output) }
            let child = try DaemonBench.spawn(path, arguments, environment: environment, output: output)
            var status: Int32 = 0
            waitpid(child, &status, 0)
            return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
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

        /// One `notify-send -p`, from spawn to its banner window mapped; then closed and awaited gone.
        func timeToMap(_ watcher: RootWindowWatcher) throws -> Double {
            watcher.drain()
            let output = NSTemporaryDirectory() + "hud-bench-\(getpid())-id"
            defer { unlink(output) }
            let start = DispatchTime.now().uptimeNanoseconds
            let child = try DaemonBench.spawn(
                notifySend, ["-p", "-t", "0", "Bench", "notify-send to banner"],
                environment: environment, output: output)
            let window = try watcher.waitForMap()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            waitpid(child, nil, 0)
            let id = ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").filter(\.isNumber)
            _ = try call("CloseNotification", [id])
            try watcher.waitForUnmap(of: window)
            return seconds
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
        private func contextSwitches(_ pid: pid_t) -> [String: Int] {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            return Dictionary(
                uniqueKeysWithValues: tasks.map { task in
                    let status =
                        (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
                    return (
                        task,
                        status.split(separator: "\n").filter { $0.contains("ctxt_switches:") }
                            .compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
                    )
                })
        }
    }

    /// A dbus-daemon of the bench's own: no service activation, so nothing but the server under test answers.
    private final class PrivateBus {
        let environment: [String: String]
        private let pid: pid_t
        private let directory: String

        init(dbusDaemon: String) throws {
            directory = NSTemporaryDirectory() + "hud-bench-bus-\(getpid())"
            mkdir(directory, 0o700)
            let config = """
                <busconfig><type>session</type><listen>unix:path=\(directory)/bus</listen><auth>EXTERNAL</auth>
                <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>
                <allow own="*"/></policy></busconfig>
                """
            try config.write(toFile: directory + "/bus.conf", atomically: true, encoding: .utf8)
            pid = try DaemonBench.spawn(
                dbusDaemon, ["--config-file=\(directory)/bus.conf", "--nofork"],
                environment: ProcessInfo.processInfo.environment)
            for _ in 0..<500 where access(directory + "/bus", F_OK) != 0 { usleep(10_000) }
            var environment = ProcessInfo.processInfo.environment
            environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(directory)/bus"
            self.environment = environment
        }

        func stop() {
            kill(pid, SIGTERM)
            waitpid(pid, nil, 0)
            unlink(directory + "/bus")
            unlink(directory + "/bus.conf")
            rmdir(directory)
        }
    }
}
