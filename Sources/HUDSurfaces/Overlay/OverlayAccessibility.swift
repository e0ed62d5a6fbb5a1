import HUDCore

/// An overlay's accessible tree: what a screen reader is told of a toast, a HUD, a level HUD, a
/// card, an alert or a sheet, from its model, its settled scene and its keyboard focus and typed
/// text (OverlayInteraction's). Buttons come in reading order, as the scene places them, so the
/// card's cancel button on the left comes first, as Tab reaches it.
package enum OverlayAccessibility {
    /// What a button does when a screen reader presses it.
    package static let click = "click"

    /// The tree of `overlay` laid out as `scene`, with the keyboard on `focus`, `fieldValues`
    /// typed into an alert's fields and their carets and selections `fieldSelections` (in the
    /// model's order; a field without one has its caret after its text).
    package static func tree(
        of overlay: Overlay, in scene: Scene, focus: FocusTarget? = nil, fieldValues: [String] = [],
        fieldSelections: [FieldSelection] = []
    ) -> AccessibleNode {
        let parts = Parts(scene: scene, focus: focus)
        switch overlay {
        case .toast(let model):
            return AccessibleNode(role: .notification, name: model.text, states: shown, extents: parts.bounds)
        case .loading(let model):
            return AccessibleNode(
                role: scene.blocksInput ? .alert : .notification, name: model.text ?? scene.words("Loading"),
                states: shown,
                extents: parts.bounds)
        case .status(let model):
            return status(model, parts: parts)
        case .levelHUD(let model):
            return AccessibleNode(
                role: .levelBar, name: model.kind.accessibleName(scene.words), states: shown, extents: parts.bounds,
                value: AccessibleValue(current: model.level, text: model.accessibleValueText(scene.words)))
        case .card(let model):
            return parts.described(
                AccessibleNode(
                    role: .alert, name: model.title ?? "", states: dialog, extents: parts.bounds,
                    children: parts.buttons([model.cancelTitle, model.sureTitle].map { $0.map { ($0, "") } })),
                by: model.message)
        case .alert(let model):
            var fields = model.textFields.enumerated().map { index, field in
                parts.field(
                    field, index: index, typed: fieldValues.indices.contains(index) ? fieldValues[index] : nil,
                    selection: fieldSelections.indices.contains(index) ? fieldSelections[index] : nil)
            }
            if let form = model.content?.as(AlertForm.self) {
                fields = parts.form(form, values: fieldValues, selections: fieldSelections)
            }
            return parts.described(
                AccessibleNode(
                    role: fields.isEmpty ? .alert : .dialog, name: model.title ?? "", states: dialog,
                    extents: parts.bounds,
                    children: fields + (model.content?.accessibleNodes(in: scene, focus: focus) ?? [])
                        + parts.buttons(model.actions.map { ($0.title, "") })),
                by: model.message)
        case .actionSheet(let model):
            return parts.described(
                AccessibleNode(
                    role: .dialog, name: model.title ?? "", states: dialog, extents: parts.bounds,
                    children: parts.buttons(
                        model.actions.map { ($0.title, $0.style.accessibleDescription(scene.words)) })),
                by: model.message)
        }
    }

    /// An editable single-line field (an alert's, a form's text row, a notification's reply
    /// field): an entry, or a password text whose text is bullets, with its caret and selection
    /// (nil: the caret after the text).
    package static func entry(
        named name: String, text: String, isSecure: Bool, selection: FieldSelection?, isFocused: Bool, extents: Rect
    ) -> AccessibleNode {
        var states: Set<AccessibleState> = [
            .showing, .visible, .enabled, .sensitive, .focusable, .editable, .singleLine,
        ]
        if isFocused { states.insert(.focused) }
        let count = text.count
        let selection = selection ?? FieldSelection(caret: count)
        let range = min(selection.range.lowerBound, count)..<min(selection.range.upperBound, count)
        return AccessibleNode(
            role: isSecure ? .passwordText : .entry, name: name, states: states, extents: extents,
            text: isSecure ? String(repeating: "•", count: count) : text,
            caret: min(max(0, selection.caret), count), selection: range.isEmpty ? nil : range)
    }

    private static let shown: Set<AccessibleState> = [.showing, .visible]
    private static let dialog: Set<AccessibleState> = [.active, .showing, .visible, .modal]

    private static func status(_ model: StatusHUDModel, parts: Parts) -> AccessibleNode {
        let words = parts.scene.words
        var node = AccessibleNode(
            role: parts.scene.blocksInput ? .alert : .notification, name: model.text ?? "",
            description: model.details ?? "", states: shown, extents: parts.bounds,
            children: parts.buttons([model.button.map { ($0, "") }]))
        switch model.indicator {
        case .progress(_, let fraction):
            // In tenths of a percent, so 0.7 reads 70, not 70.00000000000001.
            let percent = (ProgressStyle.clamped(fraction) * 1000).rounded() / 10
            node.role = .progressBar
            node.value = AccessibleValue(current: percent, text: words("%d %%", Int(percent.rounded())))
        case .glyph(let glyph):
            if node.name.isEmpty { node.name = glyph.accessibleName(words) }
        case .spinner, .ring:
            if node.name.isEmpty { node.name = words("Loading") }
        case .custom, nil:
            break
        }
        return node
    }

    /// Where the scene puts each part, and which has the keyboard.
    private struct Parts {
        let scene: Scene
        let focus: FocusTarget?

        var bounds: Rect { scene.foregroundBounds ?? Rect(origin: .zero, size: scene.size) }

        /// `dialog` with `message` as its description and as a label, its first child, the two
        /// tied to each other (described-by, description-for) as an ARIA alert dialog is to its
        /// message: a screen reader then reads the message once, where Orca reads both the labels
        /// nothing relates to and the description.
        func described(_ dialog: AccessibleNode, by message: String?) -> AccessibleNode {
            guard let message else { return dialog }
            var dialog = dialog
            dialog.description = message
            dialog.relations = [AccessibleRelation(.describedBy, [0])]
            let label = AccessibleNode(
                role: .label, name: message, states: [.showing, .visible],
                extents: scene.node(named: "message")?.frame ?? bounds,
                relations: [AccessibleRelation(.descriptionFor, [])])
            dialog.children.insert(label, at: 0)
            return dialog
        }

        /// `titles` by action index, each with its description; nil where there is no button. The
        /// buttons the scene draws, top to bottom, then left to right.
        func buttons(_ titles: [(title: String, description: String)?]) -> [AccessibleNode] {
            titles.enumerated().compactMap { index, button -> AccessibleNode? in
                guard let button, let frame = scene.node(named: "button\(index)")?.frame else { return nil }
                var states: Set<AccessibleState> = [.showing, .visible, .enabled, .sensitive, .focusable]
                if focus == .button(index) { states.insert(.focused) }
                return AccessibleNode(
                    role: .pushButton, name: button.title, description: button.description, states: states,
                    extents: frame, actions: [OverlayAccessibility.click], target: .button(index))
            }
            .sorted { $0.extents.readsBefore($1.extents, rightToLeft: scene.readsRightToLeft) }
        }

        /// A form's rows: its text rows as the alert's fields, named by their labels; a picker a combo
        /// box whose text is its chosen value, and a date row one that expands (`expanded` while its
        /// calendar is open); a table row a list of its rows, the chosen one selected. A row scrolled
        /// out of view is neither showing nor visible.
        func form(_ form: AlertForm, values: [String], selections: [FieldSelection]) -> [AccessibleNode] {
            form.rows.enumerated().map { index, row in
                let value = values.indices.contains(index) ? values[index] : row.value
                let extents = scene.node(named: "field\(index)")?.frame ?? bounds
                var states: Set<AccessibleState> = [.showing, .visible, .enabled, .sensitive, .focusable]
                if focus == .field(index) { states.insert(.focused) }
                var node: AccessibleNode
                switch row.kind {
                case .picker, .date:
                    if case .date = row.kind {
                        states.insert(.expandable)
                        if form.expandedRow == index { states.insert(.expanded) }
                    }
                    node = AccessibleNode(
                        role: .comboBox, name: row.label, states: states, extents: extents, text: value)
                case .table(_, let cells, let values):
                    let items = cells.indices.map { item in
                        var itemStates: Set<AccessibleState> = [.enabled, .sensitive, .focusable]
                        let drawn = scene.node(named: "formTableRow\(item)")
                        if drawn != nil { itemStates.formUnion([.showing, .visible]) }
                        if values[item] == value { itemStates.insert(.selected) }
                        return AccessibleNode(
                            role: .listItem, name: cells[item].joined(separator: " "), states: itemStates,
                            extents: drawn?.frame ?? extents)
                    }
                    node = AccessibleNode(
                        role: .list, name: row.label, states: states, extents: extents, children: items)
                case .text, .secureText:
                    node = field(
                        AlertTextField(placeholder: row.label, isSecure: row.kind == .secureText), index: index,
                        typed: value, selection: selections.indices.contains(index) ? selections[index] : nil)
                }
                if scene.node(named: "field\(index)") == nil { node.states.subtract([.showing, .visible]) }
                return node
            }
        }

        func field(_ field: AlertTextField, index: Int, typed: String?, selection: FieldSelection?)
            -> AccessibleNode
        {
            var node = OverlayAccessibility.entry(
                named: field.placeholder, text: typed ?? field.text, isSecure: field.isSecure,
                selection: selection, isFocused: focus == .field(index),
                extents: scene.node(named: "field\(index)")?.frame ?? bounds)
            node.target = .field(index)
            return node
        }
    }
}

extension LevelKind {
    fileprivate func accessibleName(_ words: Words) -> String {
        switch self {
        case .volume: words("Volume")
        case .brightness: words("Brightness")
        case .custom(_, let label): label
        }
    }
}

extension LevelHUDModel {
    /// "Volume 42 %", or "Muted", the percentage written as the language writes one.
    fileprivate func accessibleValueText(_ words: Words) -> String {
        isMuted ? words("Muted") : "\(kind.accessibleName(words)) \(words("%d %%", Int(level.rounded())))"
    }
}

extension Glyph {
    fileprivate func accessibleName(_ words: Words) -> String {
        switch self {
        case .checkmark: words("Success")
        case .cross: words("Error")
        case .info: words("Information")
        }
    }
}

extension AlertActionStyle {
    /// A sheet's choice says what kind it is beside its title.
    fileprivate func accessibleDescription(_ words: Words) -> String {
        switch self {
        case .default: ""
        case .cancel: words("Cancel")
        case .destructive: words("Destructive")
        }
    }
}
