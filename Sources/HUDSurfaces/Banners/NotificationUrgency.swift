import HUDCore

/// The freedesktop urgency levels (the `urgency` hint's byte).
public enum NotificationUrgency: UInt8, Hashable, Sendable {
    case low = 0
    case normal = 1
    case critical = 2
}
