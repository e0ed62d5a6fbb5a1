import HUDCore

/// The input state machine of one overlay: which button is pressed, which field has focus and
/// what has been typed, and when the overlay is answered. The X11 backend only translates events
/// into `InteractionEvent`s and acts on the outcome:
/// - `.redraw`: lay out `overlayForLayout()` with `focusedField` again when either changed (both
///   are cheap to compare), then draw `decorated(_:)` of the current frame;
/// - `.finished`: dismiss and deliver the response; `.tappedOutside`: the caller's choice, except
///   for an action sheet, where a tap outside answers like Escape (UIKit's cancel on a tap outside);
/// - `.pasteRequested`: draw again, then convert the selection and feed its text back as `.paste`;
///   `.copyRequested`: put the text on CLIPBOARD.
///
/// Buttons behave like UIKit's: a press arms a button and highlights it while the pointer is
/// inside; only a release on the same button chooses it. Toasts and HUDs ignore keys, so they
/// never finish from input, except that Escape cancels a cancellable status HUD (`hud progress`)
/// and a status HUD's one button cancels it; a tap on their dim layer is still reported.
///
/// The keyboard focus moves as on iPadOS: Tab and Shift-Tab through the text fields, then the
/// buttons in reading order (as the scene places them, so the alert's cancel button on the left
/// comes first); the arrows between neighbouring buttons; Home and End to the first and last
/// button; on an action sheet a typed letter to the next choice starting with it. Return and Space
/// choose the focused button. A button has the focus, and a ring, only once keys have put it
/// there, so a pointer user sees the dialog as before; while a screen reader listens, its host
/// calls `focusAtStart(in:)` as the dialog appears, so the reader has a button to say.
///
/// A focused text field takes the keys `KeyStroke.fieldCommand` gives it, edited by its
/// `TextFieldEditor`: Left, Right, Home and End move its caret instead of the focus.
///
/// Not `Sendable`: use it on the event loop's thread.
package final class OverlayInteraction {
    /// A field holds at most this many characters, so a stuck key cannot grow it without bound.
    package static let maxFieldLength = 1000
    /// How strongly a HUD's pressed button is filled with its outline's colour: MBProgressHUD's 0.1
    /// is lost on a translucent card, so twice that.
    package static let hudButtonPressedAlpha = 0.2
    /// The overlay whose input is handled.
    package let overlay: Overlay
    /// The button under the pointer.
    package internal(set) var hoveredButton: Int?
    /// The button the pointer went down on, armed until the release.
    package internal(set) var pressedButton: Int?
    /// Where the keyboard focus is; nil before keys have moved it in a dialog without fields.
    package internal(set) var focus: FocusTarget?
    /// Each text field's text and caret, in the model's order.
    package internal(set) var editors: [TextFieldEditor]
    /// The alert's content as input has left it (scrolled, checked).
    package internal(set) var content: AlertContent?
    /// The alert's list as the keys and clicks have left it: its selected, checked and first shown rows.
    package internal(set) var list: AlertList?
    let theme: Theme
    /// An alert's form: its pickers' choices and its scrolling.
    var form: AlertFormInteraction?
    /// The press was on the dim layer: a release there too is a tap outside.
    var pressedOutside = false
    /// The part of the content the pointer went down on: a release there toggles a text view's
    /// checkbox, and moves until the release drag a slider.
    var pressedContent: Int?
    /// The presses on a list's rows, for a double click.
    var rowClicks = DoubleClick()
    /// The stage clock's seconds, for double clicks; without it no two presses make one.
    let clock: (() -> Double)?
    var isFinished = false

    /// `appearance` is the one the overlay is laid out with (nil: the alert's default, light);
    /// `clock` tells the time of each press, for double clicks.
    package init(overlay: Overlay, appearance: Appearance? = nil, clock: (() -> Double)? = nil) {
        self.overlay = overlay
        self.clock = clock
        theme = Theme.of(appearance ?? .light)
        let fields = if case .alert(let model) = overlay { model.textFields } else { [AlertTextField]() }
        content = if case .alert(let model) = overlay { model.content } else { nil }
        editors = fields.map { field in
            var editor = TextFieldEditor(text: field.text, isSecure: field.isSecure, limit: Self.maxFieldLength)
            if field.startsSelected { editor.apply(.selectAll) }
            return editor
        }
        if let form = content?.as(AlertForm.self) {
            let interaction = AlertFormInteraction(form)
            self.form = interaction
            editors = interaction.editors(limit: Self.maxFieldLength)
        }
        list = content?.as(AlertList.self)
        focus = editors.isEmpty ? contentStops.first : .field(0)
    }

    /// The content's keyboard stops, in Tab's order.
    var contentStops: [FocusTarget] {
        content?.focusStops.map(FocusTarget.content) ?? []
    }

    /// The answer when the overlay is taken away unanswered (a timeout, a dismissal): no action,
    /// a cancel, with what the fields hold at that moment.
    package var unanswered: AlertResponse {
        AlertResponse(actionIndex: nil, fieldValues: fieldValues, secureFields: secureFields, isCancel: true)
    }

    /// The text field with keyboard focus: nil without fields, or while a button has the focus.
    package var focusedField: Int? {
        if case .field(let index) = focus { index } else { nil }
    }

    /// What has been typed into each text field, in the model's order.
    package var fieldValues: [String] {
        editors.map(\.text)
    }

    /// The focused field's caret and selection, for layout to draw.
    package var focusedSelection: FieldSelection? {
        focusedField.map { editors[$0].selection }
    }

    /// Whether the keyboard's focus is in a secure field: no input method may see what is typed there.
    package var focusesSecureField: Bool {
        focusedField.map { editors[$0].isSecure } ?? false
    }

    /// What PRIMARY offers: the focused plain field's selection; nil for a secure field or with
    /// nothing selected.
    package var primarySelectionText: String? {
        focusedField.flatMap { editors[$0].copyableText } ?? focusedTextView?.editor?.copyableText
    }

    /// How much of a paste the focus takes: an editable text view all its lines, a field its first.
    package var pasteLimit: PasteLimit {
        focusedTextView == nil
            ? PasteLimit(characters: Self.maxFieldLength, keepsLines: false)
            : PasteLimit(characters: AlertTextView.editableLimit, keepsLines: true)
    }

    /// The alert's text view as input has left it, if its content is one.
    var textView: AlertTextView? {
        content?.as(AlertTextView.self)
    }

    /// The editable text view, while it has the keyboard focus.
    var focusedTextView: AlertTextView? {
        guard focus == .content(0), let view = textView, view.isEditable else { return nil }
        return view
    }

    /// The button with keyboard focus, drawn with a focus ring.
    package var focusedButton: Int? {
        if case .button(let index) = focus { index } else { nil }
    }

    /// The pressed button while the pointer is inside it: the one drawn highlighted.
    package var highlightedButton: Int? {
        pressedButton == hoveredButton ? pressedButton : nil
    }

    /// `scene` is the frame on screen (animated scale included), for hit-testing.
    package func handle(_ event: InteractionEvent, in scene: Scene) -> InteractionOutcome {
        guard !isFinished else { return .unchanged }
        let shown = VisibleState(of: self)
        let outcome =
            switch event {
            case .pointer(.moved(let point)): move(to: point, in: scene)
            case .pointer(.pressed(let point)): press(at: point, in: scene)
            case .pointer(.released(let point)): release(at: point, in: scene)
            case .pointer(.left): move(to: nil, in: scene)
            case .pointer(.middlePressed(let point)): pastePrimary(at: point, in: scene)
            case .scroll(let notches) where form != nil: scrollForm(by: notches)
            // A card's buttons answer the primary button only, and only once pressed inside.
            case .scroll(let notches): scroll(notches, in: scene)
            case .pointer(.entered), .pointer(.secondaryPressed): InteractionOutcome.unchanged
            case .key(let key): respond(to: KeyStroke(key), in: scene)
            case .keyStroke(let stroke): respond(to: stroke, in: scene)
            case .paste(let text): paste(text)
            }
        if case .finished = outcome { isFinished = true }
        if focus != shown.focus, let row = focusedField { form?.keepInView(row) }
        return outcome == .unchanged && VisibleState(of: self) != shown ? .redraw : outcome
    }

    /// A screen reader's request of the text field `field` (in the model's order), made with the
    /// commands keys give the focused field; a paste moves the focus to the field, where the pasted
    /// text lands. `.redraw` also when a cut has changed the text it hands over for CLIPBOARD.
    package func handle(_ request: FieldRequest, inField field: Int) -> InteractionOutcome {
        guard !isFinished, editors.indices.contains(field), form?.isPicker(field) != true else { return .unchanged }
        let shown = VisibleState(of: self)
        var outcome = InteractionOutcome.unchanged
        for command in request.commands(for: editors[field]) {
            if case .paste = command { focus = .field(field) }
            let result = perform(command, in: field)
            if result != .unchanged { outcome = result }
        }
        return outcome == .unchanged && VisibleState(of: self) != shown ? .redraw : outcome
    }

    /// Puts the keyboard focus, and its ring, on the button Return presses, else on the first the
    /// Tab chain reaches (a sheet's first choice), as a GTK dialog focuses its default button as
    /// it appears. A dialog with text fields keeps its first field; other overlays take no focus.
    package func focusAtStart(in scene: Scene) {
        guard isDialog, focus == nil else { return }
        focus = (returnAction ?? buttonsInReadingOrder(of: scene).first?.index).map(FocusTarget.button)
    }

    /// The overlay with what has been typed as its fields' text, to lay out again.
    package func overlayForLayout() -> Overlay {
        guard case .alert(var model) = overlay else { return overlay }
        if let form {
            model.content = .form(form.laidOut(values: fieldValues))
            return .alert(model)
        }
        model = model.withFieldTexts(fieldValues)
        model.content = list.map(AlertContent.list) ?? content
        if var view = textView, view.isEditable {
            view.showsCaret = focus == .content(0)
            model.content = .textView(view)
        }
        return .alert(model)
    }

    /// Adds text after a text view's text, or rows after a list's, as its input arrives.
    package func append(_ addition: AlertContentAddition) {
        guard case .rows(let rows, let marked) = addition, var list else {
            content?.append(addition)
            return
        }
        // The list as input has left it takes the rows: its selection and scrolling stay.
        list.append(rows: rows, marked: marked)
        self.list = list
        // A list that opened empty takes the keyboard once it has rows, as one that had them.
        if focus == nil, editors.isEmpty { focus = contentStops.first }
    }
}

/// What `decorated(_:)` and a relayout show: when it changes, the overlay must be drawn again.
private struct VisibleState: Equatable {
    let highlightedButton: Int?
    let focus: FocusTarget?
    let editors: [TextFieldEditor]
    let form: AlertFormInteraction?
    let content: AlertContent?
    let list: AlertList?

    init(of interaction: OverlayInteraction) {
        highlightedButton = interaction.highlightedButton
        focus = interaction.focus
        editors = interaction.editors
        form = interaction.form
        content = interaction.content
        list = interaction.list
    }
}

extension NodeRole {
    var buttonIndex: Int? {
        if case .button(let index) = self { index } else { nil }
    }
}
