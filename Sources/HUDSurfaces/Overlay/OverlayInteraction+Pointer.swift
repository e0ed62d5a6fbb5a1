import HUDCore

/// Presses, releases and moves of the pointer, and the middle click's paste.
extension OverlayInteraction {
    func move(to point: Point?, in scene: Scene) -> InteractionOutcome {
        hoveredButton = point.flatMap { scene.role(at: $0)?.buttonIndex }
        if let part = pressedContent, let point, let dragged = content?.dragged(to: point, from: part, in: scene) {
            content = dragged
        }
        return .unchanged
    }

    func press(at point: Point, in scene: Scene) -> InteractionOutcome {
        let role = scene.role(at: point)
        hoveredButton = role?.buttonIndex
        pressedButton = hoveredButton
        pressedOutside = role == .backdrop
        pressedContent = if case .content(let part) = role { part } else { nil }
        if case .textField(let index) = role {
            if let value = form?.press(at: point, inRow: index, scene: scene) {
                // A day of an open calendar, a table's row.
                editors[index] = TextFieldEditor(text: value, limit: Self.maxFieldLength)
            } else if focus == .field(index) {
                // A press on the focused picker row chooses its next value, as Space does (a date
                // row's opens or closes its calendar).
                _ = choose(.text(" "), inRow: index)
            }
            if let row = focusedField, row != index { form?.leave(row) }
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
        if case .content(let part) = role, textView == nil || part == 0 {
            focus = .content(part)
            content = content?.pressed(at: point, in: scene) ?? content
        }
        return .unchanged
    }

    func release(at point: Point, in scene: Scene) -> InteractionOutcome {
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
    func pastePrimary(at point: Point, in scene: Scene) -> InteractionOutcome {
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

    func paste(_ text: String) -> InteractionOutcome {
        if let field = focusedField, form?.isPicker(field) != true { editors[field].paste(text) }
        if var view = focusedTextView {
            view.paste(text)
            content = .textView(view)
        }
        return .unchanged
    }
}
