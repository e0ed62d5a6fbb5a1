import Dispatch
import Glibc
import HUDCore
import HUDDaemonLink
import HUDKit
import HUDNotificationServer
import HUDNotifications
import HUDSystem

/// The daemon's notification server (`hud daemon --notifications`): org.freedesktop.Notifications
/// on the session bus, its notifications shown as HUDKit's banners, `hud notifications …` served
/// from the same board.
final class NotificationService: Sendable {
    private let server: NotificationServer
    let board: NotificationBoard

    /// Owns the bus name (taking it over with `replace`) and starts serving; `stop` runs when the
    /// name is lost to another server or the bus goes.
    init(presenter: any BannerPresenting, replace: Bool, stop: @escaping @Sendable () -> Void) throws {
        let log: @Sendable (String) -> Void = { line in
            StandardStream.write("hud daemon: notifications: \(line)\n", to: STDERR_FILENO)
        }
        server = try NotificationServer(identity: .init(version: HUDVersion.string), log: log, onNameLost: stop)
        let server = server
        let environment = ProcessEnvironment.current
        let images = PixbufImages(
            icons: IconLookup(
                themeName: IconLookup.userThemeName(environment: environment),
                environment: environment))
        board = NotificationBoard(
            presenter: presenter, images: images,
            signal: { signal in server.emit(signal) },
            report: log, now: { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 })
        try server.start(serving: board, replace: replace)
    }
}
