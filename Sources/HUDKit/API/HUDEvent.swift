/// What happens to a HUD, for `HUD.events()` (SVProgressHUD's notifications, as a stream).
public enum HUDEvent: Hashable, Sendable {
    /// It is going on screen (after any grace time).
    case willAppear
    /// Its entrance animation has finished.
    case didAppear
    /// Its exit has started.
    case willDisappear
    /// It is gone.
    case didDisappear
    /// The forced hide happened (seed 002's timeout).
    case timedOut
    /// A click on the mask around the HUD (JGProgressHUD's tap outside; SVProgressHUD's touch event).
    case tappedOutside
    /// The user cancelled the HUD: its button (`StatusHUDModel.buttonTitle`, MBProgressHUD's Cancel)
    /// or Escape on a cancellable one (`StatusHUDModel.isCancellable`, zenity's); the HUD is leaving.
    case cancelled
}
