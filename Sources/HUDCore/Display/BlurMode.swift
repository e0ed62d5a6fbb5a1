/// Whether the material behind alerts, sheets, HUDs, toasts and banners blurs what lies beneath, and
/// whose blur it is on X11.
public enum BlurMode: String, Hashable, Sendable, CaseIterable {
    /// Blur: a compositor's where it is known to blur what a window asks (KWin; picom whose command
    /// line or config file turns its blur on), else HUDKit's own; a more opaque tint only where
    /// neither can be had (no compositor that blurs, no way to read the screen back).
    case auto
    /// Blur: HUDKit's own, of the screen beneath as the card appears, whatever the compositor.
    case own
    /// Blur: the compositor's, trusted to blur what a window asks (a picom configured to blur that
    /// HUDKit cannot tell of), live as the windows beneath change. Without a compositor, HUDKit's own.
    case compositor
    /// The flat translucent fill, the window beneath sharp through it.
    case off

    /// The mode a command line or config file names: its raw value, or `on`, another name for
    /// `compositor`, so that a config that says `blur = on` keeps working.
    public init?(parsing text: String) {
        guard let mode = text == "on" ? .compositor : BlurMode(rawValue: text) else { return nil }
        self = mode
    }
}
