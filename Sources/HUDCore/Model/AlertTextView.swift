/// A scrolling text in an alert (zenity's `--text-info`): shown literally (no markup), wrapped to
/// the view's width, scrolled by the arrows, Page Up and Down, Home and End and the wheel; with
/// `checkbox`, a checkbox under it that must be checked before any action but cancel can be chosen.
public struct AlertTextView: Hashable, Sendable {
    /// The view's text (what a file or stdin gave; a caller bounds it).
    public var text: String
    /// The checkbox's label; nil for none.
    public var checkbox: String?
    /// The text view's own size in points (the card is the view and the alert's insets around it).
    public var size: Size
    /// Start scrolled to the end (zenity's `--auto-scroll`).
    public var startsAtEnd: Bool
    /// How far the text is scrolled, in points from its top; layout keeps it within the text.
    package var scrollOffset = 0.0
    /// Whether the checkbox is checked.
    package var isChecked = false

    /// zenity's text dialog, about as large: 440 × 280 pt of text in a card 480 pt wide.
    public static let defaultSize = Size(width: 440, height: 280)
    /// The smallest view: a few lines of a few words.
    public static let minimumSize = Size(width: 230, height: 60)

    /// A view of `text`, at least `minimumSize`.
    public init(text: String, checkbox: String? = nil, size: Size = defaultSize, startsAtEnd: Bool = false) {
        self.text = text
        self.checkbox = checkbox.flatMap { $0.isEmpty ? nil : $0 }
        self.size = Size(
            width: max(size.width, Self.minimumSize.width), height: max(size.height, Self.minimumSize.height))
        self.startsAtEnd = startsAtEnd
        if startsAtEnd { scrollOffset = .greatestFiniteMagnitude }
    }

    /// Whether the actions other than cancel may be chosen: there is no checkbox, or it is checked.
    package var allowsActions: Bool {
        checkbox == nil || isChecked
    }
}
