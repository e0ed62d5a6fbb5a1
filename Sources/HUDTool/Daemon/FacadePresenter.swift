import HUDKit

/// Shows a parsed show command through HUDKit's public facade, as the daemon does: every HUD kind
/// on the one shared HUD, so a later command morphs it in place; toasts through `Toast`, which
/// restarts the one already up; alerts, cards and sheets as an `Alert` the caller presents.
enum FacadePresenter {
    enum Shown {
        /// A HUD or toast: up, and nothing to wait for.
        case transient
        /// An alert, card or sheet, ready to present; its client waits for the answer.
        case alert(Alert)
    }

    static func show(_ request: ShowRequest) throws -> Shown {
        let hud = HUD.shared
        let hideAfter = request.hideAfter ?? request.timeout
        switch request.overlay {
        case let .toast(model):
            Toast.show(model.text, options: request.options)
        case let .loading(model):
            hud.placement = model.placement
            hud.options = request.options
            hud.show(status: model.text)
            if let hideAfter { hud.hide(afterDelay: hideAfter) }
        case let .status(model):
            hud.placement = model.placement
            hud.options = request.options
            show(model, on: hud, hideAfter: hideAfter)
        case let .card(model):
            return .alert(Alert(cardTitle: model.title, message: model.message, sure: model.sureTitle,
                                cancel: model.cancelTitle, options: request.options))
        case let .alert(model):
            return .alert(try Alert(title: model.title, message: model.message, actions: model.actions,
                                    preferredActionIndex: model.preferredActionIndex, textFields: model.textFields,
                                    options: request.options))
        case let .actionSheet(model):
            return .alert(try Alert(sheetTitle: model.title, message: model.message, actions: model.actions,
                                    preferredActionIndex: model.preferredActionIndex, anchor: model.anchor,
                                    options: request.options))
        }
        return .transient
    }

    /// Status HUDs leave by themselves after a reading time that grows with their text, unless told.
    private static func show(_ model: StatusHUDModel, on hud: HUD, hideAfter: Double?) {
        switch model.indicator {
        case .glyph(.checkmark): hud.showSuccess(model.text, hideAfter: hideAfter)
        case .glyph(.cross): hud.showError(model.text, hideAfter: hideAfter)
        case .glyph(.info): hud.showInfo(model.text, hideAfter: hideAfter)
        case let .progress(style, value):
            hud.showProgress(value, status: model.text, style: style)
            if let hideAfter { hud.hide(afterDelay: hideAfter) }
        case .spinner, .ring:
            hud.showActivity(ring: model.indicator == .ring, status: model.text)
            if let hideAfter { hud.hide(afterDelay: hideAfter) }
        case .custom, nil:
            hud.show(text: model.text ?? "", hideAfter: hideAfter ?? ToastTimeline.hold(forText: model.text ?? ""))
        }
    }
}

extension ShowRequest {
    /// What an alert's answer prints, from the facade's result.
    func output(for result: AlertResult) -> String? {
        output(for: AlertResponse(actionIndex: result.actionIndex, fieldValues: result.fieldValues,
                                  isCancel: result.isCancel))
    }
}
