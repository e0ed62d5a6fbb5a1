import HUDCore
import HUDSurfaces

/// What a matching rule changes about a notification; nil (or false) leaves it as sent.
public struct RuleEffect: Hashable, Sendable {
    /// How a notification shows.
    public enum Presentation: String, Hashable, Sendable, CaseIterable {
        /// Always a banner, even a level (a value and a tag) that would go to the level HUD.
        case banner
        /// On the level HUD, when the notification carries a `value` (a tag is then not needed).
        case osd
    }

    public var urgency: NotificationUrgency?
    /// Seconds on screen; 0 never expires. It wins over the urgency's: a critical one with a
    /// timeout leaves when it is up.
    public var timeout: Double?
    /// Not shown and not kept in the history; the client still gets its id and a NotificationClosed.
    public var skip = false
    /// false keeps it out of the history; true keeps even a transient one.
    public var history: Bool?
    /// Sets the `transient` hint (so out of the history too).
    public var transient: Bool?
    public var style: Appearance?
    public var presentation: Presentation?
    public var position: BannerPosition?

    public init(
        urgency: NotificationUrgency? = nil, timeout: Double? = nil, skip: Bool = false, history: Bool? = nil,
        transient: Bool? = nil, style: Appearance? = nil, presentation: Presentation? = nil,
        position: BannerPosition? = nil
    ) {
        self.urgency = urgency
        self.timeout = timeout
        self.skip = skip
        self.history = history
        self.transient = transient
        self.style = style
        self.presentation = presentation
        self.position = position
    }

    /// `notification` as this effect changes it; `expireTimeout` is the one its `Notify` asked for,
    /// which decides the expiry again when the urgency changes.
    public func applied(to notification: Notification, expireTimeout: Int32) -> Notification {
        var changed = notification
        if let urgency {
            changed.hints.urgency = urgency
            changed.banner.urgency = urgency
            changed.expiry = ExpiryPolicy.expiry(
                timeout: expireTimeout, urgency: urgency, text: notification.summary + " " + notification.bodyText)
        }
        if let timeout { changed.expiry = timeout == 0 ? .never : .after(seconds: timeout) }
        if let transient {
            changed.hints.transient = transient
            changed.keepsInHistory = !transient
        }
        if let history { changed.keepsInHistory = history }
        if skip { changed.keepsInHistory = false }
        changed.isSkipped = skip
        if let style { changed.banner.appearance = style }
        if let position { changed.banner.position = position }
        if let presentation { changed.presentation = presentation }
        return changed
    }
}
