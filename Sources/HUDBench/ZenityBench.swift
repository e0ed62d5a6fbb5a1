import Glibc
import HUDDaemonLink
import HUDSystem
import HUDX11

/// `hud bench --zenity`: `hud zenity --question` beside `zenity --question` on the same display in
/// the same run, each from spawn to its first window mapped (as `--daemon` times `hud toast`), the
/// question then taken away by ending its process; then a list and the colour chooser the same way.
enum ZenityBench {
    static let arguments = ["--question", "--text", "x"]

    static func run(samples: Int) throws {
        guard let location = DaemonLocation.current() else { throw DaemonBench.Failure(description: "no $DISPLAY") }
        guard let zenity = NotificationBench.executable("zenity") else {
            throw DaemonBench.Failure(description: "zenity is not installed: nothing to compare with")
        }
        let watcher = try RootWindowWatcher()
        let hud = { try DaemonBench.spawnHUD(["zenity"] + arguments, inProcess: false) }
        var daemonProcessor: [Double] = []
        var serverProcessor: [Double] = []
        let cold = try (0..<max(3, samples / 3)).map { _ in
            DaemonBench.stopDaemon(location)
            let serverBefore = watcher.serverProcess.map(ProcessThreads.processorSeconds)
            return try DaemonBench.timeToMap(watcher, spawning: hud) { child in
                if let daemon = DaemonLock.holder(of: location.lockPath) {
                    daemonProcessor.append(ProcessThreads.processorSeconds(daemon))
                }
                if let server = watcher.serverProcess, let serverBefore {
                    serverProcessor.append(ProcessThreads.processorSeconds(server) - serverBefore)
                }
                kill(child, SIGTERM)
            }
        }
        let warm = try (0..<samples).map { _ in try DaemonBench.timeToMap(watcher, spawning: hud) }
        let peer = try (0..<samples).map { _ in
            try DaemonBench.timeToMap(
                watcher, spawning: { try DaemonBench.spawn(zenity, arguments, environment: ProcessEnvironment.current) }
            )
        }
        let command = arguments.joined(separator: " ")
        print("hud zenity \(command) → window mapped, daemon running: \(DaemonBench.summary(of: warm))")
        print("hud zenity \(command) → window mapped, the call starts the daemon: \(DaemonBench.summary(of: cold))")
        // The figure that holds still on a busy machine, where the wall times move with the load.
        print(
            "hud zenity \(command) that starts the daemon: the daemon's processor time by the map, "
                + DaemonBench.summary(of: daemonProcessor))
        if !serverProcessor.isEmpty {
            print(
                "hud zenity \(command) that starts the daemon: the X server's processor time from the call to the map, "
                    + DaemonBench.summary(of: serverProcessor))
        }
        print("zenity \(command) → window mapped: \(DaemonBench.summary(of: peer))")
        for (name, times) in [("daemon running", warm), ("cold", cold)] {
            let ratio = FixedPoint.text(DaemonBench.median(times) / DaemonBench.median(peer), decimals: 2)
            print("hud zenity / zenity, \(name): \(ratio)× (target ≤ 0.20×)")
        }
        try compareDialogs(watcher, zenity: zenity, samples: samples)
    }

    /// The richer alerts beside the list, daemon running, and zenity's own: spawn to the window
    /// mapped, which HUDKit does once its first frame is painted.
    static let dialogs = [["--list", "--column", "Name", "a", "b", "c"], ["--color-selection"]]

    private static func compareDialogs(_ watcher: RootWindowWatcher, zenity: String, samples: Int) throws {
        for dialog in dialogs {
            let hud = try (0..<samples).map { _ in
                try DaemonBench.timeToMap(
                    watcher, spawning: { try DaemonBench.spawnHUD(["zenity"] + dialog, inProcess: false) })
            }
            let peer = try (0..<samples).map { _ in
                try DaemonBench.timeToMap(
                    watcher,
                    spawning: { try DaemonBench.spawn(zenity, dialog, environment: ProcessEnvironment.current) })
            }
            let command = dialog.joined(separator: " ")
            print(
                "hud zenity \(command) → window mapped, first frame painted, daemon running: \(DaemonBench.summary(of: hud))"
            )
            print("zenity \(command) → window mapped: \(DaemonBench.summary(of: peer))")
        }
    }
}
