/// The input state machine of one overlay: which button is pressed, which field has focus and
/// what has been typed, and when the overlay is answered. The X11 backend only translates events
/// into `InteractionEvent`s and acts on the outcome:
/// - `.redraw`: lay out `overlayForLayout()` with `focusedField` again when either changed (both
///   are cheap to compare), then draw `decorated(_:)` of the current frame;
/// - `.finished`: dismiss and deliver the response; `.tappedOutside`: the caller's choice, except
///   for an action sheet, where a tap outside answers like Escape (UIKit's cancel on a tap outside).
///
/// Buttons behave like UIKit's: a press arms a button and highlights it while the pointer is
/// inside; only a release on the same button chooses it. Toasts and HUDs ignore keys, so they
/// never finish from input, except that Escape cancels a cancellable status HUD (`hud progress`)
/// and a status HUD's one button cancels it; a tap on their dim layer is still reported.
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
    /// The text field with keyboard focus; nil without fields.
    package private(set) var focusedField: Int?
    /// What has been typed into each text field, in the model's order.
    package private(set) var fieldValues: [String]
    private let theme: Theme
    /// The press was on the dim layer: a release there too is a tap outside.
    private var pressedOutside = false
    private var isFinished = false

    /// `appearance` is the one the overlay is laid out with (nil: the alert's default, light).
    package init(overlay: Overlay, appearance: Appearance? = nil) {
        self.overlay = overlay
        theme = Theme.of(appearance ?? .light)
        let fields = if case .alert(let model) = overlay { model.textFields } else { [AlertTextField]() }
        fieldValues = fields.map(\.text)
        focusedField = fields.isEmpty ? nil : 0
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
            // A card's buttons answer the primary button only, and only once pressed inside.
            case .pointer(.entered), .pointer(.secondaryPressed), .scroll: InteractionOutcome.unchanged
            case .key(let key): respond(to: key)
            case .keyStroke(let stroke): stroke.meaningToDialog.map(respond) ?? .unchanged
            }
        if case .finished = outcome { isFinished = true }
        return outcome == .unchanged && VisibleState(of: self) != shown ? .redraw : outcome
    }

    /// `scene` with the highlighted button filled in its pressed colour and the focused field's
    /// border in the tint. Layout draws the focus border too (with the caret); doing it here as well
    /// keeps any frame consistent with the state, however it was laid out.
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
        return scene
    }

    /// The overlay with what has been typed as its fields' text, to lay out again.
    package func overlayForLayout() -> Overlay {
        guard case .alert(let model) = overlay else { return overlay }
        return .alert(model.withFieldTexts(fieldValues))
    }

    // MARK: Pointer

    private func move(to point: Point?, in scene: Scene) -> InteractionOutcome {
        hoveredButton = point.flatMap { scene.role(at: $0)?.buttonIndex }
        return .unchanged
    }

    private func press(at point: Point, in scene: Scene) -> InteractionOutcome {
        let role = scene.role(at: point)
        hoveredButton = role?.buttonIndex
        pressedButton = hoveredButton
        pressedOutside = role == .backdrop
        if case .textField(let index) = role { focusedField = index }
        return .unchanged
    }

    private func release(at point: Point, in scene: Scene) -> InteractionOutcome {
        let role = scene.role(at: point)
        hoveredButton = role?.buttonIndex
        defer {
            pressedButton = nil
            pressedOutside = false
        }
        if let pressed = pressedButton, role == .button(pressed) { return finish(pressed) }
        if pressedOutside, role == .backdrop {
            if case .actionSheet = overlay { return finish(cancelAction) }
            return .tappedOutside
        }
        return .unchanged
    }

    // MARK: Keyboard

    /// Dialogs type or choose; a cancellable status HUD takes Escape alone.
    private func respond(to key: KeyInput) -> InteractionOutcome {
        isDialog ? type(key) : key == .escape && escapeCancels ? finish(nil) : .unchanged
    }

    private func type(_ key: KeyInput) -> InteractionOutcome {
        switch key {
        case .returnKey:
            return returnAction.map(finish) ?? .unchanged
        case .escape:
            // Escape always dismisses, with the cancel action when there is one.
            return finish(cancelAction)
        case .tab:
            moveFocus(by: 1)
        case .backTab:
            moveFocus(by: -1)
        case .backspace:
            if let field = focusedField, !fieldValues[field].isEmpty { fieldValues[field].removeLast() }
        case .delete, .up, .down, .pageUp, .pageDown, .home, .end:
            break
        case .text(let text):
            if let field = focusedField {
                let typed = String(text.unicodeScalars.filter { !$0.breaksField })
                fieldValues[field] += typed.prefix(Self.maxFieldLength - fieldValues[field].count)
            }
        }
        return .unchanged
    }

    private func moveFocus(by step: Int) {
        guard let field = focusedField else { return }
        focusedField = (field + step + fieldValues.count) % fieldValues.count
    }

    // MARK: Actions

    /// A status HUD that Escape cancels (it has no actions: the answer is a bare cancel).
    private var escapeCancels: Bool {
        if case .status(let model) = overlay { model.isCancellable } else { false }
    }

    /// Whether key presses reach this overlay: dialogs' and a cancellable HUD's. Its host grabs the
    /// keyboard for them while the overlay shows (override-redirect windows never get the focus).
    public var takesKeyboard: Bool {
        isDialog || escapeCancels
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
        case .toast, .loading, .status, .levelHUD:
            nil
        }
    }

    private var cancelAction: Int? {
        switch overlay {
        case .card(let model): model.cancelTitle != nil ? CardAlertModel.cancelIndex : nil
        case .alert(let model): model.cancelActionIndex
        case .actionSheet(let model): model.cancelActionIndex
        // A HUD's one button cancels it (MBProgressHUD's Cancel on a progress HUD).
        case .status(let model): model.button == nil ? nil : StatusHUDLayout.buttonIndex
        case .toast, .loading, .levelHUD: nil
        }
    }

    private func finish(_ action: Int?) -> InteractionOutcome {
        let secure =
            if case .alert(let model) = overlay {
                Set(model.textFields.indices.filter { model.textFields[$0].isSecure })
            } else { Set<Int>() }
        return .finished(
            AlertResponse(
                actionIndex: action, fieldValues: fieldValues, secureFields: secure,
                isCancel: action == nil || action == cancelAction))
    }
}

/// What `decorated(_:)` and a relayout show: when it changes, the overlay must be drawn again.
private struct VisibleState: Equatable {
    let highlightedButton: Int?
    let focusedField: Int?
    let fieldValues: [String]

    init(of interaction: OverlayInteraction) {
        highlightedButton = interaction.highlightedButton
        focusedField = interaction.focusedField
        fieldValues = interaction.fieldValues
    }
}

extension NodeRole {
    fileprivate var buttonIndex: Int? {
        if case .button(let index) = self { index } else { nil }
    }
}

extension Unicode.Scalar {
    /// Characters a single-line field must not hold: C0/C1 controls and line/paragraph separators.
    fileprivate var breaksField: Bool {
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
