import HUDCore

/// One application's notifications in the Notification Center: an iOS stack, newest first.
package struct NotificationGroup: Hashable, Sendable {
    /// The sending application's name: what groups them.
    package var app: String
    /// Never empty; newest first.
    package var entries: [CenterEntry]

    /// The card shown in full on top of a collapsed stack.
    package var newest: CenterEntry { entries[0] }
}
