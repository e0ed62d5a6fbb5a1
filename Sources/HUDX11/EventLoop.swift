import CX11
import Foundation
import HUDCore

/// The one loop of a HUDKit process: sleeps in `poll` on the X connection (and the signal and wake
/// pipes) until input arrives, another thread posts work, or the clock's next timer or frame is due. With nothing animating and no
/// timer pending it sleeps until input: a static overlay costs no wake-ups at all.
package final class EventLoop {
    package let connection: XConnection
    package let clock: MonotonicClock
    package var onEvent: (inout XEvent) -> Void = { _ in }
    package var onSignal: () -> Void = {}
    private let signalDescriptor = SignalPipe.install()
    /// Work posted from other threads.
    package let wakePipe = WakePipe()

    package init(connection: XConnection, clock: MonotonicClock) {
        self.connection = connection
        self.clock = clock
    }

    package func run(until isDone: () -> Bool) {
        while !isDone() {
            connection.flush()
            while var event = connection.nextPendingEvent() {
                onEvent(&event)
            }
            clock.fireDue()
            connection.flush()
            if isDone() || connection.hasQueuedEvents { continue }
            wait()
        }
        connection.flush()
    }

    private func wait() {
        var descriptors = [pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: wakePipe.descriptor, events: Int16(POLLIN), revents: 0)]
        let timeout = clock.sleepDuration.map { Int32(min(($0 * 1000).rounded(.up), 60_000)) } ?? -1
        guard poll(&descriptors, nfds_t(descriptors.count), timeout) > 0 else { return }
        if descriptors[2].revents & Int16(POLLIN) != 0 {
            for job in wakePipe.take() { job() }
        }
        if descriptors[1].revents & Int16(POLLIN) != 0, SignalPipe.drain() {
            onSignal()
        }
    }
}
