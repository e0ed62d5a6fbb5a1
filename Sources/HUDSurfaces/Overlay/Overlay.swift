import HUDCore

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
    /// A level HUD (OSD): volume, brightness or another level in 16 segments.
    case levelHUD(LevelHUDModel)
}

extension Overlay {
    /// Cards, alerts and sheets: they wait for an answer, take the keyboard and are dialog windows.
    package var isDialog: Bool {
        switch self {
        case .card, .alert, .actionSheet: true
        case .toast, .loading, .status, .levelHUD: false
        }
    }

    /// The title of the action an `AlertResponse.actionIndex` names (the card's 0 = cancel, 1 = sure,
    /// a status HUD's one button 0); nil for an index that names none, and for overlays without actions.
    public func actionTitle(at index: Int) -> String? {
        buttonTitles.indices.contains(index) ? buttonTitles[index] : nil
    }

    /// The index `actionTitle(at:)` gives `title` (the first, when several buttons share it); nil
    /// when no button has that title.
    public func actionIndex(titled title: String) -> Int? {
        buttonTitles.firstIndex(of: title)
    }

    /// Every button's title by its index; nil where the card has no such button.
    private var buttonTitles: [String?] {
        switch self {
        case .card(let model): [model.cancelTitle, model.sureTitle]
        case .alert(let model): model.actions.map(\.title)
        case .actionSheet(let model): model.actions.map(\.title)
        case .status(let model): [model.button]
        case .toast, .loading, .levelHUD: []
        }
    }
}
