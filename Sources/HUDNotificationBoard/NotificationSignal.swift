import HUDCore

/// What the server tells clients, as the specification's signals.
public enum NotificationSignal: Hashable, Sendable {
    case closed(id: UInt32, reason: BannerCloseReason)
    case actionInvoked(id: UInt32, key: String)
    /// Sent just before `actionInvoked`, so the client can raise its window with this token.
    case activationToken(id: UInt32, token: String)
}
