/// An overlay's accessible tree: what a screen reader is told of a toast, a HUD, a level HUD, a
/// card, an alert or a sheet, from its model, its settled scene and its keyboard focus and typed
/// text (OverlayInteraction's). Buttons come in reading order, as the scene places them, so the
/// card's cancel button on the left comes first, as Tab reaches it.
package enum OverlayAccessibility {
    /// What a button does when a screen reader presses it.
    package static let click = "click"

    /// The tree of `overlay` laid out as `scene`, with the keyboard on `focus`, `fieldValues`
    /// typed into an alert's fields and their carets at `fieldCarets` (in the model's order; a
    /// field without one has its caret after its text).
    package static func tree(
        of overlay: Overlay, in scene: Scene, focus: FocusTarget? = nil, fieldValues: [String] = [],
        fieldCarets: [Int] = []
    ) -> AccessibleNode {
        let parts = Parts(scene: scene, focus: focus)
        switch overlay {
        case .toast(let model):
            return AccessibleNode(role: .notification, name: model.text, states: shown, extents: parts.bounds)
        case .loading(let model):
            return AccessibleNode(
                role: scene.blocksInput ? .alert : .notification, name: model.text ?? "Loading", states: shown,
                extents: parts.bounds)
        case .status(let model):
            return status(model, parts: parts)
        case .levelHUD(let model):
            return AccessibleNode(
                role: .levelBar, name: model.kind.accessibleName, states: shown, extents: parts.bounds,
                value: AccessibleValue(current: model.level, text: model.accessibleValueText))
        case .card(let model):
            return AccessibleNode(
                role: .alert, name: model.title ?? "", description: model.message ?? "", states: dialog,
                extents: parts.bounds,
                children: parts.message(model.message)
                    + parts.buttons([model.cancelTitle, model.sureTitle].map { $0.map { ($0, "") } }))
        case .alert(let model):
            let fields = model.textFields.enumerated().map { index, field in
                parts.field(
                    field, index: index, typed: fieldValues.indices.contains(index) ? fieldValues[index] : nil,
                    caret: fieldCarets.indices.contains(index) ? fieldCarets[index] : nil)
            }
            return AccessibleNode(
                role: fields.isEmpty ? .alert : .dialog, name: model.title ?? "", description: model.message ?? "",
                states: dialog, extents: parts.bounds,
                children: parts.message(model.message) + fields + parts.content(model.content)
                    + parts.buttons(model.actions.map { ($0.title, "") }))
        case .actionSheet(let model):
            return AccessibleNode(
                role: .dialog, name: model.title ?? "", description: model.message ?? "", states: dialog,
                extents: parts.bounds,
                children: parts.message(model.message)
                    + parts.buttons(model.actions.map { ($0.title, $0.style.accessibleDescription) }))
        }
    }

    private static let shown: Set<AccessibleState> = [.showing, .visible]
    private static let dialog: Set<AccessibleState> = [.active, .showing, .visible, .modal]

    private static func status(_ model: StatusHUDModel, parts: Parts) -> AccessibleNode {
        var node = AccessibleNode(
            role: parts.scene.blocksInput ? .alert : .notification, name: model.text ?? "",
            description: model.details ?? "", states: shown, extents: parts.bounds,
            children: parts.buttons([model.button.map { ($0, "") }]))
        switch model.indicator {
        case .progress(_, let fraction):
            // In tenths of a percent, so 0.7 reads 70, not 70.00000000000001.
            let percent = (ProgressStyle.clamped(fraction) * 1000).rounded() / 10
            node.role = .progressBar
            node.value = AccessibleValue(current: percent, text: "\(Int(percent.rounded())) %")
        case .glyph(let glyph):
            if node.name.isEmpty { node.name = glyph.accessibleName }
        case .spinner, .ring:
            if node.name.isEmpty { node.name = "Loading" }
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

        func message(_ text: String?) -> [AccessibleNode] {
            guard let text else { return [] }
            return [
                AccessibleNode(
                    role: .label, name: text, states: [.showing, .visible],
                    extents: scene.node(named: "message")?.frame ?? bounds)
            ]
        }

        /// `titles` by action index, each with its description; nil where there is no button. The
        /// buttons the scene draws, top to bottom, then left to right.
        /// A slider with its value and bounds; a calendar named by its chosen day.
        func content(_ content: AlertContent?) -> [AccessibleNode] {
            var states: Set<AccessibleState> = [.showing, .visible, .enabled, .sensitive, .focusable]
            if focus == .content { states.insert(.focused) }
            switch content {
            case .slider(let slider):
                guard let frame = scene.node(named: "slider")?.frame else { return [] }
                return [
                    AccessibleNode(
                        role: .slider, name: "", states: states, extents: frame,
                        value: AccessibleValue(
                            current: Double(slider.value), minimum: Double(slider.minimum),
                            maximum: Double(slider.maximum), text: String(slider.value)))
                ]
            case .datePicker(let picker):
                guard let frame = scene.node(named: "datePicker")?.frame else { return [] }
                return [
                    AccessibleNode(
                        role: .calendar, name: picker.spokenDay, description: picker.monthTitle, states: states,
                        extents: frame)
                ]
            case nil:
                return []
            }
        }

        func buttons(_ titles: [(title: String, description: String)?]) -> [AccessibleNode] {
            titles.enumerated().compactMap { index, button -> AccessibleNode? in
                guard let button, let frame = scene.node(named: "button\(index)")?.frame else { return nil }
                var states: Set<AccessibleState> = [.showing, .visible, .enabled, .sensitive, .focusable]
                if focus == .button(index) { states.insert(.focused) }
                return AccessibleNode(
                    role: .pushButton, name: button.title, description: button.description, states: states,
                    extents: frame, actions: [OverlayAccessibility.click], target: .button(index))
            }
            .sorted { ($0.extents.minY, $0.extents.minX) < ($1.extents.minY, $1.extents.minX) }
        }

        func field(_ field: AlertTextField, index: Int, typed: String?, caret: Int?) -> AccessibleNode {
            let text = typed ?? field.text
            var states: Set<AccessibleState> = [
                .showing, .visible, .enabled, .sensitive, .focusable, .editable, .singleLine,
            ]
            if focus == .field(index) { states.insert(.focused) }
            return AccessibleNode(
                role: field.isSecure ? .passwordText : .entry, name: field.placeholder, states: states,
                extents: scene.node(named: "field\(index)")?.frame ?? bounds,
                text: field.isSecure ? String(repeating: "•", count: text.count) : text,
                caret: min(max(0, caret ?? text.count), text.count))
        }
    }
}

extension LevelKind {
    fileprivate var accessibleName: String {
        switch self {
        case .volume: "Volume"
        case .brightness: "Brightness"
        case .custom(_, let label): label
        }
    }
}

extension LevelHUDModel {
    /// "Volume 42 %", or "Muted".
    fileprivate var accessibleValueText: String {
        isMuted ? "Muted" : "\(kind.accessibleName) \(Int(level.rounded())) %"
    }
}

extension Glyph {
    fileprivate var accessibleName: String {
        switch self {
        case .checkmark: "Success"
        case .cross: "Error"
        case .info: "Information"
        }
    }
}

extension AlertActionStyle {
    /// A sheet's choice says what kind it is beside its title.
    fileprivate var accessibleDescription: String {
        switch self {
        case .default: ""
        case .cancel: "Cancel"
        case .destructive: "Destructive"
        }
    }
}
