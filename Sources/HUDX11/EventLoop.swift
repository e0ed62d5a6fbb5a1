import CX11
import Glibc
import HUDCore
import HUDSurfaces
import HUDSystem

/// Work for the event loop's thread.
package typealias WakePipe = WakeQueue<@Sendable () -> Void>

/// The one loop of a HUDKit process: sleeps in `poll` on the X connection (and the signal and wake
/// pipes) until input arrives, another thread posts work, or the clock's next timer or frame is due. With nothing animating and no
/// timer pending it sleeps until input: a static overlay costs no wake-ups at all.
package final class EventLoop {
    package let connection: XConnection
    package let clock: MonotonicClock
    package var onEvent: (inout XEvent) -> Void = { _ in }
    package var onSignal: () -> Void = {}
    /// Runs as the loop is about to sleep with nothing due, until input or posted work wakes it.
    package var onIdle: () -> Void = {}
    /// Runs after `onIdle`, last before the loop sleeps, when that left nothing due either.
    package var onSleep: () -> Void = {}
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
            dispatchPendingEvents()
            clock.fireDue()
            connection.flush()
            if isDone() { continue }
            wait(blocking: !connection.hasQueuedEvents)
        }
        connection.flush()
    }

    /// The events here now, not those arriving meanwhile: under a stream that never ends (windows of
    /// several processes redrawing one another) the timers, the posted work (an alert, a hide) and
    /// signals still get their turn.
    private func dispatchPendingEvents() {
        var batch = connection.pendingEventCount
        while batch > 0, var event = connection.nextPendingEvent() {
            batch -= 1
            onEvent(&event)
        }
    }

    /// Not `blocking`: takes what is ready without waiting (events are still queued).
    private func wait(blocking: Bool) {
        var descriptors = [
            pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakePipe.descriptor, events: Int16(POLLIN), revents: 0),
        ]
        let timeout = blocking ? clock.pollTimeout(idle: onIdle, sleeping: onSleep) : 0
        guard poll(&descriptors, nfds_t(descriptors.count), timeout) > 0 else { return }
        if descriptors[2].revents & Int16(POLLIN) != 0 {
            // Events that came with the work go first: a show asked for just after the desktop
            // changed (a settings daemon took its selection) meets the desktop as it is now.
            dispatchPendingEvents()
            for job in wakePipe.take() {
                job()
                // A job's round trips read what arrived meanwhile into Xlib's event queue, whose
                // entries Xlib keeps for the connection's life: taken between jobs, a burst of
                // posted work leaves the queue as short as one job's events.
                dispatchPendingEvents()
            }
        }
        if descriptors[1].revents & Int16(POLLIN) != 0, SignalPipe.drain() {
            onSignal()
        }
    }
}
