import HUDCore

/// A scrolling text in an alert (zenity's `--text-info`): shown literally (no markup), wrapped to
/// the view's width, scrolled by the arrows, Page Up and Down, Home and End and the wheel; with
/// `checkbox`, a checkbox under it that must be checked before any action but cancel can be chosen.
/// An editable view is a multi-line editor instead, its caret at the end of the text to start with,
/// as GTK's text view places it once the text is inserted.
public struct AlertTextView: Hashable, Sendable {
    /// The view's text (what a file or stdin gave; a caller bounds it), as edited.
    public var text: String {
        get { editor?.text ?? shownText }
        set {
            if editor == nil { shownText = newValue } else { editor = Self.editor(of: newValue) }
        }
    }
    /// Whether the text can be edited.
    public var isEditable: Bool { editor != nil }
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
    /// An editable view's text, caret and selection.
    package private(set) var editor: TextFieldEditor?
    /// Whether an editable view shows its caret: while it has the keyboard focus.
    package var showsCaret = false
    /// Whether the view scrolls to keep the caret in view: from an edit or a caret move until the
    /// wheel or a paging key scrolls it.
    package var followsCaret = false
    /// A read-only view's text.
    private var shownText: String

    /// The most graphemes an editable view holds: a megabyte of ASCII, so a stuck key or a huge
    /// paste cannot grow it without bound.
    public static let editableLimit = 1 << 20

    /// zenity's text dialog, about as large: 440 × 280 pt of text in a card 480 pt wide.
    public static let defaultSize = Size(width: 440, height: 280)
    /// The smallest view: a few lines of a few words.
    public static let minimumSize = Size(width: 230, height: 60)

    /// The font of the text; nil: the system font at 13 pt.
    public var font: TextFont?

    /// A view of `text`, at least `minimumSize`; `isEditable`, an editor of it.
    public init(
        text: String, checkbox: String? = nil, size: Size = defaultSize, startsAtEnd: Bool = false,
        isEditable: Bool = false, font: TextFont? = nil
    ) {
        self.font = font
        shownText = isEditable ? "" : text
        if isEditable { editor = Self.editor(of: text) }
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

    /// An editor of `text` as typed: line ends as line feeds, other control characters left out, at
    /// most `editableLimit` graphemes, the caret at its end.
    private static func editor(of text: String) -> TextFieldEditor {
        var editor = TextFieldEditor(text: "", limit: editableLimit, isMultiLine: true)
        editor.apply(.insert(text))
        return editor
    }

    /// Applies `edit` to an editable view and lets it follow the caret.
    package mutating func edit(_ edit: TextEdit) {
        guard var editor else { return }
        editor.apply(edit)
        self.editor = editor
        followsCaret = true
    }

    /// Adds `more` after the text (stdin as it arrives); a view that starts at the end keeps to it,
    /// as zenity's `--auto-scroll` does.
    package mutating func append(_ more: String) {
        if var editor {
            editor.append(more)
            self.editor = editor
        } else {
            shownText += more
        }
        if startsAtEnd { scrollOffset = .greatestFiniteMagnitude }
    }

    /// Pastes `pasted` at the caret of an editable view.
    package mutating func paste(_ pasted: String) {
        guard var editor else { return }
        editor.paste(pasted)
        self.editor = editor
        followsCaret = true
    }
}
