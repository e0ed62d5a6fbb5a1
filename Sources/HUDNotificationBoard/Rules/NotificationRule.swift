import HUDCore
import HUDSurfaces

/// One `[rule NAME]` section of the config: what a notification must match (every pattern given)
/// and what then changes about it (`RuleEffect`).
public struct NotificationRule: Hashable, Sendable {
    /// The notification's fields a rule's patterns match, by their config keys.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        case app
        case summary
        /// The body's text without markup.
        case body
        case category
        case desktopEntry = "desktop-entry"
        /// `app_icon` as sent: a name, path or `file://` URI.
        case icon

        func value(of notification: Notification) -> String {
            switch self {
            case .app: notification.appName
            case .summary: notification.summary
            case .body: notification.bodyText
            case .category: notification.hints.category ?? ""
            case .desktopEntry: notification.hints.desktopEntry ?? ""
            case .icon: notification.iconName
            }
        }
    }

    public var name: String
    public var patterns: [Field: GlobPattern]
    /// The urgency the notification must have as sent; nil for any.
    public var urgency: NotificationUrgency?
    public var effect: RuleEffect

    public init(
        name: String, patterns: [Field: GlobPattern] = [:], urgency: NotificationUrgency? = nil,
        effect: RuleEffect = RuleEffect()
    ) {
        self.name = name
        self.patterns = patterns
        self.urgency = urgency
        self.effect = effect
    }

    /// Whether every pattern matches its field (a missing hint matches as the empty string) and the
    /// urgency is the one asked for. A rule without patterns matches every notification.
    public func matches(_ notification: Notification) -> Bool {
        if let urgency, notification.hints.urgency != urgency { return false }
        return patterns.allSatisfy { field, pattern in pattern.matches(field.value(of: notification)) }
    }
}
