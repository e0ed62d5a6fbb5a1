import CX11
import HUDCore
import HUDSurfaces
import HUDTestHarness
import Synchronization
import Testing

@testable import HUDX11

/// The loop of a long-lived HUDKit process (the daemon) on a real X server.
@Suite("The event loop", .serialized)
struct EventLoopTests {
    /// Xlib keeps every entry its event queue ever needed until the connection closes, so events
    /// left queued while a burst of posted work runs would stay as memory for good: each job finds
    /// the events its predecessors' round trips read in already taken.
    @Test func eventsReadInDuringAPostedJobAreTakenBeforeTheNextJob() throws {
        let server = try XvfbServer(width: 320, height: 200)
        let connection = try XConnection(name: server.display)
        let loop = EventLoop(connection: connection, clock: MonotonicClock())
        nonisolated(unsafe) let display = connection.display
        let window = XCreateSimpleWindow(display, connection.root, 0, 0, 10, 10, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        let property = connection.atom("HUDKIT_TEST_COUNTER")
        let queuedAtEachJob = Mutex<[Int32]>([])
        let done = Atomic(false)
        let jobs = 50
        // Posted before the loop runs, so that it takes them in one go, as after a burst of requests.
        for index in 0..<jobs {
            loop.wakePipe.post {
                queuedAtEachJob.withLock { $0.append(XQLength(display)) }
                withUnsafeBytes(of: UInt(index)) { value in
                    _ = XChangeProperty(
                        display, window, property, XA_CARDINAL, 32, PropModeReplace,
                        value.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
                }
                // The round trip reads the PropertyNotify it caused into Xlib's queue.
                XSync(display, 0)
            }
        }
        loop.wakePipe.post { done.store(true, ordering: .relaxed) }
        loop.run { done.load(ordering: .relaxed) }
        let queued = queuedAtEachJob.withLock { $0 }
        #expect(queued.count == jobs)
        #expect(queued.max() == 0)
    }

    /// An event and posted work that arrive together while the loop sleeps: the event is taken
    /// first, so a show the daemon was asked for after the desktop changed sees the change.
    @Test func eventsThatCameWithPostedWorkAreTakenBeforeIt() throws {
        let server = try XvfbServer(width: 320, height: 200)
        let connection = try XConnection(name: server.display)
        let other = try XConnection(name: server.display)
        let loop = EventLoop(connection: connection, clock: MonotonicClock())
        nonisolated(unsafe) let display = connection.display
        nonisolated(unsafe) let otherDisplay = other.display
        let window = XCreateSimpleWindow(display, connection.root, 0, 0, 10, 10, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        XSync(display, 0)
        let property = connection.atom("HUDKIT_TEST_SETTING")
        let order = Mutex<[String]>([])
        let done = Atomic(false)
        loop.onEvent = { event in
            if event.type == PropertyNotify { order.withLock { $0.append("event") } }
        }
        var hasSlept = false
        loop.onIdle = {
            guard !hasSlept else { return }
            hasSlept = true
            // Just before the loop sleeps, another client changes the property (its round trip
            // returns once the server has sent the loop its PropertyNotify) and work is posted.
            withUnsafeBytes(of: UInt(1)) { value in
                _ = XChangeProperty(
                    otherDisplay, window, property, XA_CARDINAL, 32, PropModeReplace,
                    value.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
            }
            XSync(otherDisplay, 0)
            loop.wakePipe.post {
                order.withLock { $0.append("work") }
                done.store(true, ordering: .relaxed)
            }
        }
        loop.run { done.load(ordering: .relaxed) }
        #expect(order.withLock { $0 } == ["event", "work"])
    }
}
