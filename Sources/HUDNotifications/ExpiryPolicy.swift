import HUDCore

/// How long a banner stays, from `expire_timeout` and the urgency: critical never leaves by itself;
/// 0 never; N milliseconds; -1 (or any other negative) the reading time of a toast of the same text
/// (0.5 s + 0.06 s a character, 1.5…5 s, SVProgressHUD's rule), which is about 5 s for a typical
/// notification.
public enum ExpiryPolicy {
    public static func expiry(timeout: Int32, urgency: NotificationUrgency, text: String) -> BannerExpiry {
        if urgency == .critical || timeout == 0 { return .never }
        if timeout < 0 { return .after(seconds: ToastTimeline.hold(forText: text)) }
        return .after(seconds: Double(timeout) / 1000)
    }
}
