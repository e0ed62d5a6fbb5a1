import HUDRender

/// Where and how a headless snapshot is drawn: the canvas stands in for one monitor.
public struct SnapshotOptions: Hashable, Sendable {
    /// 800 × 600 pt: room for every variant.
    public static let defaultSize = Size(width: 800, height: 600)

    /// The monitor's size in points.
    public var size: Size
    /// Device pixels per point.
    public var scale: Double
    /// What is drawn beneath the overlay, standing in for the desktop.
    public var backdrop: Backdrop
    /// `nil`: each kind's own default look.
    public var appearance: Appearance?
    /// The button drawn pressed, as its index in the model (the card's 0 = cancel, 1 = sure; a
    /// status HUD's one button is 0), as while the pointer is held down on it; nil for none.
    public var pressedButton: Int?
    /// The button drawn with the keyboard's focus ring, as its index in the model, as after Tab has
    /// reached it; nil for none.
    public var focusedButton: Int?
    /// Whether the alert's slider or calendar is drawn with the keyboard's focus ring, as it is
    /// while it has the keys.
    public var focusesContent = false
    /// The alert's text field drawn with the keyboard's focus (its tinted border and caret), as its
    /// index among the fields; nil for none, as before the field is clicked or tabbed to.
    public var focusedField: Int?
    /// The focused field's selection, in characters (graphemes) from the start of its text, as
    /// Shift and Right select it: the caret at its upper end. An empty range is the caret alone;
    /// nil puts the caret after the text.
    public var fieldSelection: Range<Int>?
    /// Whether cards blur the backdrop beneath them; all but `off` blur (an image can always be blurred).
    public var blur: BlurMode
    /// Whether the display it stands for can blur beneath a card at all; false draws the material
    /// as such a display shows it (a Wayland compositor's: the tint without blur), so that its
    /// screenshots can be held against the snapshot.
    package var canBlur = true
    /// The language HUDKit's own words are in and the direction it lays out in; nil: English.
    package var words: Words?

    /// Defaults: 800 × 600 at scale 1 over the checkerboard, each kind's own look, blurred.
    public init(
        size: Size = defaultSize, scale: Double = 1, backdrop: Backdrop = .checker, appearance: Appearance? = nil,
        blur: BlurMode = .auto
    ) {
        self.size = size
        self.scale = scale
        self.backdrop = backdrop
        self.appearance = appearance
        self.blur = blur
    }

    /// The image's size in pixels.
    var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }
}
