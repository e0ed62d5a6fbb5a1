import HUDCore
import HUDStage
import HUDSurfaces
import Synchronization

/// The level HUD, an on-screen display: iOS's volume square up to iOS 12, for volume, brightness or
/// any level, as xob and wob show one. One at a time on a display: a show while one is up changes it
/// in place (no second entrance) and counts its stay afresh; it fades out `hideDelay` seconds after
/// the last show. It never takes a click or the keyboard. Callable from any thread.
///
/// ```swift
/// OSD.show(.volume(42))
/// OSD.show(.volume(42, muted: true))
/// OSD.show(.brightness(70))
/// ```
public enum OSD {
    private static let delay = Mutex(LevelHUDModel.defaultHideDelay)

    /// Seconds an OSD stays after the last show before it fades out, for shows that do not say
    /// (1.0 by default, as xob and wob). A NaN, infinite or negative value is refused when shown,
    /// with an error on stderr.
    public static var hideDelay: Double {
        get { delay.withLock { $0 } }
        set { delay.withLock { $0 = newValue } }
    }

    /// Shows `model`, or changes the OSD already up into it; it leaves `hideAfter` seconds from now
    /// (by default the model's `hideDelay`, else `OSD.hideDelay`). `options` apply to a new OSD; one
    /// already up keeps its monitor.
    public static func show(
        _ model: LevelHUDModel, hideAfter: Double? = nil, options: DisplayOptions = DisplayOptions()
    ) {
        show(model, hideAfter: hideAfter, options: options, removal: nil)
    }

    /// `show`, and `onRemoved` runs on the display thread once the OSD has left, or at once if it
    /// cannot show: the notification server closes the notification it shows then. A later show
    /// with its own `onRemoved` replaces this one's; one without keeps it, since the OSD it changes
    /// in place is still the one that will leave.
    package static func show(
        _ model: LevelHUDModel, hideAfter: Double? = nil, options: DisplayOptions = DisplayOptions(),
        onRemoved: @escaping @Sendable () -> Void
    ) {
        show(model, hideAfter: hideAfter, options: options, removal: onRemoved)
    }

    private static func show(
        _ model: LevelHUDModel, hideAfter: Double?, options: DisplayOptions, removal: (@Sendable () -> Void)?
    ) {
        var model = model
        let delay = hideAfter ?? model.hideDelay ?? hideDelay
        guard delay.isFinite, delay >= 0 else {
            // Refused before anything shows: an OSD that can never leave would cover the screen for good.
            HUDLog.error("OSD: \(HUDError.invalidDuration(name: "hide delay", value: delay))")
            removal?()
            return
        }
        model.hideDelay = delay
        let overlay = Overlay.levelHUD(model)
        FacadeDisplay.perform { context in
            do {
                let shown: any PresentedOverlay
                if let up = context.levelHUD, up.isShowing {
                    try up.update(to: overlay)
                    try up.restart()
                    shown = up
                } else {
                    shown = try context.stage.present(overlay, options: options)
                    context.levelHUD = shown
                }
                if let removal { shown.onRemoved = removal }
            } catch {
                HUDLog.error("OSD: \(error)")
                removal?()
            }
        }
    }

    /// Fades the OSD out now, if one is up.
    public static func hide() {
        FacadeDisplay.perform { context in
            context.levelHUD?.dismiss(animated: true)
        }
    }
}
