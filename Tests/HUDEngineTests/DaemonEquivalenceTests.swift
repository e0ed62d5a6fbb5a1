import Dispatch
import Foundation
import HUDDaemonLink
import HUDTestHarness
import HUDTestSupport
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

    func throughTheDaemon() throws -> EventLog {
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
            let status = DaemonClient.exchange(
                DaemonMessage.Request(argv: Self.words), start: false,
                environment: environment)
            #expect(status == ExitStatus.ok)
            // The client is answered at once; the HUD then lives on the daemon's display.
            display.finish()
            daemonEvents.post(.stop)
            served.wait()
            log = events
        }
        return try #require(log)
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
