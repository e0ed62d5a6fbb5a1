import Glibc
import HUDDaemonLink
import HUDNotifications
import HUDSystem

/// `hud notifications …`: dunstctl's verbs for the daemon that serves org.freedesktop.Notifications.
/// The thin `hud` sends them to the daemon itself; this is hud-engine's side, reached when none runs
/// (it asks once more, never starting one).
enum NotificationsCommand {
    static let name = "notifications"
    static let notServing =
        "hud: notifications: no hud daemon serves notifications here; "
        + "start one with hud daemon --notifications"

    static func run(_ words: [String]) throws -> Int32 {
        if let status = DaemonClient.exchange(DaemonMessage.Request(argv: [name] + words), start: false) {
            return status
        }
        StandardStream.write(notServing + "\n", to: STDERR_FILENO)
        return ExitStatus.cancel
    }
}
