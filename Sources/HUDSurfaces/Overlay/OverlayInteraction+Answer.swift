import HUDCore

/// What the overlay answers with: which action Return and Escape choose, and the response.
extension OverlayInteraction {
    /// A status HUD that Escape cancels (it has no actions: the answer is a bare cancel).
    var escapeCancels: Bool {
        if case .status(let model) = overlay { model.isCancellable } else { false }
    }

    /// Whether key presses reach this overlay: dialogs' and a cancellable HUD's. Its host grabs the
    /// keyboard for them while the overlay shows (override-redirect windows never get the focus).
    package var takesKeyboard: Bool {
        isDialog || escapeCancels || confirmingButton != nil
    }

    /// A status HUD's button that finishes its task (`StatusHUDModel.buttonConfirms`): Return's.
    var confirmingButton: Int? {
        guard case .status(let model) = overlay, model.buttonConfirms, model.button != nil else { return nil }
        return StatusHUDLayout.buttonIndex
    }

    var isDialog: Bool {
        overlay.isDialog
    }

    /// Return: the preferred action, else the alert's only one that does not cancel. The card's sure
    /// button is its preferred action; a lone cancel button is the only choice. A sheet is a list
    /// to choose from: without a preferred action Return picks nothing.
    var returnAction: Int? {
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

    var cancelAction: Int? {
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
    func scroll(_ notches: Int, in scene: Scene) -> InteractionOutcome {
        guard var view = textView else { return .unchanged }
        view.scroll(by: Double(notches) * AlertTextViewLayout.wheelStep, in: scene)
        content = .textView(view)
        return .unchanged
    }

    func finish(_ action: Int?) -> InteractionOutcome {
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
    var contentValue: AlertContentValue? {
        if let form { return .form(choices: form.choices) }
        if let list { return .rows(list.chosenRows, cells: list.rows) }
        return content?.answer
    }

    /// The secure fields' indices, a form's secure rows among them.
    var secureFields: Set<Int> {
        guard case .alert(let model) = overlay else { return [] }
        let fields = Set(model.textFields.indices.filter { model.textFields[$0].isSecure })
        return fields.union(form?.secureRows ?? [])
    }
}
