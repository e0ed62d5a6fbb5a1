import HUDCore
import HUDSurfaces

/// `hud notifications …`, served by the daemon that owns the board: dunstctl's verbs. Notifications
/// print one a line, tab-separated: id, state (shown, waiting, closed), urgency, app, summary, body.
public enum NotificationControl {
    public static let usage = """
        usage: hud notifications list | history | clear | count [shown|waiting|history]
               hud notifications close ID | close-last | close-all | history-pop [ID]
               hud notifications action [ID [KEY]] | actions [--all] | menu [--all] [--menu CMD]
               hud notifications reply [ID]
               hud notifications pause | resume | is-paused | set-paused true|false|toggle | reload
               hud notifications center [--open|--close] | enable | disable
          Talks to the daemon serving org.freedesktop.Notifications (hud daemon --notifications);
          enable and disable need none.
          list         the notifications on screen and those waiting, oldest first
          history      the latest closed ones (not transient ones), oldest first; kept across
                       restarts in $XDG_STATE_HOME/hud/notifications
          clear        empty the history
          count        how many are shown, waiting and in the history (one number when named)
          close ID     dismiss one (its client hears reason 2, dismissed by the user)
          close-last   dismiss the first shown: the most urgent, then the oldest (dunstctl close)
          close-all    dismiss all, the waiting ones too
          history-pop  show the latest closed one again (or ID), under its id and without its
                       actions: its client has heard it close
          action       the newest shown notification (or ID) takes its default action, or its only
                       one, as a click would; with KEY, that action
          reply        opens the reply field of the newest shown notification that offers one (or
                       ID), as a click on its Reply button would; Return sends, Escape closes it
          actions      the newest's actions (--all: every shown one's, newest first), one a line:
                       id, key, label, summary, tab-separated
          menu         offers the same actions through a dmenu-compatible command run by hud on
                       your display with your PATH (--menu CMD, a shell command line; by default
                       rofi -dmenu, else dmenu) and invokes the one chosen; nothing chosen exits 1
          pause        do not disturb: new banners wait (critical ones still show)
          resume       show what waited, and the new ones again
          is-paused    prints true or false (dunstctl is-paused)
          set-paused   true pauses, false resumes, toggle switches
          reload       read the config's [rule NAME] sections again, as SIGHUP does (each rule
                       enabled again); prints how many apply, and each bad line (exit 2)
          center       open or close the Notification Center panel (--open, --close: only that)
          enable       make hud the server the session bus starts for you: writes
                       $XDG_DATA_HOME/dbus-1/services/org.freedesktop.Notifications.service
                       (~/.local/share), which the bus reads before the directories of
                       $XDG_DATA_DIRS, where dunst's is; a server running now keeps the name
                       until it exits
          disable      remove that file: the bus starts the server another file names again
        """

    public struct Outcome: Hashable, Sendable {
        public var output: String
        public var status: Int32
        /// A usage mistake or refusal, for stderr.
        public var error: String?

        static let done = Outcome(output: "", status: 0)

        /// Status 1 and `message`: what was asked cannot be done now (no such notification).
        static func refused(_ message: String) -> Outcome {
            Outcome(output: "", status: 1, error: "hud: notifications: \(message)")
        }
    }

    /// The verbs `run` knows, each with the counts of words it takes after it.
    private static let arities: [String: ClosedRange<Int>] = [
        "list": 0...0, "history": 0...0, "clear": 0...0, "count": 0...1, "close": 1...1, "close-last": 0...0,
        "close-all": 0...0,
        "history-pop": 0...1, "action": 0...2, "actions": 0...1, "menu": 0...3, "pause": 0...0, "resume": 0...0,
        "is-paused": 0...0, "set-paused": 1...1, "reply": 0...1,
    ]

    public static func run(_ words: [String], on board: NotificationBoard) -> Outcome {
        let verb = words.first ?? ""
        let rest = Array(words.dropFirst())
        guard let arity = arities[verb] else {
            return verb.isEmpty
                ? usageError("which? \(arities.keys.sorted().joined(separator: ", "))")
                : usageError("unknown verb \"\(verb)\"")
        }
        guard arity.contains(rest.count) else { return usageError("wrong number of words after \(verb)") }
        switch verb {
        case "list":
            return Outcome(
                output: lines(board.shown, state: "shown") + lines(board.waiting, state: "waiting"), status: 0)
        case "history":
            return Outcome(output: lines(board.history, state: "closed"), status: 0)
        case "count":
            let counts = ["shown": board.shown.count, "waiting": board.waiting.count, "history": board.history.count]
            guard let name = rest.first else {
                return Outcome(
                    output: "shown \(counts["shown"]!)\nwaiting \(counts["waiting"]!)\nhistory \(counts["history"]!)\n",
                    status: 0)
            }
            guard let count = counts[name] else { return usageError("count takes shown, waiting or history") }
            return Outcome(output: "\(count)\n", status: 0)
        case "close":
            guard let id = notificationID(rest[0]) else { return usageError("close needs a notification id") }
            return board.close(id: id, reason: .dismissedByUser) ? .done : .refused("no notification \(id)")
        case "close-last":
            return board.closeFirstDisplayed() ? .done : .refused("none shown")
        case "close-all":
            board.closeAll(reason: .dismissedByUser)
            return .done
        case "clear":
            board.clearHistory()
            return .done
        case "history-pop":
            return popHistory(rest, on: board)
        case "action":
            return invokeAction(rest, on: board)
        case "reply":
            return openReply(rest, on: board)
        case "actions":
            guard rest.isEmpty || rest == ["--all"] else { return usageError("actions takes --all only") }
            return actions(all: !rest.isEmpty, on: board)
        case "menu":
            return Outcome(
                output: "", status: 2,
                error: "hud: notifications: menu runs in hud's own process, which starts the menu; "
                    + "the daemon lists the choices (actions)")
        case "pause":
            board.pause()
            return .done
        case "resume":
            board.resume()
            return .done
        case "is-paused":
            return Outcome(output: "\(board.isPaused)\n", status: 0)
        default:
            return setPaused(rest[0], on: board)
        }
    }

    private static func usageError(_ message: String) -> Outcome {
        Outcome(output: "", status: 2, error: "hud: notifications: \(message)\n\(usage)")
    }

    /// A notification id as typed: a positive number.
    private static func notificationID(_ word: String) -> UInt32? {
        UInt32(word).flatMap { $0 == 0 ? nil : $0 }
    }

    private static func popHistory(_ rest: [String], on board: NotificationBoard) -> Outcome {
        var id: UInt32?
        if let word = rest.first {
            guard let named = notificationID(word) else { return usageError("history-pop takes a notification id") }
            id = named
        }
        do {
            return try board.popHistory(id: id) == nil ? .refused("the history is empty") : .done
        } catch {
            return .refused(id.map { "no notification \($0) in the history" } ?? "\(error)")
        }
    }

    private static func openReply(_ rest: [String], on board: NotificationBoard) -> Outcome {
        var id: UInt32?
        if let word = rest.first {
            guard let named = notificationID(word) else { return usageError("reply takes a notification id") }
            id = named
        }
        do {
            try board.openReply(id: id)
            return .done
        } catch {
            return .refused("\(error)")
        }
    }

    private static func invokeAction(_ rest: [String], on board: NotificationBoard) -> Outcome {
        let id: UInt32
        if let word = rest.first {
            guard let named = notificationID(word) else { return usageError("action takes a notification id") }
            id = named
        } else {
            guard let newest = newest(board.shown) else { return .refused("none shown") }
            id = newest.id
        }
        do {
            try board.invokeAction(id: id, key: rest.count == 2 ? rest[1] : nil)
            return .done
        } catch .unsupported {
            let count = board.shown.first { $0.id == id }?.offeredActions.count ?? 0
            return .refused(
                "notification \(id) has \(count) actions and no default: name one (action \(id) KEY) "
                    + "or choose with hud notifications menu")
        } catch {
            return .refused("\(error)")
        }
    }

    /// One line an action: id, key, label, summary.
    private static func actions(all: Bool, on board: NotificationBoard) -> Outcome {
        let shown = board.shown
        let chosen = all ? newestFirst(shown) : newest(shown).map { [$0] } ?? []
        guard !chosen.isEmpty else { return .refused("none shown") }
        let output = chosen.flatMap { notification in
            notification.offeredActions.map { action in
                [String(notification.id), action.key, action.label, notification.summary].map(oneLine)
                    .joined(separator: "\t") + "\n"
            }
        }.joined()
        guard !output.isEmpty else {
            return .refused(all ? "no shown notification has actions" : "notification \(chosen[0].id) has no actions")
        }
        return Outcome(output: output, status: 0)
    }

    private static func setPaused(_ word: String, on board: NotificationBoard) -> Outcome {
        switch word {
        case "true": board.pause()
        case "false": board.resume()
        case "toggle": if board.isPaused { board.resume() } else { board.pause() }
        default: return usageError("set-paused takes true, false or toggle")
        }
        return .done
    }

    /// Latest arrived (or replaced) first; of two at the same moment, the later in the stack.
    private static func newestFirst(_ notifications: [Notification]) -> [Notification] {
        notifications.indices.sorted { left, right in
            let (a, b) = (notifications[left].received, notifications[right].received)
            return a != b ? a > b : left > right
        }.map { notifications[$0] }
    }

    private static func newest(_ notifications: [Notification]) -> Notification? {
        newestFirst(notifications).first
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
