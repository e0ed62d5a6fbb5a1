import HUDCore
import HUDSurfaces

/// What the server tells clients, as the specification's signals.
public enum NotificationSignal: Hashable, Sendable {
    case closed(id: UInt32, reason: BannerCloseReason)
    case actionInvoked(id: UInt32, key: String)
    /// KDE Plasma's `NotificationReplied`: the text sent from the banner's reply field.
    case replied(id: UInt32, text: String)
    /// Sent just before `actionInvoked`, so the client can raise its window with this token.
    case activationToken(id: UInt32, token: String)
}
