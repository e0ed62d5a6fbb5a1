import HUDCore

/// How one overlay enters and leaves the screen: which seed or library timeline it follows.
package enum OverlayMotion: Hashable, Sendable {
    /// Seed 000's toast: fade in 0.3 s, hold, fade out 0.3 s, then gone by itself.
    case toast(hold: Double)
    /// A HUD: SVProgressHUD's 0.15 s fade or MBProgressHUD's zoom. The seed's loading HUD appears
    /// without animation; a short fade is kinder to the eye and what the libraries do.
    case hud(HUDTransition)
    /// Seed 001's card: spring from 0.9; leaves shrinking to 0.9 while fading (0.15 s).
    case card
    /// UIAlertController: critically damped spring from 1.2 with a fade.
    case systemAlert
    /// UIAlertController's action sheet: both groups and the dim fade in on the system alert's spring.
    case actionSheet
    /// A level HUD: fades in, stays `hideDelay` seconds after its last show or update, fades out and
    /// is gone by itself; a show while it is up counts the stay afresh without entering again.
    case levelHUD(hideDelay: Double)

    /// The motion each kind gets unless the caller asks otherwise.
    package static func standard(for overlay: Overlay) -> OverlayMotion {
        switch overlay {
        case .toast(let model): .toast(hold: ReadingTime.seconds(for: model.text))
        case .loading, .status: .hud(.fade)
        case .card: .card
        case .alert: .systemAlert
        case .actionSheet: .actionSheet
        case .levelHUD(let model): .levelHUD(hideDelay: model.hideDelay ?? LevelHUDModel.defaultHideDelay)
        }
    }
}
