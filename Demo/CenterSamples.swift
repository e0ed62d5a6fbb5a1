import HUDAutomation
import HUDKit

/// The demo's Notification Center: a few notifications from several apps (the gallery's), what
/// its button is called, and how the status line tells what the user did in the panel.
enum CenterSamples {
    static let buttonTitle = "Notification Center"
    static let title = "Notification Center"
    /// What the result log calls its outcomes.
    static let logName = "center"

    static var entries: [CenterEntry] { Gallery.threeApps }

    /// The status line's text for a choice in the panel; nil for none worth showing.
    static func outcome(of event: CenterEvent) -> String? {
        switch event {
        case .removed(let ids): "cleared \(ids.count)"
        case .actionInvoked(let id, let key): "notification \(id): \(key)"
        case .replied(let id, let text): "notification \(id): replied \(text)"
        case .doNotDisturb(let isOn): isOn ? "Do Not Disturb on" : "Do Not Disturb off"
        case .closed: "closed"
        }
    }
}
