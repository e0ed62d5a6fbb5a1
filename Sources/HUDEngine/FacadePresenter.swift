import HUDKit

/// Shows a parsed show command through HUDKit's public facade, the one path every overlay of
/// `hud-engine` takes, in the daemon or in this process: every HUD kind on one HUD (the shared one),
/// so a later command morphs it in place; toasts through `Toast`, which restarts the one already
/// up; level HUDs through `OSD`, which changes the one already up; alerts, cards and sheets as an `Alert` the caller presents.
enum FacadePresenter {
    enum Shown {
        /// A HUD or toast: up, and nothing to wait for.
        case transient
        /// An alert, card or sheet, ready to present; its caller waits for the answer.
        case alert(Alert)
    }

    static func show(_ request: ShowRequest, on hud: HUD = .shared) -> Shown {
        let hideAfter = request.hideAfter ?? request.timeout
        switch request.overlay {
        case .toast(let model):
            Toast.show(model.text, options: request.options)
        case .loading(let model):
            hud.options = request.options
            hud.show(model, hideAfter: hideAfter)
        case .status(let model):
            hud.options = request.options
            hud.show(model, hideAfter: hideAfter)
        case .levelHUD(let model):
            OSD.show(model, hideAfter: hideAfter, options: request.options)
        case .card(let model):
            return .alert(Alert(model, options: request.options))
        case .alert(let model):
            return .alert(Alert(model, options: request.options))
        case .actionSheet(let model):
            return .alert(Alert(model, options: request.options))
        }
        return .transient
    }
}

extension ShowRequest {
    /// What an alert's answer prints, from the facade's result: a choice read from stdin as it came.
    func printedAnswer(for result: AlertResult) -> [UInt8]? {
        printedAnswer(
            for: AlertResponse(
                actionIndex: result.actionIndex, fieldValues: result.fieldValues,
                isCancel: result.isCancel, content: result.content))
    }

    /// How the command exits once its alert has answered (or timed out).
    func exitStatus(for result: AlertResult, timedOut: Bool) -> Int32 {
        if let zenity { return zenity.exitStatus(actionIndex: result.actionIndex, timedOut: timedOut) }
        return timedOut ? ExitStatus.timeout : result.isCancel ? ExitStatus.cancel : ExitStatus.ok
    }
}
