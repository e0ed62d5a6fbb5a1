import HUDCore

/// What a banner reports back to whoever posted it.
public enum BannerEvent: Hashable, Sendable {
    /// A click on an action button, or on the banner itself (`key` "default").
    case actionInvoked(id: UInt32, key: String)
    /// The reply field's text was sent (Return); the banner then closes, dismissed by the user.
    case replied(id: UInt32, text: String)
    /// The banner has left, for `reason`; every posted id gets exactly one of these.
    case closed(id: UInt32, reason: BannerCloseReason)
}
