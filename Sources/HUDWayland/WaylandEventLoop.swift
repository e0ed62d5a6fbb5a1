import Glibc
import HUDCore
import HUDSystem

/// The loop of a HUDKit process on Wayland: sleeps in `poll` on the compositor's socket (and the
/// signal and wake pipes) until events arrive, another thread posts work, or the clock's next timer
/// or frame is due. With nothing animating and no timer pending it sleeps until input: a static
/// overlay costs no wake-ups.
final class WaylandEventLoop {
    let connection: WaylandConnection
    let clock: MonotonicClock
    var onSignal: () -> Void = {}
    /// Runs as the loop is about to sleep with nothing due.
    var onIdle: () -> Void = {}
    /// Runs after `onIdle`, last before the loop sleeps, when that left nothing due either.
    var onSleep: () -> Void = {}
    /// The compositor has gone.
    var onLost: () -> Void = {}
    private let signalDescriptor = SignalPipe.install()
    let postedWork = WakeQueue<@Sendable () -> Void>()
    /// Descriptors read as data arrives (a paste's pipe), each with what reads it.
    private var watched: [Int32: () -> Void] = [:]

    init(connection: WaylandConnection, clock: MonotonicClock) {
        self.connection = connection
        self.clock = clock
    }

    func run(until isDone: () -> Bool) {
        while !isDone() {
            connection.dispatchPending()
            clock.fireDue()
            connection.flush()
            if connection.isLost { onLost() }
            if isDone() { break }
            wait()
        }
        connection.flush()
    }

    /// Runs `read` on this thread whenever `descriptor` has data (or its writer closed it), until
    /// `unwatch`.
    func watch(_ descriptor: Int32, read: @escaping () -> Void) {
        watched[descriptor] = read
    }

    func unwatch(_ descriptor: Int32) {
        watched[descriptor] = nil
    }

    private func wait() {
        // Events already queued are dispatched before sleeping.
        guard !connection.prepareRead() else { return }
        connection.flush()
        var descriptors = [
            pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: postedWork.descriptor, events: Int16(POLLIN), revents: 0),
        ]
        descriptors += watched.keys.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let timeout = clock.pollTimeout(idle: onIdle, sleeping: onSleep)
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready > 0, descriptors[0].revents != 0 {
            connection.read()
        } else {
            connection.cancelRead()
        }
        guard ready > 0 else { return }
        if descriptors[2].revents & Int16(POLLIN) != 0 {
            connection.dispatchPending()
            for job in postedWork.take() { job() }
        }
        if descriptors[1].revents & Int16(POLLIN) != 0, SignalPipe.drain() {
            onSignal()
        }
        for ready in descriptors.dropFirst(3) where ready.revents != 0 { watched[ready.fd]?() }
    }
}
