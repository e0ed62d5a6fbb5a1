import HUDCore

/// The keys: a focused field's or content's first, then what they mean to the dialog (Return,
/// Escape, the focus moving through fields, content and buttons).
extension OverlayInteraction {
    /// A focused field takes its keys first; the rest mean what they mean to the dialog.
    func respond(to stroke: KeyStroke, in scene: Scene) -> InteractionOutcome {
        if let row = focusedField, form != nil,
            let outcome = respondInForm(to: stroke, row: row, rightToLeft: scene.readsRightToLeft)
        {
            return outcome
        }
        if let field = focusedField, let command = stroke.fieldCommand(editing: editors[field].text) {
            return perform(command, in: field)
        }
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
        if case .content(let part) = focus, stroke.modifiers.isDisjoint(with: .command),
            let moved = content?.responding(to: scene.readsRightToLeft ? stroke.key.mirrored : stroke.key, at: part)
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
    /// picker takes its keys and no typing; an open calendar takes Return and Escape first, to close.
    /// Nil leaves the key to the field and the dialog.
    func respondInForm(to stroke: KeyStroke, row: Int, rightToLeft: Bool) -> InteractionOutcome? {
        let key = stroke.meaningToDialog
        if let key, form?.expandedRow == row, key == .returnKey || key == .escape, choose(key, inRow: row) {
            return .unchanged
        }
        if key == .returnKey {
            focus = row + 1 < editors.count ? .field(row + 1) : returnAction.map(FocusTarget.button) ?? focus
            return .unchanged
        }
        guard form?.isPicker(row) == true else { return nil }
        if let key, choose(key, inRow: row, rightToLeft: rightToLeft) { return .unchanged }
        if key == .tab || key == .backTab { form?.leave(row) }
        return key == .tab || key == .backTab || key == .escape ? nil : .unchanged
    }

    /// A picker row's key: whether it chose a value, now the row's text.
    func choose(_ key: KeyInput, inRow row: Int, rightToLeft: Bool = false) -> Bool {
        guard let value = form?.choose(key, inRow: row, rightToLeft: rightToLeft) else { return false }
        editors[row] = TextFieldEditor(text: value, limit: Self.maxFieldLength)
        return true
    }

    func scrollForm(by notches: Int) -> InteractionOutcome {
        form?.scroll(by: notches)
        return .unchanged
    }

    func perform(_ command: FieldCommand, in field: Int) -> InteractionOutcome {
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
    func perform(_ command: FieldCommand, in view: AlertTextView, scene: Scene) -> InteractionOutcome {
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
    func respond(to key: KeyInput, in scene: Scene) -> InteractionOutcome {
        guard takesKeyboard else { return .unchanged }
        return !isDialog && key == .escape ? finish(nil) : type(key, in: scene)
    }

    func type(_ key: KeyInput, in scene: Scene) -> InteractionOutcome {
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
            let chain = FocusChain(
                editors.indices.map(FocusTarget.field) + contentStops + buttons.map { .button($0.index) })
            focus = chain.step(from: focus, forward: key == .tab)
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

    /// The scene's buttons top to bottom, each row in the language's reading direction.
    func buttonsInReadingOrder(of scene: Scene) -> [(index: Int, frame: Rect)] {
        func buttons(in node: SceneNode) -> [(index: Int, frame: Rect)] {
            (node.role?.buttonIndex.map { [($0, node.frame)] } ?? []) + node.children.flatMap(buttons)
        }
        return scene.nodes.flatMap(buttons).sorted {
            $0.frame.readsBefore($1.frame, rightToLeft: scene.readsRightToLeft)
        }
    }

    /// The nearest button the arrow points to from the focused one: along its row for Left and
    /// Right, down or up its column otherwise. Before a button has the focus, the arrow starts from
    /// the end it points away from.
    func neighbour(_ arrow: KeyInput, among buttons: [(index: Int, frame: Rect)]) -> Int? {
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
    func choice(
        of model: ActionSheetModel, startingWith prefix: String, among buttons: [(index: Int, frame: Rect)]
    ) -> Int? {
        let start = buttons.firstIndex { $0.index == focusedButton }.map { $0 + 1 } ?? 0
        let rotated = buttons[start...] + buttons[..<start]
        return rotated.first { model.actions[$0.index].title.lowercased().hasPrefix(prefix.lowercased()) }?.index
    }
}
