/// What a status HUD shows above its text.
public enum StatusIndicator: Hashable, Sendable {
    /// A success, error or info mark.
    case glyph(Glyph)
    /// The classic 12-spoke activity indicator (TCProgressHUD's "progress" spinner).
    case spinner
    /// SVProgressHUD's flat ring spinner.
    case ring
    /// A determinate indicator at a value in 0…1 (clamped when drawn).
    case progress(ProgressStyle, Double)
    /// Caller-drawn content of a caller-chosen size (TCProgressHUD's custom view).
    case custom(CustomContentID, Size)
}

/// The TCProgressHUD-style status HUD: text alone, or an indicator with optional text.
public struct StatusHUDModel: Hashable, Sendable {
    /// Drawn above the text; nil for text alone.
    public var indicator: StatusIndicator?
    /// The status line; nil or empty for none.
    public var text: String?
    /// nil: `HUDPlacement.standard`, a centred card that lets every click through.
    public var placement: HUDPlacement?
    /// Escape cancels it, as Escape cancels zenity's progress dialog: the HUD then takes the keyboard
    /// while it shows, as an alert does, and leaves with a cancel answer.
    public var isCancellable = false

    /// A HUD with any indicator, optional text and placement.
    public init(indicator: StatusIndicator?, text: String? = nil, placement: HUDPlacement? = nil) {
        self.indicator = indicator
        self.text = text
        self.placement = placement
    }

    /// A success / error / info HUD, or text alone.
    public init(glyph: Glyph? = nil, text: String? = nil, placement: HUDPlacement? = nil) {
        self.init(indicator: glyph.map(StatusIndicator.glyph), text: text, placement: placement)
    }
}
