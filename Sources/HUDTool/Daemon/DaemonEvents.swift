import Foundation
import HUDDaemonLink
import HUDKit
import Synchronization

/// What reaches the daemon's loop from other threads: alert answers from the display thread, and
/// SIGINT/SIGTERM from a thread waiting for them. Queued under a lock and announced by a byte on a
/// pipe that the loop polls, so a sleeping loop wakes at once.
final class DaemonEvents: Sendable {
    enum Event: Sendable {
        case answered(client: Int, AlertResult)
        case stop
    }

    private let readEnd: Int32
    private let writeEnd: Int32
    private let queue = Mutex<[Event]>([])

    init() throws(UnixSocket.Failure) {
        (readEnd, writeEnd) = try UnixSocket.pipe(nonBlocking: true)
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    var descriptor: Int32 { readEnd }

    /// Any thread.
    func post(_ event: Event) {
        queue.withLock { $0.append(event) }
        var byte: UInt8 = 1
        // A full pipe already guarantees a wake-up, so a failed write loses nothing.
        _ = write(writeEnd, &byte, 1)
    }

    /// The loop's thread: empties the pipe and hands over what was posted, in order.
    func take() -> [Event] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
        return queue.withLock { events in defer { events.removeAll() }; return events }
    }

    /// Blocks SIGINT and SIGTERM in this thread and every thread started after (call it first
    /// thing), and turns them into `.stop` events from a thread of their own.
    func receiveTerminationSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let blocked = signals
        let thread = Thread { [self] in
            var signals = blocked, received: Int32 = 0
            while sigwait(&signals, &received) != 0 {}
            post(.stop)
        }
        thread.name = "hud daemon signals"
        thread.start()
    }
}
