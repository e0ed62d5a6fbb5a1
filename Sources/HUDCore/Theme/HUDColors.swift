/// SVProgressHUD's custom style: the HUD card's fill and its text and indicator colour, in place
/// of the light or dark theme's. Applies to toasts, loading and status HUDs; alerts keep their look.
public struct HUDColors: Hashable, Sendable {
    /// The card's fill (the dark theme's is black at 0.7).
    public var background: Color
    /// Text, glyphs, spinners and progress.
    public var foreground: Color

    /// A card of `background` with `foreground` text and indicators.
    public init(background: Color, foreground: Color) {
        self.background = background
        self.foreground = foreground
    }
}
