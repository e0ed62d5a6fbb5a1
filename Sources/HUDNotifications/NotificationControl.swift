import HUDCore

/// `hud notifications …`, served by the daemon that owns the board: dunstctl's verbs. Notifications
/// print one a line, tab-separated: id, state (shown, waiting, closed), urgency, app, summary, body.
public enum NotificationControl {
    public static let usage = """
        usage: hud notifications list | history | count [shown|waiting|history]
               hud notifications close ID | close-all | pause | resume
               hud notifications center [--open|--close]
          Talks to the daemon serving org.freedesktop.Notifications (hud daemon --notifications).
          list       the notifications on screen and those waiting, oldest first
          history    the latest closed ones (not transient ones), oldest first
          count      how many are shown, waiting and in the history (one number when named)
          close ID   dismiss one (its client hears reason 2, dismissed by the user)
          close-all  dismiss all, the waiting ones too
          pause      do not disturb: new banners wait (critical ones still show)
          resume     show what waited, and the new ones again
          center     open or close the Notification Center panel (--open, --close: only that)
        """

    public struct Outcome: Hashable, Sendable {
        public var output: String
        public var status: Int32
        /// A usage mistake or refusal, for stderr.
        public var error: String?
    }

    public static func run(_ words: [String], on board: NotificationBoard) -> Outcome {
        let verb = words.first ?? ""
        let rest = Array(words.dropFirst())
        func usageError(_ message: String) -> Outcome {
            Outcome(output: "", status: 2, error: "hud: notifications: \(message)\n\(usage)")
        }
        switch (verb, rest.count) {
        case ("list", 0):
            return Outcome(
                output: lines(board.shown, state: "shown") + lines(board.waiting, state: "waiting"), status: 0)
        case ("history", 0):
            return Outcome(output: lines(board.history, state: "closed"), status: 0)
        case ("count", 0):
            return Outcome(
                output: "shown \(board.shown.count)\nwaiting \(board.waiting.count)\n"
                    + "history \(board.history.count)\n", status: 0)
        case ("count", 1):
            let counts = ["shown": board.shown.count, "waiting": board.waiting.count, "history": board.history.count]
            guard let count = counts[rest[0]] else { return usageError("count takes shown, waiting or history") }
            return Outcome(output: "\(count)\n", status: 0)
        case ("close", 1):
            guard let id = UInt32(rest[0]), id != 0 else { return usageError("close needs a notification id") }
            guard board.close(id: id, reason: .dismissedByUser) else {
                return Outcome(output: "", status: 1, error: "hud: notifications: no notification \(id)")
            }
            return Outcome(output: "", status: 0)
        case ("close-all", 0):
            board.closeAll(reason: .dismissedByUser)
            return Outcome(output: "", status: 0)
        case ("pause", 0):
            board.pause()
            return Outcome(output: "", status: 0)
        case ("resume", 0):
            board.resume()
            return Outcome(output: "", status: 0)
        case ("", _):
            return usageError("which? list, history, count, close, close-all, pause or resume")
        case ("list", _), ("history", _), ("count", _), ("close", _), ("close-all", _), ("pause", _), ("resume", _):
            return usageError("wrong number of words after \(verb)")
        default:
            return usageError("unknown verb \"\(verb)\"")
        }
    }

    private static func lines(_ notifications: [Notification], state: String) -> String {
        notifications.map { notification in
            let urgency =
                switch notification.hints.urgency {
                case .low: "low"
                case .normal: "normal"
                case .critical: "critical"
                }
            let fields = [
                String(notification.id), state, urgency, notification.appName, notification.summary,
                notification.bodyText,
            ].map(oneLine)
            return fields.joined(separator: "\t") + "\n"
        }.joined()
    }

    /// A field's longest text in a line, so that a line stays well within the daemon protocol's 64 KiB.
    static let fieldScalars = 512

    /// Tabs and line breaks would split the fields and lines.
    private static func oneLine(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.prefix(scalars: fieldScalars).unicodeScalars.map {
                    $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0
                }))
    }
}
