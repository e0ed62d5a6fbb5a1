/// Everything HUDKit can put on a monitor, as plain data.
public enum Overlay: Hashable, Sendable {
    /// Seed 000's text prompt.
    case toast(ToastModel)
    /// Seed 000's loading HUD.
    case loading(LoadingHUDModel)
    /// A status HUD: text, glyph, spinner, progress or custom content.
    case status(StatusHUDModel)
    /// Seed 001's XLAlertView card.
    case card(CardAlertModel)
    /// A UIAlertController-style alert.
    case alert(AlertModel)
    /// A UIAlertController-style action sheet.
    case actionSheet(ActionSheetModel)
}

extension Overlay {
    /// Cards, alerts and sheets: they wait for an answer, take the keyboard and are dialog windows.
    package var isDialog: Bool {
        switch self {
        case .card, .alert, .actionSheet: true
        case .toast, .loading, .status: false
        }
    }

    /// The title of the action an `AlertResponse.actionIndex` names (the card's 0 = cancel, 1 = sure);
    /// nil for an index that names none, and for overlays without actions.
    public func actionTitle(at index: Int) -> String? {
        let actions: [AlertAction]
        switch self {
        case .card(let model): return index == CardAlertModel.cancelIndex ? model.cancelTitle : model.sureTitle
        case .alert(let model): actions = model.actions
        case .actionSheet(let model): actions = model.actions
        case .toast, .loading, .status: return nil
        }
        return actions.indices.contains(index) ? actions[index].title : nil
    }
}
