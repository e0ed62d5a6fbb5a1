import HUDCore

/// Why a banner left: the Desktop Notifications Specification's `NotificationClosed` reasons.
public enum BannerCloseReason: UInt32, Hashable, Sendable {
    case expired = 1
    case dismissedByUser = 2
    case closedByCall = 3
    case undefined = 4
}
