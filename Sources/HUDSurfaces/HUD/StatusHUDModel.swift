import HUDCore

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
    /// Smaller text under the status line, wrapped over as many lines as it needs (MBProgressHUD's
    /// `detailsLabel`); nil or empty for none.
    public var details: String?
    /// The title of one button under the text (MBProgressHUD's `button`: "Cancel", say); nil or
    /// empty for none. A click on it takes the HUD away with a cancel answer (`HUDEvent.cancelled`),
    /// so the card then takes the clicks on it, whatever the placement lets through elsewhere.
    public var buttonTitle: String?
    /// nil: `HUDPlacement.standard`, a centred card that lets every click through.
    public var placement: HUDPlacement?
    /// Escape cancels it, as Escape cancels zenity's progress dialog: the HUD then takes the keyboard
    /// while it shows, as an alert does, and leaves with a cancel answer.
    public var isCancellable = false
    /// The button finishes the task rather than cancelling it (zenity's OK once its progress is
    /// complete): Return and a click on it take the HUD away without a cancel answer.
    package var buttonConfirms = false

    /// A HUD with any indicator, optional text, details, button and placement.
    public init(
        indicator: StatusIndicator?, text: String? = nil, details: String? = nil, buttonTitle: String? = nil,
        placement: HUDPlacement? = nil
    ) {
        self.indicator = indicator
        self.text = text
        self.details = details
        self.buttonTitle = buttonTitle
        self.placement = placement
    }

    /// The button's title when there is one to draw.
    package var button: String? {
        buttonTitle.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A success / error / info HUD, or text alone.
    public init(glyph: Glyph? = nil, text: String? = nil, placement: HUDPlacement? = nil) {
        self.init(indicator: glyph.map(StatusIndicator.glyph), text: text, placement: placement)
    }
}
