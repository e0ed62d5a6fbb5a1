import HUDCore
import HUDSurfaces

/// How long a banner stays, from `expire_timeout` and the urgency: critical never leaves by itself;
/// 0 never; N milliseconds; -1 (or any other negative) the reading time of a toast of the same text
/// (`ReadingTime`), but never under 5 s: a toast answers what the user just did, a banner
/// arrives unannounced and must first be noticed (1.5 s was gone before a click could reach it).
public enum ExpiryPolicy {
    public static let minimumDefaultSeconds = 5.0

    public static func expiry(timeout: Int32, urgency: NotificationUrgency, text: String) -> BannerExpiry {
        if urgency == .critical || timeout == 0 { return .never }
        if timeout < 0 { return .after(seconds: max(minimumDefaultSeconds, ReadingTime.seconds(for: text))) }
        return .after(seconds: Double(timeout) / 1000)
    }
}
