import Glibc
import HUDDaemonLink

/// How many callers the daemon serves at once. There is no fixed count, so waiting alerts never
/// crowd out `hud toast` or `hud hide`: a caller costs one descriptor and a few kilobytes, so the
/// bound is the descriptor limit (raised to its hard limit at start) less a reserve for the display,
/// fonts and log, and a budget for requests still arriving. Waiting alerts may take all but
/// `reservedForQuickCalls` of the callers, so that at the bound show and hide calls still get
/// through. A caller beyond a bound is declined (`{"declined":…}`) and runs its command in its own
/// process, as with no daemon.
final class CallerAdmission {
    /// A connection must have sent its whole request within this many seconds, or it is closed.
    static let requestDeadline = 2.0
    /// Descriptors kept for the daemon's own use: X connection, font files, pipes, the log.
    static let reservedDescriptors = 64
    /// Callers kept for calls that are answered without waiting for the user (toasts, HUDs, `hide`)
    /// when alerts wait.
    static let reservedForQuickCalls = 16
    /// The most bytes of unfinished requests held across all callers.
    static let pendingByteBudget = 4 * DaemonMessage.maximumLineBytes

    /// Callers served at once.
    let capacity: Int
    /// Alerts, cards and sheets waiting for an answer at once.
    var waitingCapacity: Int { capacity - Self.reservedForQuickCalls }
    /// Held open so that, with every other descriptor spent, one can still be freed to accept a
    /// caller and tell it to go elsewhere, rather than leaving it in the queue.
    private var spare: Int32

    init() {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        // select() is not used, so descriptors past FD_SETSIZE are fine; an "unlimited" limit is not real.
        let descriptors = Int(clamping: min(limit.rlim_cur, 1 << 20))
        capacity = max(2 * Self.reservedForQuickCalls, descriptors - Self.reservedDescriptors)
        spare = open("/dev/null", O_RDONLY | O_CLOEXEC)
    }

    deinit {
        if spare >= 0 { close(spare) }
    }

    /// The reply for a caller there is no room for.
    static func declined(_ reason: String) -> [UInt8] {
        DaemonMessage.Reply.declined(reason).line
    }

    /// After `accept` failed with the descriptors spent: frees the spare to take the next caller,
    /// declines it, and takes the spare back. Returns whether a caller was turned away.
    func declineWithoutDescriptors(_ listener: UnixSocket) -> Bool {
        guard spare >= 0 else { return false }
        close(spare)
        let caller = listener.accept()
        caller?.send(Self.declined("the daemon has no file descriptors left"))
        spare = open("/dev/null", O_RDONLY | O_CLOEXEC)
        return caller != nil
    }
}
