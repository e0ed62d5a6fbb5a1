import HUDCore
import HUDSurfaces

/// One notification as dunst 1.9's NotificationListHistory gives it (`a{sv}`), so that `dunstctl
/// history` and the scripts that read its JSON find the same keys with the same types.
public enum DunstHistory {
    /// The keys and values, in dunst's order. `message` is dunst's default format ("<b>%s</b>\n%b");
    /// `timestamp` and `timeout` are microseconds, as dunst keeps them (`timestamp` on the board's
    /// clock, which like dunst's is monotonic); `progress` is -1 without a `value` hint.
    public static func fields(of notification: Notification) -> [(key: String, value: HintValue)] {
        let timeout: Int64 =
            switch notification.expiry {
            case .never: 0
            case .after(let seconds): Int64((seconds * 1e6).rounded())
            }
        return [
            ("body", .string(notification.bodyText)),
            ("message", .string("<b>\(notification.summary)</b>\n\(notification.bodyText)")),
            ("summary", .string(notification.summary)),
            ("appname", .string(notification.appName)),
            ("category", .string(notification.hints.category ?? "")),
            ("default_action_name", .string("default")),
            ("icon_path", .string(notification.iconName)),
            ("id", .int32(Int32(bitPattern: notification.id))),
            ("timestamp", .int64(Int64((notification.received * 1e6).rounded()))),
            ("timeout", .int64(timeout)),
            ("progress", .int32(Int32(notification.hints.value ?? -1))),
        ]
    }
}
