import Dispatch
import Foundation
import HUDAutomation
import HUDDaemonLink
import HUDTestHarness
import Synchronization
import Testing

@testable import HUDEngine
@testable import HUDKit

/// The daemon and the in-process command hand a show command to the same facade, so a HUD with a
/// grace time and a minimum show time gives the same events at the same moments either way. Both
/// run on a headless display whose clock the test moves; the daemon's requests arrive over its
/// real socket.
@Suite struct DaemonEquivalenceTests {
    /// Shown at once, asked to hide after 0.5 s: up after the 0.3 s grace, then held until its
    /// 1 s minimum has passed.
    static let words = ["success", "Synced", "--hide-after", "0.5"]
    static let timing = HUDLifecycle.Timing(graceTime: 0.3, minimumShowTime: 1)

    /// What the HUD reported, with the moment on the display's clock.
    final class EventLog: Sendable {
        private let entries = Mutex<[(event: HUDEvent, time: Double)]>([])

        init(_ hud: HUD, clock: ManualClock) {
            nonisolated(unsafe) let clock = clock
            // Events come on the display's side, between frames, where the clock may be read.
            hud.observe { [self] event in entries.withLock { $0.append((event, clock.now)) } }
        }

        var events: [HUDEvent] { entries.withLock { $0.map(\.event) } }
        var times: [Double] { entries.withLock { $0.map(\.time) } }
    }

    /// Routes the API to a fresh headless display and a HUD with the timing under test.
    func withHUD(_ body: (HeadlessDisplayBackend, HUD, EventLog) throws -> Void) throws {
        try APIDisplay.exclusively {
            let display = try HeadlessDisplayBackend()
            FacadeDisplay.use(display)
            defer { FacadeDisplay.close() }
            let hud = HUD(timing: Self.timing)
            try body(display, hud, EventLog(hud, clock: display.inspect { $0.clock }))
        }
    }

    func inProcess() throws -> EventLog {
        var log: EventLog?
        try withHUD { _, hud, events in
            let request = try ShowRequest(kind: Self.words[0], words: Array(Self.words.dropFirst()))
            let status = ShowCommand.runInProcess(request, on: hud)
            #expect(status == ExitStatus.ok)
            log = events
        }
        return try #require(log)
    }

    /// A daemon serving `hud` on the headless display, over a real socket; `body` gets the client's
    /// environment. The daemon stops once `body` returns.
    func withDaemon(_ body: (HeadlessDisplayBackend, [String: String]) throws -> Void) throws -> EventLog {
        let runtime = FileManager.default.temporaryDirectory
            .appendingPathComponent("hud-equivalence-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(
            atPath: runtime, withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let environment = ["DISPLAY": ":0", "XDG_RUNTIME_DIR": runtime]
        let location = try #require(DaemonLocation.current(environment: environment))
        var log: EventLog?
        try withHUD { display, hud, events in
            let listener = try UnixSocket.listening(at: location.socketPath, backlog: 4)
            let daemonEvents = DaemonEvents()
            let server = DaemonServer(listener: listener, events: daemonEvents, idleExit: 600, hud: hud)
            let served = DispatchSemaphore(value: 0)
            nonisolated(unsafe) let running = server
            Thread.detachNewThread {
                running.run()
                served.signal()
            }
            defer {
                daemonEvents.post(.stop)
                served.wait()
            }
            try body(display, environment)
            log = events
        }
        return try #require(log)
    }

    /// `words` sent to the daemon from a thread of their own; meanwhile the display runs what was
    /// posted to it each time `mayRun` allows. Returns the client's exit status once it has its answer.
    func exchange(
        _ words: [String], environment: [String: String], display: HeadlessDisplayBackend,
        mayRun: () -> Bool = { true }
    ) -> Int32 {
        let status = Mutex<Int32?>(nil)
        let answered = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let exit = DaemonClient.exchange(DaemonMessage.Request(argv: words), start: false, environment: environment)
            status.withLock { $0 = exit }
            answered.signal()
        }
        while answered.wait(timeout: .now() + .milliseconds(1)) == .timedOut {
            if mayRun() { display.advance(by: 0) }
        }
        return status.withLock { $0 } ?? -1
    }

    func throughTheDaemon() throws -> EventLog {
        try withDaemon { display, environment in
            #expect(exchange(Self.words, environment: environment, display: display) == ExitStatus.ok)
            // The HUD then lives on the daemon's display.
            display.finish()
        }
    }

    /// The daemon answers a show once its display thread has carried it out, as the command in its
    /// own process returns once its overlay is up: a caller cannot queue work there faster than it
    /// is done (each request's work, and the X events behind it, would pile up in the daemon).
    @Test func aToastThroughTheDaemonIsAnsweredOnceItIsUp() throws {
        _ = try withDaemon { display, environment in
            // The display runs nothing until the daemon has posted the toast and, behind it, what
            // answers the caller; answered at once, the caller would find no toast up.
            let status = exchange(
                ["toast", "Saved"], environment: environment, display: display,
                mayRun: { display.pendingWorkCount >= 2 })
            #expect(status == ExitStatus.ok)
            #expect(display.inspect { $0.overlays.count } == 1)
        }
    }

    @Test func aHUDWithGraceAndMinimumShowTimeBehavesTheSameWithAndWithoutTheDaemon() throws {
        let alone = try inProcess()
        let daemon = try throughTheDaemon()
        #expect(alone.events == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(daemon.events == alone.events)
        #expect(daemon.times == alone.times)
        // Up after the grace time, not before; down no earlier than the minimum show time allows.
        let frame = 1.0 / 60
        #expect(abs(alone.times[0] - 0.3) <= frame)
        #expect(abs(alone.times[2] - 1.3) <= frame)
    }
}
