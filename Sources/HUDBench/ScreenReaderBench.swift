import Dispatch
import Glibc
import HUDAccessibility
import HUDBus
import HUDDaemonLink
import HUDKit
import HUDSystem
import HUDX11
import Synchronization

/// `hud bench --screen-reader`: what the accessibility bridge costs, on $DISPLAY and a private
/// session bus with Debian's at-spi-bus-launcher (the accessibility bus, and the registry on it) as
/// a screen reader's session has them. In this process, a stage and the bridge that follows
/// `org.a11y.Status.IsEnabled`, in alternating rounds with the flag false and true: an alert's
/// first paint (present → painted, median of N), and a held volume key's 90 updates in place at 30
/// a second with the process's CPU time (all threads, `getrusage`) per update. Then `hud-engine
/// daemon` beside this executable with the flag false: its memory and wake-ups at rest.
enum ScreenReaderBench {
    typealias Failure = DaemonBench.Failure

    static let launcherPath = "/usr/libexec/at-spi-bus-launcher"

    static func run(rounds: Int, samples: Int) throws {
        guard let location = DaemonLocation.current() else { throw Failure(description: "no $DISPLAY") }
        let (notifySend, dbusDaemon, gdbus) = try NotificationBench.busTools()
        guard access(launcherPath, X_OK) == 0 else {
            throw Failure(description: "needs \(launcherPath) (at-spi2-core)")
        }
        let watcher = try RootWindowWatcher()
        DaemonBench.stopDaemon(location)
        let bus = try NotificationBench.PrivateBus(dbusDaemon: dbusDaemon)
        defer { bus.stop() }
        let status = try AccessibilityStatus(bus: bus, gdbus: gdbus)
        defer { status.stop() }
        try status.set(enabled: false)

        try measureInProcess(status: status, bus: bus, rounds: rounds, samples: samples)
        try status.set(enabled: false)
        try measureDaemonAtRest(
            location, watcher: watcher, status: status,
            tools: NotificationBench.Tools(notifySend: notifySend, gdbus: gdbus, bus: bus))
    }

    /// The bridge in this process, on the bench's bus, handing its observer to the stage when it
    /// has registered (and nil when it has left).
    private static func measureInProcess(
        status: AccessibilityStatus, bus: NotificationBench.PrivateBus, rounds: Int, samples: Int
    ) throws {
        setenv("DBUS_SESSION_BUS_ADDRESS", bus.environment["DBUS_SESSION_BUS_ADDRESS"] ?? "", 1)
        unsetenv("AT_SPI_BUS_ADDRESS")
        let stage = try X11Stage()
        let attachment = Attachment()
        let loop = MainLoopThread(name: "hud-bench session bus")
        let cancellation = BusCancellation()
        let bridge = AccessibilityBridge(
            name: "hud-bench", loop: loop, cancellation: cancellation,
            attach: { observer in attachment.observer.withLock { $0 = observer } }, activate: { _, _ in })
        let session = try loop.registering { () throws(GLibError) in
            try BusConnection(address: bus.environment["DBUS_SESSION_BUS_ADDRESS"] ?? "", cancellation: cancellation)
        }
        loop.start()
        loop.post { bridge.watch(session) }
        defer {
            cancellation.cancel()
            loop.post { bridge.close() }
            loop.stop()
        }

        // What any first use pays (fonts, shaped text, shared memory) is paid before the rounds.
        _ = try alertFirstPaint(on: stage, samples: 1)
        _ = try heldKeyCPU(on: stage, updates: 10)
        var firstPaints: [Bool: [FirstPaint]] = [false: [], true: []]
        var cpuPerUpdate: [Bool: [Double]] = [false: [], true: []]
        var stageCPUPerUpdate: [Bool: [Double]] = [false: [], true: []]
        var treeWork: [HeldKey] = []
        for _ in 0..<rounds {
            for enabled in [false, true] {
                try status.set(enabled: enabled)
                stage.accessibilityObserver = try attachment.awaitObserver(present: enabled)
                firstPaints[enabled]?.append(try alertFirstPaint(on: stage, samples: samples))
                let heldKey = try heldKeyCPU(on: stage, updates: 90)
                cpuPerUpdate[enabled]?.append(heldKey.cpu)
                stageCPUPerUpdate[enabled]?.append(heldKey.stageCPU)
                if enabled { treeWork.append(heldKey) }
            }
        }
        stage.accessibilityObserver = nil
        func milliseconds(_ values: [Double]?, decimals: Int) -> String {
            (values ?? []).map { FixedPoint.text($0 * 1000, decimals: decimals) }.joined(separator: " / ")
        }
        for enabled in [false, true] {
            let rounds = firstPaints[enabled] ?? []
            print(
                "IsEnabled \(enabled), an alert's first paint, medians of \(samples) in each round: present → painted "
                    + "\(milliseconds(rounds.map(\.wall), decimals: 2)) ms; the paint itself "
                    + "\(milliseconds(rounds.map(\.paint), decimals: 2)) ms; process CPU present → painted "
                    + "\(milliseconds(rounds.map(\.cpu), decimals: 2)) ms")
        }
        for enabled in [false, true] {
            print(
                "IsEnabled \(enabled): held key, 90 level HUD updates at 30/s, process CPU per update, "
                    + "\(rounds) rounds: \(milliseconds(cpuPerUpdate[enabled], decimals: 3)) ms, of which the stage's "
                    + "thread \(milliseconds(stageCPUPerUpdate[enabled], decimals: 3)) ms")
        }
        func median(_ values: [Double]?) -> Double { DaemonBench.median(values ?? [0]) }
        func perUpdate(_ values: [Double]) -> String {
            values.map { FixedPoint.text($0, decimals: 2) }.joined(separator: " / ")
        }
        print(
            "IsEnabled true: per level HUD update, passes of the stage's loop (the trees built if each pass built one) "
                + "\(perUpdate(treeWork.map(\.passes))), accessible trees built \(perUpdate(treeWork.map(\.trees)))")
        let bridgeCPU = (median(cpuPerUpdate[true]) - median(cpuPerUpdate[false])) * 1000
        let onTheStage = (median(stageCPUPerUpdate[true]) - median(stageCPUPerUpdate[false])) * 1000
        print(
            "bridge CPU per level update: \(FixedPoint.text(bridgeCPU, decimals: 3)) ms (screen reader on against off, "
                + "medians of \(rounds) rounds; target ≤ 0.2 ms), of which the stage's thread "
                + "\(FixedPoint.text(onTheStage, decimals: 3)) ms")
        print(
            "the bridge's cost, medians of the rounds: first paint, present → painted "
                + "\(FixedPoint.text((median(firstPaints[true]?.map(\.wall)) - median(firstPaints[false]?.map(\.wall))) * 1000, decimals: 2)) ms, "
                + "CPU \(FixedPoint.text((median(firstPaints[true]?.map(\.cpu)) - median(firstPaints[false]?.map(\.cpu))) * 1000, decimals: 2)) ms "
                + "(target ≤ 1 ms)")
    }

    /// The observer the bridge hands over from its own thread, for the stage's thread to take.
    private final class Attachment: Sendable {
        let observer = Mutex<(any AccessibilityObserver)?>(nil)

        /// The observer once the bridge has registered (`present`) or left; throws after 10 s.
        func awaitObserver(present: Bool) throws -> (any AccessibilityObserver)? {
            for _ in 0..<1000 {
                let current = observer.withLock { $0 }
                if (current != nil) == present { return current }
                usleep(10_000)
            }
            throw Failure(description: "the bridge did not \(present ? "register" : "leave") within 10 s")
        }
    }

    /// Medians of an alert's first paint, in seconds: from `present` to the paint done, the paint
    /// alone, and this process's CPU time (every thread) from `present` to the paint done.
    private struct FirstPaint {
        let wall: Double
        let paint: Double
        let cpu: Double
    }

    /// The system alert, shown `samples` times, each dismissed and awaited gone before the next.
    private static func alertFirstPaint(on stage: X11Stage, samples: Int) throws -> FirstPaint {
        let options = DisplayOptions(monitor: .primary, scale: 1)
        let times = try (0..<samples).map { _ in
            let model = try AlertModel(
                title: "Delete photo?", message: "This cannot be undone.",
                actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Delete")])
            let cpu = ProcessThreads.processorSeconds(getpid())
            let start = DispatchTime.now().uptimeNanoseconds
            let alert: X11Overlay = try stage.present(.alert(model), options: options)
            stage.run { alert.statistics.firstPaintSeconds != nil }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let painted = FirstPaint(
                wall: seconds, paint: alert.statistics.firstPaintSeconds ?? 0,
                cpu: ProcessThreads.processorSeconds(getpid()) - cpu)
            stage.run { !alert.isAnimating }
            alert.dismiss()
            stage.run { alert.isRemoved }
            return painted
        }
        return FirstPaint(
            wall: DaemonBench.median(times.map(\.wall)), paint: DaemonBench.median(times.map(\.paint)),
            cpu: DaemonBench.median(times.map(\.cpu)))
    }

    /// A held volume key's cost per update: this process's CPU time in seconds (every thread, the
    /// bridge's included) and the stage's thread's alone, the passes of the stage's loop, and the
    /// accessible trees the stage built.
    private struct HeldKey {
        let cpu: Double
        let stageCPU: Double
        let passes: Double
        let trees: Double
    }

    /// `updates` updates of a level HUD in place at 30 a second, as a held volume key repeats.
    private static func heldKeyCPU(on stage: X11Stage, updates: Int) throws -> HeldKey {
        let options = DisplayOptions(monitor: .primary, scale: 1)
        let hud: X11Overlay = try stage.present(.levelHUD(.volume(0)), options: options)
        var entered = false
        stage.clock.schedule(at: stage.clock.now + 0.5) { entered = true }
        stage.run { entered }
        let before = ProcessThreads.processorSeconds(getpid())
        let stageBefore = threadProcessorSeconds()
        let treesBefore = stage.accessibleTreesBuilt
        var passes = 0
        for update in 1...updates {
            var due = false
            try hud.update(to: .levelHUD(.volume(Double(update % 101))))
            try hud.restart()
            stage.clock.schedule(at: stage.clock.now + 1.0 / 30) { due = true }
            stage.run {
                passes += 1
                return due
            }
        }
        let cpu = ProcessThreads.processorSeconds(getpid()) - before
        let stageCPU = threadProcessorSeconds() - stageBefore
        let trees = stage.accessibleTreesBuilt - treesBefore
        hud.dismiss()
        stage.run { hud.isRemoved }
        let count = Double(updates)
        return HeldKey(
            cpu: cpu / count, stageCPU: stageCPU / count, passes: Double(passes) / count, trees: Double(trees) / count)
    }

    /// The calling thread's CPU time, as the scheduler counts it (to the nanosecond).
    private static func threadProcessorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `hud-engine daemon` (the one beside this executable) on the bench's bus with IsEnabled
    /// false: its memory settled 6.5 s after start, its wake-ups over 5 s at rest, and the same after
    /// a toast has come and gone; then its memory at rest after a screen reader came (IsEnabled
    /// true, a toast read) and went (IsEnabled false).
    private static func measureDaemonAtRest(
        _ location: DaemonLocation, watcher: RootWindowWatcher, status: AccessibilityStatus,
        tools: NotificationBench.Tools
    ) throws {
        let daemon = try DaemonBench.spawn(
            ProcessEnvironment.besideThisExecutable("hud-engine"), ["daemon"], environment: tools.environment)
        defer { NotificationBench.end(daemon) }
        for _ in 0..<500 where DaemonLock.holder(of: location.lockPath) != daemon { usleep(10_000) }
        guard DaemonLock.holder(of: location.lockPath) == daemon else {
            throw Failure(description: "hud-engine daemon did not take the display's lock within 5 s")
        }
        DaemonBench.waitForRest()
        let started = ProcessMemory(of: daemon)
        let startedWakeUps = wakeUps(of: daemon, tools: tools)
        watcher.drain()
        func toast() throws {
            watcher.drain()
            let reply = DaemonClient.exchange(DaemonMessage.Request(argv: ["toast", "x"]), start: false)
            guard reply != nil else { throw Failure(description: "the daemon did not answer hud toast") }
            try watcher.waitForUnmap(of: try watcher.waitForMap())
        }
        try toast()
        DaemonBench.waitForRest()
        let afterToast = ProcessMemory(of: daemon)
        let afterToastWakeUps = wakeUps(of: daemon, tools: tools)
        try status.set(enabled: true)
        try toast()
        try status.set(enabled: false)
        DaemonBench.waitForRest()
        let afterScreenReader = ProcessMemory(of: daemon)
        func text(_ memory: ProcessMemory?) -> String { memory.map(\.description) ?? "?" }
        print(
            "hud-engine daemon, IsEnabled false: at rest \(text(started)), \(startedWakeUps) wake-ups over 5 s; "
                + "after a toast came and went \(text(afterToast)), \(afterToastWakeUps) wake-ups over 5 s; "
                + "after a screen reader came (IsEnabled true, a toast) and went \(text(afterScreenReader))")
    }

    /// Context switches of every thread of `pid` over 5 s.
    private static func wakeUps(of pid: pid_t, tools: NotificationBench.Tools) -> Int {
        let before = tools.contextSwitches(pid)
        sleep(5)
        return tools.contextSwitches(pid).reduce(0) { total, entry in total + entry.value - (before[entry.key] ?? 0) }
    }

    /// Debian's at-spi-bus-launcher on the bench's bus, and the `org.a11y.Status` it keeps.
    final class AccessibilityStatus {
        private let launcher: pid_t
        private let gdbus: String
        private let environment: [String: String]

        init(bus: NotificationBench.PrivateBus, gdbus: String) throws {
            self.gdbus = gdbus
            // Its settings in memory: the launcher keeps IsEnabled in the user's settings otherwise.
            environment = bus.environment.merging(["GSETTINGS_BACKEND": "memory"]) { $1 }
            launcher = try DaemonBench.spawn(launcherPath, ["--launch-immediately"], environment: environment)
            for _ in 0..<500 {
                if call("org.a11y.Bus.GetAddress") == 0 { return }
                usleep(10_000)
            }
            NotificationBench.end(launcher)
            throw Failure(description: "at-spi-bus-launcher did not answer within 5 s")
        }

        /// Sets `IsEnabled`, as a screen reader does when it starts and stops.
        func set(enabled: Bool) throws {
            let status = call(
                "org.freedesktop.DBus.Properties.Set", ["org.a11y.Status", "IsEnabled", "<\(enabled)>"])
            guard status == 0 else { throw Failure(description: "cannot set IsEnabled (gdbus status \(status))") }
        }

        /// `gdbus call` on the launcher's object; its exit status.
        private func call(_ method: String, _ arguments: [String] = []) -> Int32 {
            guard
                let child = try? DaemonBench.spawn(
                    gdbus,
                    [
                        "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method",
                        method,
                    ]
                        + arguments, environment: environment)
            else { return -1 }
            var status: Int32 = 0
            waitpid(child, &status, 0)
            return status
        }

        func stop() {
            NotificationBench.end(launcher)
        }
    }
}
