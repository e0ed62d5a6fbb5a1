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
    package private(set) var hoveredButton: Int?
    /// The button the pointer went down on, armed until the release.
    package private(set) var pressedButton: Int?
    /// Where the keyboard focus is; nil before keys have moved it in a dialog without fields.
    package private(set) var focus: FocusTarget?
    /// Each text field's text and caret, in the model's order.
    package private(set) var editors: [TextFieldEditor]
    /// The alert's content as input has left it (scrolled, checked).
    package private(set) var content: AlertContent?
    /// The alert's list as the keys and clicks have left it: its selected, checked and first shown rows.
    package private(set) var list: AlertList?
    private let theme: Theme
    /// An alert's form: its pickers' choices and its scrolling.
    fileprivate var form: AlertFormInteraction?
    /// The press was on the dim layer: a release there too is a tap outside.
    private var pressedOutside = false
    /// The part of the content the pointer went down on: a release there toggles a text view's
    /// checkbox, and moves until the release drag a slider.
    private var pressedContent: Int?
    /// The presses on a list's rows, for a double click.
    private var rowClicks = DoubleClick()
    /// The stage clock's seconds, for double clicks; without it no two presses make one.
    private let clock: (() -> Double)?
    private var isFinished = false

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
    private var contentStops: [FocusTarget] {
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
    private var textView: AlertTextView? {
        content?.as(AlertTextView.self)
    }

    /// The editable text view, while it has the keyboard focus.
    private var focusedTextView: AlertTextView? {
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

    /// `scene` with the highlighted button filled in its pressed colour, the focused button ringed
    /// and the focused field's border in the tint. Layout draws the focus border too (with the
    /// caret); doing it here as well keeps any frame consistent with the state, however it was laid
    /// out.
    package func decorated(_ scene: Scene) -> Scene {
        var scene = scene
        if let button = highlightedButton {
            // Node names as CardAlertLayout, SystemAlertLayout and StatusHUDLayout give them.
            scene.modifyNodes(named: "button\(button)") { node in
                switch overlay {
                case .card: node.fill = CardAlertLayout.buttonPressed
                // MBProgressHUD's pressed button: its outline's colour, faint, fills it.
                case .status:
                    node.fill = node.stroke.map { $0.color.withAlpha($0.color.alpha * Self.hudButtonPressedAlpha) }
                default: node.fill = theme.alertButtonPressed
                }
            }
        }
        if let field = focusedField {
            scene.modifyNodes(named: "field\(field)") { $0.stroke?.color = theme.tint }
        }
        if case .content(let part) = focus, part > 0, textView != nil {
            // The checkbox: a control with room about it, ringed outside.
            scene.modifyNodes(named: "card") { card in
                guard let box = card.children.first(where: { $0.name == "checkboxRow" })?.children.first else { return }
                card.children.append(FocusRing.outside(box.frame, cornerRadii: box.cornerRadii, color: theme.tint))
            }
        }
        if focus == .content(0), let ringed = content?.focusRingNode {
            // A slider and a calendar have room about them in the card: ringed outside.
            scene.modifyNodes(named: "card") { card in
                guard let node = card.children.first(where: { $0.name == ringed }) else { return }
                card.children.append(FocusRing.outside(node.frame, cornerRadii: node.cornerRadii, color: theme.tint))
            }
        }
        if let button = focusedButton {
            let name = "button\(button)"
            if case .status = overlay {
                // A HUD's capsule stands alone with room about it in its card: the ring goes around
                // it, in the colour of its outline, clear of its title.
                scene.modifyNodes(named: "card") { card in
                    guard let node = card.children.first(where: { $0.name == name }) else { return }
                    card.children.append(
                        FocusRing.outside(
                            node.frame, cornerRadii: node.cornerRadii, color: node.stroke?.color ?? theme.tint))
                }
            } else {
                // A dialog's button sits flush with its neighbours and the card clips what lies
                // outside it: the ring goes inside.
                let color = if case .card = overlay { CardAlertLayout.buttonTitle } else { theme.tint }
                scene.modifyNodes(named: name) { node in
                    node.children.append(FocusRing.inside(node.frame, cornerRadii: node.cornerRadii, color: color))
                }
            }
        }
        return scene
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

    /// Adds `more` after a text view's text, as its input arrives.
    package func appendText(_ more: String) {
        content?.appendText(more)
    }

    // MARK: Pointer

    private func move(to point: Point?, in scene: Scene) -> InteractionOutcome {
        hoveredButton = point.flatMap { scene.role(at: $0)?.buttonIndex }
        if pressedContent == 0, let point, content?.as(AlertSlider.self) != nil {
            content = content?.pressed(at: point, in: scene) ?? content
        }
        return .unchanged
    }

    private func press(at point: Point, in scene: Scene) -> InteractionOutcome {
        let role = scene.role(at: point)
        hoveredButton = role?.buttonIndex
        pressedButton = hoveredButton
        pressedOutside = role == .backdrop
        pressedContent = if case .content(let part) = role { part } else { nil }
        if case .textField(let index) = role {
            // A press on the focused picker row chooses its next value, as Space does.
            if focus == .field(index) { _ = choose(.text(" "), inRow: index) }
            focus = .field(index)
        }
        if case .listRow(let row) = role, var list {
            focus = .content(0)
            let isDoubleClick = clock.map { rowClicks.isSecondPress(on: row, at: $0()) } ?? false
            list.click(row)
            self.list = list
            // GTK's row activation: a double click answers as Return does, with that row.
            if isDoubleClick, list.doubleClickAnswers, let action = returnAction { return finish(action) }
        }
        if role == .content(0) {
            focus = .content(0)
            content = content?.pressed(at: point, in: scene) ?? content
        }
        return .unchanged
    }

    private func release(at point: Point, in scene: Scene) -> InteractionOutcome {
        let role = scene.role(at: point)
        hoveredButton = role?.buttonIndex
        defer {
            pressedButton = nil
            pressedOutside = false
            pressedContent = nil
        }
        if let pressed = pressedButton, role == .button(pressed) { return finish(pressed) }
        if let part = pressedContent, part > 0, role == .content(part), var view = textView {
            view.toggleCheckbox()
            content = .textView(view)
            return .unchanged
        }
        if pressedOutside, role == .backdrop {
            if case .actionSheet = overlay { return finish(cancelAction) }
            return .tappedOutside
        }
        return .unchanged
    }

    /// X's middle click: the field under the pointer takes the focus, its caret at the end, and
    /// PRIMARY is pasted there.
    private func pastePrimary(at point: Point, in scene: Scene) -> InteractionOutcome {
        if scene.role(at: point) == .content(0), let view = textView, view.isEditable {
            // At the caret, which a middle click leaves where it was.
            focus = .content(0)
            return .pasteRequested(.primary)
        }
        guard case .textField(let index) = scene.role(at: point), form?.isPicker(index) != true else {
            return .unchanged
        }
        focus = .field(index)
        editors[index].apply(.move(.end, extendingSelection: false))
        return .pasteRequested(.primary)
    }

    private func paste(_ text: String) -> InteractionOutcome {
        if let field = focusedField, form?.isPicker(field) != true { editors[field].paste(text) }
        if var view = focusedTextView {
            view.paste(text)
            content = .textView(view)
        }
        return .unchanged
    }

    // MARK: Keyboard

    /// A focused field takes its keys first; the rest mean what they mean to the dialog.
    private func respond(to stroke: KeyStroke, in scene: Scene) -> InteractionOutcome {
        if let row = focusedField, form != nil, let outcome = respondInForm(to: stroke, row: row) { return outcome }
        if let field = focusedField, let command = stroke.fieldCommand { return perform(command, in: field) }
        if let view = focusedTextView, let command = stroke.textViewCommand {
            return perform(command, in: view, scene: scene)
        }
        if let view = textView, view.isEditable, stroke.modifiers.contains(.control),
            [.tab, .backTab, .returnKey].contains(stroke.key)
        {
            // Tab and Return type into the text, so with Ctrl they move the focus and answer, as in
            // GTK's text view (zenity's `--text-info --editable`).
            return respond(to: stroke.key, in: scene)
        }
        if focus == .content(0), stroke.modifiers.isDisjoint(with: .command),
            let moved = content?.responding(to: stroke.key)
        {
            content = moved
            return .unchanged
        }
        if focus == .content(0), takesKeyboard,
            list?.respond(to: stroke, visibleRows: AlertListLayout.visibleRows(in: scene)) == true
        {
            return .unchanged
        }
        return stroke.meaningToDialog.map { respond(to: $0, in: scene) } ?? .unchanged
    }

    /// A form's row: Return moves on to the next row (from the last, to the preferred button), and a
    /// picker takes its keys and no typing. Nil leaves the key to the field and the dialog.
    private func respondInForm(to stroke: KeyStroke, row: Int) -> InteractionOutcome? {
        let key = stroke.meaningToDialog
        if key == .returnKey {
            focus = row + 1 < editors.count ? .field(row + 1) : returnAction.map(FocusTarget.button) ?? focus
            return .unchanged
        }
        guard form?.isPicker(row) == true else { return nil }
        if let key, choose(key, inRow: row) { return .unchanged }
        return key == .tab || key == .backTab || key == .escape ? nil : .unchanged
    }

    /// A picker row's key: whether it chose a value, now the row's text.
    private func choose(_ key: KeyInput, inRow row: Int) -> Bool {
        guard let value = form?.choose(key, inRow: row) else { return false }
        editors[row] = TextFieldEditor(text: value, limit: Self.maxFieldLength)
        return true
    }

    private func scrollForm(by notches: Int) -> InteractionOutcome {
        form?.scroll(by: notches)
        return .unchanged
    }

    private func perform(_ command: FieldCommand, in field: Int) -> InteractionOutcome {
        switch command {
        case .edit(let edit):
            editors[field].apply(edit)
            return .unchanged
        case .paste:
            return .pasteRequested(.clipboard)
        case .copy:
            return editors[field].copyableText.map(InteractionOutcome.copyRequested) ?? .unchanged
        }
    }

    /// An edit of the editable text view, its caret followed from where the text shows in `scene`;
    /// a paste or a copy the host carries out.
    private func perform(_ command: FieldCommand, in view: AlertTextView, scene: Scene) -> InteractionOutcome {
        switch command {
        case .edit(let edit):
            var view = view
            view.scroll(by: 0, in: scene)
            view.edit(edit)
            content = .textView(view)
            return .unchanged
        case .paste:
            return .pasteRequested(.clipboard)
        case .copy:
            return view.editor?.copyableText.map(InteractionOutcome.copyRequested) ?? .unchanged
        }
    }

    /// Dialogs type or choose; a cancellable status HUD takes Escape, which answers with no action,
    /// and focuses and chooses its button like a dialog's.
    private func respond(to key: KeyInput, in scene: Scene) -> InteractionOutcome {
        guard takesKeyboard else { return .unchanged }
        return !isDialog && key == .escape ? finish(nil) : type(key, in: scene)
    }

    private func type(_ key: KeyInput, in scene: Scene) -> InteractionOutcome {
        // The text view with the focus takes the arrows and paging keys.
        if focus == .content(0), var view = textView, view.scroll(key, in: scene) {
            content = .textView(view)
            return .unchanged
        }
        let buttons = buttonsInReadingOrder(of: scene)
        switch key {
        case .returnKey:
            // GTK's Return on a multiple list selects the keyboard's row alone, then answers.
            if focus == .content(0), var list, list.choice == .multiple {
                list.select(list.selectedRow)
                self.list = list
            }
            return (focusedButton ?? returnAction).map(finish) ?? .unchanged
        case .escape:
            // Escape always dismisses, with the cancel action when there is one.
            return finish(cancelAction)
        case .tab, .backTab:
            let chain = editors.indices.map(FocusTarget.field) + contentStops + buttons.map { .button($0.index) }
            let step = key == .tab ? 1 : -1
            let position = focus.flatMap { chain.firstIndex(of: $0) }
            focus =
                position.map { chain[($0 + step + chain.count) % chain.count] } ?? (step > 0 ? chain.first : chain.last)
        case .up, .down, .left, .right:
            if focusedField == nil, focus != .content(0) {
                focus = neighbour(key, among: buttons).map(FocusTarget.button)
            }
        case .home, .end:
            if focusedField == nil, focus != .content(0) {
                focus = (key == .home ? buttons.first : buttons.last).map { .button($0.index) }
            }
        case .backspace, .delete, .insert, .pageUp, .pageDown:
            break
        case .text(let text):
            // A focused field has taken its text already (`fieldCommand`).
            if text == " ", let button = focusedButton {
                return finish(button)
            } else if text == " ", case .content(let part) = focus, part > 0, var view = textView {
                view.toggleCheckbox()
                content = .textView(view)
            } else if case .actionSheet(let model) = overlay {
                focus = choice(of: model, startingWith: text, among: buttons).map(FocusTarget.button) ?? focus
            }
        }
        return .unchanged
    }

    /// The scene's buttons top to bottom, each row left to right.
    private func buttonsInReadingOrder(of scene: Scene) -> [(index: Int, frame: Rect)] {
        func buttons(in node: SceneNode) -> [(index: Int, frame: Rect)] {
            (node.role?.buttonIndex.map { [($0, node.frame)] } ?? []) + node.children.flatMap(buttons)
        }
        return scene.nodes.flatMap(buttons).sorted {
            ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
        }
    }

    /// The nearest button the arrow points to from the focused one: along its row for Left and
    /// Right, down or up its column otherwise. Before a button has the focus, the arrow starts from
    /// the end it points away from.
    private func neighbour(_ arrow: KeyInput, among buttons: [(index: Int, frame: Rect)]) -> Int? {
        let forward = arrow == .down || arrow == .right
        guard let current = focusedButton, let here = buttons.first(where: { $0.index == current })?.frame else {
            return (forward ? buttons.first : buttons.last)?.index
        }
        let ahead = buttons.filter { button in
            let there = button.frame
            return switch arrow {
            case .left: there.minY == here.minY && there.maxX <= here.minX
            case .right: there.minY == here.minY && there.minX >= here.maxX
            case .up: there.minX <= here.midX && here.midX <= there.maxX && there.maxY <= here.minY
            default: there.minX <= here.midX && here.midX <= there.maxX && there.minY >= here.maxY
            }
        }
        let nearest = ahead.min {
            abs($0.frame.midX - here.midX) + abs($0.frame.midY - here.midY)
                < abs($1.frame.midX - here.midX) + abs($1.frame.midY - here.midY)
        }
        return nearest?.index ?? current
    }

    /// The next choice after the focused one whose title starts with `prefix`, ignoring case and
    /// going round to the first.
    private func choice(
        of model: ActionSheetModel, startingWith prefix: String, among buttons: [(index: Int, frame: Rect)]
    ) -> Int? {
        let start = buttons.firstIndex { $0.index == focusedButton }.map { $0 + 1 } ?? 0
        let rotated = buttons[start...] + buttons[..<start]
        return rotated.first { model.actions[$0.index].title.lowercased().hasPrefix(prefix.lowercased()) }?.index
    }

    // MARK: Actions

    /// A status HUD that Escape cancels (it has no actions: the answer is a bare cancel).
    private var escapeCancels: Bool {
        if case .status(let model) = overlay { model.isCancellable } else { false }
    }

    /// Whether key presses reach this overlay: dialogs' and a cancellable HUD's. Its host grabs the
    /// keyboard for them while the overlay shows (override-redirect windows never get the focus).
    public var takesKeyboard: Bool {
        isDialog || escapeCancels || confirmingButton != nil
    }

    /// A status HUD's button that finishes its task (`StatusHUDModel.buttonConfirms`): Return's.
    private var confirmingButton: Int? {
        guard case .status(let model) = overlay, model.buttonConfirms, model.button != nil else { return nil }
        return StatusHUDLayout.buttonIndex
    }

    private var isDialog: Bool {
        overlay.isDialog
    }

    /// Return: the preferred action, else the alert's only one that does not cancel. The card's sure
    /// button is its preferred action; a lone cancel button is the only choice. A sheet is a list
    /// to choose from: without a preferred action Return picks nothing.
    private var returnAction: Int? {
        switch overlay {
        case .card(let model):
            model.sureTitle != nil
                ? CardAlertModel.sureIndex : model.cancelTitle != nil ? CardAlertModel.cancelIndex : nil
        case .alert(let model):
            model.preferredActionIndex
                ?? {
                    let others = model.actions.indices.filter { $0 != model.cancelActionIndex }
                    return others.count == 1 ? others[0] : nil
                }()
        case .actionSheet(let model):
            model.preferredActionIndex
        case .status:
            confirmingButton
        case .toast, .loading, .levelHUD:
            nil
        }
    }

    private var cancelAction: Int? {
        switch overlay {
        case .card(let model): model.cancelTitle != nil ? CardAlertModel.cancelIndex : nil
        case .alert(let model): model.cancelActionIndex
        case .actionSheet(let model): model.cancelActionIndex
        // A HUD's one button cancels it (MBProgressHUD's Cancel on a progress HUD).
        case .status(let model): model.button == nil || model.buttonConfirms ? nil : StatusHUDLayout.buttonIndex
        case .toast, .loading, .levelHUD: nil
        }
    }

    /// The wheel scrolls a text view wherever the pointer is over the alert.
    private func scroll(_ notches: Int, in scene: Scene) -> InteractionOutcome {
        guard var view = textView else { return .unchanged }
        view.scroll(by: Double(notches) * AlertTextViewLayout.wheelStep, in: scene)
        content = .textView(view)
        return .unchanged
    }

    private func finish(_ action: Int?) -> InteractionOutcome {
        // A cell being edited keeps its edit, as GTK's does when the focus leaves it.
        list?.commitEdit()
        let isCancel = action == nil || action == cancelAction
        // An action the content holds back (a text view's unchecked checkbox) is not chosen.
        if !isCancel, content?.allowsActions == false { return .unchanged }
        return .finished(
            AlertResponse(
                actionIndex: action, fieldValues: fieldValues, secureFields: secureFields, isCancel: isCancel,
                content: contentValue))
    }

    /// What the content holds, for the response.
    private var contentValue: AlertContentValue? {
        if let form { return .form(choices: form.choices) }
        if let list { return .rows(list.chosenRows, cells: list.rows) }
        return content?.answer
    }

    /// The secure fields' indices, a form's secure rows among them.
    private var secureFields: Set<Int> {
        guard case .alert(let model) = overlay else { return [] }
        let fields = Set(model.textFields.indices.filter { model.textFields[$0].isSecure })
        return fields.union(form?.secureRows ?? [])
    }
}

/// A stop of the keyboard focus: a text field, a part of the alert's content, or a button by its
/// action's index.
package enum FocusTarget: Hashable, Sendable {
    case field(Int)
    case button(Int)
    /// A part of the alert's content, by the content's numbering (`NodeRole.content`; a list, a
    /// slider or a calendar is 0).
    case content(Int)
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
    fileprivate var buttonIndex: Int? {
        if case .button(let index) = self { index } else { nil }
    }
}
