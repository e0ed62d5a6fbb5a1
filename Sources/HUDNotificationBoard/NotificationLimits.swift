/// Bounds on what one client can make the server hold: a banner shows four lines and a few
/// buttons, so a 1 MB body or 1,000 actions are cut here rather than carried around.
public enum NotificationLimits {
    /// The app name and summary: one line each on screen.
    public static let lineScalars = 1_024
    /// The body, before its markup is read.
    public static let bodyScalars = 16_384
    /// Action buttons, beside the `default` action.
    public static let buttons = 8
    /// An action's label.
    public static let labelScalars = 128
    /// Notifications shown or waiting; beyond it the oldest leaves (reason 4) for the newest.
    public static let live = 64
    /// Closed notifications kept for `hud notifications history` unless `history-length` says otherwise.
    public static let history = 200
    /// Pixels a side for an app icon (drawn at 20 pt, so 40 px at scale 2 with room to spare).
    public static let iconPixels = 64
}
