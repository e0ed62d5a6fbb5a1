import Glibc
import HUDDaemonLink
import HUDSystem

/// `hud bench --memory`: what the daemon costs while it waits, the figure that matters for a
/// process that lives as long as the session. Each round starts, on a private session bus of its
/// own, `hud-engine daemon`, `hud-engine daemon --notifications` and (when installed) dunst, lets
/// each settle (`DaemonBench.waitForRest`) without showing anything, reads its memory and stops it; rounds
/// alternate the servers, so a machine whose load drifts weighs on every figure alike.
enum RestingMemoryBench {
    typealias Failure = DaemonBench.Failure

    static func run(rounds: Int) throws {
        guard let location = DaemonLocation.current() else { throw Failure(description: "no $DISPLAY") }
        let (notifySend, dbusDaemon, gdbus) = try NotificationBench.busTools()
        DaemonBench.stopDaemon(location)
        let engine = ProcessEnvironment.besideThisExecutable("hud-engine")
        var servers: [(name: String, path: String, arguments: [String], isNotificationServer: Bool)] = [
            ("hud-engine daemon", engine, ["daemon"], false),
            ("hud-engine daemon --notifications", engine, ["daemon", "--notifications"], true),
        ]
        if let dunst = NotificationBench.executable("dunst") {
            servers.append(("dunst", dunst, [], true))
        } else {
            print("dunst is not installed: no figure beside ours")
        }
        for round in 1...rounds {
            for server in servers {
                let bus = try NotificationBench.PrivateBus(dbusDaemon: dbusDaemon)
                defer { bus.stop() }
                let pid = try DaemonBench.spawn(server.path, server.arguments, environment: bus.environment)
                defer { NotificationBench.end(pid) }
                if server.isNotificationServer {
                    try NotificationBench.Tools(notifySend: notifySend, gdbus: gdbus, bus: bus).waitForServer()
                } else {
                    for _ in 0..<500 where DaemonLock.holder(of: location.lockPath) != pid { usleep(10_000) }
                    guard DaemonLock.holder(of: location.lockPath) == pid else {
                        throw Failure(description: "\(server.name) did not take the display's lock within 5 s")
                    }
                }
                // dunst waits as long: its figure is read as it is when ours has rested.
                DaemonBench.waitForRest()
                let memory = ProcessMemory(of: pid).map(\.description) ?? "?"
                print("round \(round), \(server.name) at rest: \(memory)")
            }
        }
    }
}
