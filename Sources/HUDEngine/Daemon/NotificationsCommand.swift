import Glibc
import HUDDaemonLink
import HUDNotificationBoard
import HUDSystem

/// `hud notifications …`: dunstctl's verbs for the daemon that serves org.freedesktop.Notifications.
/// The thin `hud` sends them to the daemon itself; this is hud-engine's side, reached when none runs
/// (it asks once more, never starting one), and for `menu`, `enable` and `disable`, which the thin
/// `hud` hands over.
enum NotificationsCommand {
    static let name = "notifications"
    static let notServing =
        "hud: notifications: no hud daemon serves notifications here; "
        + "start one with hud daemon --notifications"

    static func run(_ words: [String]) throws -> Int32 {
        // The one verb that runs here rather than in the daemon: it starts a menu on the caller's display.
        if words.first == "menu" { return try NotificationMenu.run(Array(words.dropFirst())) }
        // The user's own D-Bus service file: no daemon needs to run for these.
        if let verb = words.first, ["enable", "disable"].contains(verb) {
            return try NotificationDaemonFile.run(verb, Array(words.dropFirst()))
        }
        return DaemonClient.exchange(DaemonMessage.Request(argv: [name] + words), start: false) ?? reportNotServing()
    }

    /// Says that no daemon serves notifications; the status to exit with.
    static func reportNotServing() -> Int32 {
        StandardStream.write(notServing + "\n", to: STDERR_FILENO)
        return ExitStatus.cancel
    }
}
