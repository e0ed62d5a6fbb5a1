import Dispatch
import Glibc
import HUDAutomation
import HUDDaemonLink
import HUDKit
import HUDSystem
import HUDX11

/// `hud bench --center`: on $DISPLAY and a private session bus, the Notification Center of a daemon
/// serving notifications with 200 entries (100 closed in the history, 100 held back by Do Not
/// Disturb): the time from starting `hud notifications center --open` to the panel's window mapped
/// and its first frame showing (median of N); the daemon's CPU time and bytes written (X requests,
/// pixels included) per wheel step; its wake-ups
/// while the panel is open and still; and its memory at rest, open, and after it closed. Stops the
/// display's hud daemon first.
enum CenterBench {
    typealias Failure = DaemonBench.Failure
    typealias Tools = NotificationBench.Tools

    static let entries = 200
    static let wheelSteps = 40

    static func run(samples: Int) throws {
        guard let location = DaemonLocation.current() else { throw Failure(description: "no $DISPLAY") }
        let (notifySend, dbusDaemon, gdbus) = try NotificationBench.busTools()
        let watcher = try RootWindowWatcher()
        DaemonBench.stopDaemon(location)
        let bus = try NotificationBench.PrivateBus(dbusDaemon: dbusDaemon)
        defer { bus.stop() }
        let tools = Tools(notifySend: notifySend, gdbus: gdbus, bus: bus)
        let daemon = try DaemonBench.spawn(
            ProcessEnvironment.besideThisExecutable("hud-engine"), ["daemon", "--notifications"],
            environment: bus.environment)
        defer { NotificationBench.end(daemon) }
        try tools.waitForServer()
        let hud = ProcessEnvironment.besideThisExecutable("hud")
        func control(_ words: [String]) throws { _ = try tools.run(hud, ["notifications"] + words) }

        // Half into the history, half waiting: every one of them listed, none a banner.
        try fill(entries / 2, tools: tools, offset: 0)
        try control(["close-all"])
        try control(["pause"])
        try fill(entries / 2, tools: tools, offset: entries / 2)
        DaemonBench.waitForRest()
        let rest = ProcessMemory(of: daemon)

        var opening: [(mapped: Double, shown: Double)] = []
        for _ in 0..<samples {
            watcher.drain()
            let start = DispatchTime.now().uptimeNanoseconds
            let child = try DaemonBench.spawn(hud, ["notifications", "center", "--open"], environment: bus.environment)
            let window = try watcher.waitForMap()
            let mapped = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            try watcher.waitUntilShown(window)
            let shown = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            waitpid(child, nil, 0)
            opening.append((mapped, shown))
            usleep(800_000) // the spring settles
            try control(["center", "--close"])
            try watcher.waitForUnmap(of: window)
        }

        try control(["center", "--open"])
        let window = try watcher.waitForMap()
        sleep(1)
        let open = ProcessMemory(of: daemon)
        let before = tools.contextSwitches(daemon)
        sleep(5)
        // A thread that ended in between (an idle dispatch worker) made no wake-up worth counting.
        let wakeUps = tools.contextSwitches(daemon).reduce(0) { $0 + $1.value - (before[$1.key] ?? 0) }
        let input = try InputSynthesizer()
        let screen = try ScreenProbe().screenSize
        let panel = Point(x: screen.width - 100, y: screen.height / 2)
        input.move(to: panel)
        let cpuBefore = ProcessThreads.processorSeconds(daemon)
        let bytesBefore = ProcessIO.bytesWritten(daemon)
        for step in 0..<wheelSteps {
            input.click(at: panel, button: step < wheelSteps / 2 ? 5 : 4)
            usleep(30_000)
        }
        usleep(300_000)
        let perStep = (ProcessThreads.processorSeconds(daemon) - cpuBefore) / Double(wheelSteps)
        let bytesPerStep = (ProcessIO.bytesWritten(daemon) - bytesBefore) / wheelSteps
        try control(["center", "--close"])
        try watcher.waitForUnmap(of: window)
        DaemonBench.waitForRest()
        let after = ProcessMemory(of: daemon)

        func milliseconds(_ seconds: Double) -> String { FixedPoint.text(seconds * 1000, decimals: 1) }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        print(
            "hud notifications center --open with \(entries) entries, exec → panel mapped: "
                + "\(milliseconds(median(opening.map(\.mapped)))) ms, first frame showing: "
                + "\(milliseconds(median(opening.map(\.shown)))) ms (median of \(samples))")
        print(
            "daemon per wheel step: \(milliseconds(perStep)) ms CPU, \(bytesPerStep) bytes written "
                + "(\(wheelSteps) steps)")
        print("daemon wake-ups over 5 s with the panel open and still: \(wakeUps) (context switches, all threads)")
        print(
            "daemon memory at rest: \(rest.map(\.description) ?? "?"); open: \(open.map(\.description) ?? "?"); "
                + "after it closed: \(after.map(\.description) ?? "?")")
    }

    /// `count` notifications from 40 apps (so that the panel's stacks run far past the screen and
    /// the wheel has a list to scroll), each with a two-line body.
    private static func fill(_ count: Int, tools: Tools, offset: Int) throws {
        for index in offset..<(offset + count) {
            _ = try tools.run(
                tools.notifySend,
                [
                    "-a", "App \(index % 40)", "-t", "0", "Notification \(index)",
                    "Body of notification \(index), long enough to wrap onto a second line in the card.",
                ])
        }
    }
}
