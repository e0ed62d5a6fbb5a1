import HUDCore
import HUDSurfaces

/// A stage on a user's desktop, beyond what the facade draws with: the session's signals, a screen
/// reader's bridge, and the desktop portal's light or dark reach it here. A backend's stage adopts
/// this; the headless stage, which no session or screen reader sees, adopts only `OverlayStage`.
package protocol SessionStage: OverlayStage {
    /// Runs when SIGINT or SIGTERM arrives.
    var onSignal: (() -> Void)? { get set }
    /// A screen reader's bridge, while one listens: told what the surfaces show each time it
    /// changes. Without one, no tree is computed.
    var accessibilityObserver: (any AccessibilityObserver)? { get set }
    /// A screen reader's action on a part of the surface `id` names; nothing when it has gone.
    func activate(_ target: AccessibleTarget, onSurface id: Int)
    /// The freedesktop portal's color-scheme (nil: no portal answered), which goes before the
    /// display's own settings.
    func portalColorSchemeChanged(_ scheme: PortalColorScheme?)
}
