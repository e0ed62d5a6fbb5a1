import Dispatch
import Glibc
import HUDDaemonLink
import HUDKit
import HUDSystem
import HUDX11

/// `hud bench --osd`: a volume key press, from the command a key binding runs to pixels. For HUDKit
/// that is `hud osd volume N` with the daemon running: exec → the level HUD's window mapped, and exec
/// → the HUD already up drawing its new level. For the peer it is the volume script's notification,
/// `notify-send -h int:value:N -h string:x-dunst-stack-tag:volume Volume`, to dunst on a private
/// bus: exec → its banner mapped, and exec → the banner already up redrawn. Samples alternate. Then
/// a held key: updates at 30 a second for 3 s, with the daemon's CPU time and bytes written per
/// update and its memory at rest, with the HUD up, and after it has left.
enum LevelHUDBench {
    typealias Failure = DaemonBench.Failure

    static func run(samples: Int) throws {
        guard let location = DaemonLocation.current() else { throw Failure(description: "no $DISPLAY") }
        let watcher = try RootWindowWatcher()
        DaemonBench.stopDaemon(location)
        let hud = ProcessEnvironment.besideThisExecutable("hud")
        func osd(_ level: Int) throws -> pid_t {
            try DaemonBench.spawn(hud, ["osd", "volume", "\(level)"], environment: ProcessEnvironment.current)
        }
        // The first call starts the daemon; its HUD is let go before the samples begin.
        watcher.drain()
        try reap(osd(0))
        try watcher.waitForUnmap(of: try watcher.waitForMap())
        guard let daemon = DaemonLock.holder(of: location.lockPath) else {
            throw Failure(description: "no daemon after hud osd")
        }

        let dunst = try DunstVolumeScript()
        defer { dunst?.stop() }
        var hudTimes: [(mapped: Double, updated: Double)] = []
        var dunstTimes: [(mapped: Double, updated: Double)] = []
        for sample in 0..<samples {
            hudTimes.append(try timeKeyPresses(watcher, level: 10 + sample) { try reap(osd($0)) })
            if let dunst {
                dunstTimes.append(
                    try timeKeyPresses(watcher, level: 10 + sample, press: dunst.notify, takeAway: dunst.closeLast))
            }
        }
        report("hud osd volume N", hudTimes)
        if dunst == nil {
            print("dunst is not installed: no figure beside ours")
        } else {
            report("notify-send -h int:value:N -h string:x-dunst-stack-tag:volume → dunst", dunstTimes)
            let mapped = median(hudTimes.map(\.mapped)) / median(dunstTimes.map(\.mapped))
            let updated = median(hudTimes.map(\.updated)) / median(dunstTimes.map(\.updated))
            print(
                "hud / dunst: mapped \(FixedPoint.text(mapped, decimals: 2))×, "
                    + "updated \(FixedPoint.text(updated, decimals: 2))× (target ≤ 0.5×)")
        }
        try holdTheKey(watcher, daemon: daemon, osd: osd)
        try measurePixelsPerUpdate()
    }

    /// In this process, the pixel bytes each update in place sends to the X server, for levels one
    /// segment apart (each update fills one more of the 16 segments), beside one segment's pixels.
    private static func measurePixelsPerUpdate() throws {
        let stage = try X11Stage()
        let options = DisplayOptions(monitor: .primary, scale: 1)
        let hud: X11Overlay = try stage.present(.levelHUD(.volume(0)), options: options)
        var entered = false
        stage.clock.schedule(at: stage.clock.now + 0.5) { entered = true }
        stage.run { entered }
        let before = hud.statistics
        let levels = stride(from: 7, through: 100, by: 7).map { $0 }
        for level in levels {
            var shown = false
            try hud.update(to: .levelHUD(.volume(Double(level))))
            try hud.restart()
            // A tenth of a second an update, as a fast key repeat gives: whatever it repaints by then.
            stage.clock.schedule(at: stage.clock.now + 0.1) { shown = true }
            stage.run { shown }
        }
        let after = hud.statistics
        let updates = max(after.frames - before.frames, 1)
        let segment = LevelHUDLayout.segmentSize
        print(
            "update in place, \(levels.count) levels one segment apart: \(updates) repaints, "
                + "\((after.bytes - before.bytes) / updates) pixel bytes per repaint "
                + "(one segment: \(Int(segment.width * segment.height) * 4) bytes at scale 1), "
                + "\(FixedPoint.text((after.totalSeconds - before.totalSeconds) / Double(updates) * 1000, decimals: 3)) ms each"
        )
        hud.dismiss()
        stage.runUntilAllRemoved()
    }

    /// A key press with nothing up (→ mapped), then another while it shows (→ redrawn); then the
    /// HUD or banner is taken away and awaited gone.
    private static func timeKeyPresses(
        _ watcher: RootWindowWatcher, level: Int, press: (Int) throws -> Void,
        takeAway: () throws -> Void = {}
    ) throws -> (mapped: Double, updated: Double) {
        watcher.drain()
        var start = DispatchTime.now().uptimeNanoseconds
        try press(level)
        let window = try watcher.waitForMap()
        let mapped = seconds(since: start)
        usleep(400_000) // the entrance has ended: the next drawing is the update
        start = DispatchTime.now().uptimeNanoseconds
        try press(level + 40)
        try watcher.waitForNextDrawing(in: window)
        let updated = seconds(since: start)
        try takeAway()
        try watcher.waitForUnmap(of: window)
        return (mapped, updated)
    }

    /// 90 `hud osd volume N` at 30 a second, as a held key repeats: the daemon's CPU time and bytes
    /// written (X requests and answers to the callers; pixels go through shared memory) per update.
    private static func holdTheKey(_ watcher: RootWindowWatcher, daemon: pid_t, osd: (Int) throws -> pid_t) throws {
        DaemonBench.waitForRest()
        let rest = ProcessMemory(of: daemon)
        watcher.drain()
        let before = (cpu: ProcessThreads.processorSeconds(daemon), written: ProcessIO.bytesWritten(daemon))
        let updates = 90
        var children: [pid_t] = []
        let start = DispatchTime.now().uptimeNanoseconds
        for update in 0..<updates {
            children.append(try osd(update % 101))
            let due = start + UInt64(update + 1) * 33_333_333
            let now = DispatchTime.now().uptimeNanoseconds
            if due > now { usleep(UInt32((due - now) / 1000)) }
        }
        for child in children { waitpid(child, nil, 0) }
        usleep(100_000)
        let after = (cpu: ProcessThreads.processorSeconds(daemon), written: ProcessIO.bytesWritten(daemon))
        let up = ProcessMemory(of: daemon)
        let window = try watcher.waitForMap()
        try watcher.waitForUnmap(of: window)
        DaemonBench.waitForRest()
        let gone = ProcessMemory(of: daemon)
        let cpu = (after.cpu - before.cpu) / Double(updates) * 1000
        print(
            "held key, \(updates) updates at 30/s: daemon CPU \(FixedPoint.text(cpu, decimals: 2)) ms per update "
                + "(target ≤ 1 ms), \((after.written - before.written) / updates) bytes written per update")
        func text(_ memory: ProcessMemory?) -> String { memory.map(\.description) ?? "?" }
        print("daemon memory: at rest \(text(rest)), with the HUD up \(text(up)), after it left \(text(gone))")
    }

    private static func reap(_ child: pid_t) throws {
        var status: Int32 = 0
        waitpid(child, &status, 0)
        guard status == 0 else { throw Failure(description: "hud osd failed (status \(status))") }
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private static func median(_ times: [Double]) -> Double { times.sorted()[times.count / 2] }

    private static func report(_ name: String, _ times: [(mapped: Double, updated: Double)]) {
        print("\(name), exec → mapped: \(DaemonBench.summary(of: times.map(\.mapped)))")
        print("\(name), exec → redrawn while up: \(DaemonBench.summary(of: times.map(\.updated)))")
    }

    /// dunst on a private bus, sent the volume script's notification.
    private final class DunstVolumeScript {
        private let bus: NotificationBench.PrivateBus
        private let tools: NotificationBench.Tools
        private let dunst: pid_t
        private var lastID = ""

        /// nil when dunst, notify-send, dbus-daemon or gdbus is not installed.
        init?() throws {
            guard let path = NotificationBench.executable("dunst"),
                let notifySend = NotificationBench.executable("notify-send"),
                let dbusDaemon = NotificationBench.executable("dbus-daemon"),
                let gdbus = NotificationBench.executable("gdbus")
            else { return nil }
            bus = try NotificationBench.PrivateBus(dbusDaemon: dbusDaemon)
            tools = NotificationBench.Tools(notifySend: notifySend, gdbus: gdbus, bus: bus)
            dunst = try DaemonBench.spawn(path, [], environment: bus.environment)
            try tools.waitForServer()
        }

        func notify(_ level: Int) throws {
            let output = try tools.run(
                tools.notifySend,
                ["-p", "-t", "0", "-h", "int:value:\(level)", "-h", "string:x-dunst-stack-tag:volume", "Volume"])
            lastID = output.filter(\.isNumber)
        }

        func closeLast() throws {
            _ = try tools.call("CloseNotification", [lastID])
        }

        func stop() {
            NotificationBench.end(dunst)
            bus.stop()
        }
    }
}
