/// What dunst's control interface publishes as properties: the pause level and the three counts.
public struct NotificationStatus: Hashable, Sendable {
    /// dunst's highest pause level, the one its `paused` property sets.
    public static let maximumPauseLevel: UInt32 = 100

    public var pauseLevel: UInt32
    /// Shown banners (the level HUD's notification is not counted: it is not a banner).
    public var displayed: UInt32
    public var waiting: UInt32
    public var history: UInt32

    public var paused: Bool { pauseLevel > 0 }

    public init(pauseLevel: UInt32 = 0, displayed: UInt32 = 0, waiting: UInt32 = 0, history: UInt32 = 0) {
        self.pauseLevel = pauseLevel
        self.displayed = displayed
        self.waiting = waiting
        self.history = history
    }
}
