import Glibc
import HUDDaemonLink
import HUDKit
import HUDSystem
import Synchronization

/// What reaches the daemon's loop from other threads: alert answers from the display thread, and
/// SIGINT/SIGTERM/SIGHUP from a thread waiting for them.
enum DaemonEvent: Sendable {
    case answered(client: Int, AlertResult)
    /// The display thread has done what the client's show or hide asked.
    case carriedOut(client: Int)
    /// The client's alert warns of something (the keyboard held): for the caller's stderr.
    case warned(client: Int, String)
    case stop
    /// SIGHUP: read the notification rules again (a daemon without notifications stops, as before).
    case reload
}

/// The queue the daemon's loop polls for them.
typealias DaemonEvents = WakeQueue<DaemonEvent>

extension WakeQueue<DaemonEvent> {
    /// Blocks SIGINT, SIGTERM and SIGHUP in this thread and every thread started after (call it
    /// first thing), and turns them into `.stop` and `.reload` events from a thread of their own.
    func receiveTerminationSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGHUP)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let blocked = signals
        _ = SystemThread(name: "hud signals") { [self] in
            var signals = blocked
            var received: Int32 = 0
            while true {
                guard sigwait(&signals, &received) == 0 else { continue }
                guard received == SIGHUP else { return post(.stop) }
                post(.reload)
            }
        }
    }
}
