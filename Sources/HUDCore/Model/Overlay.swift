/// Everything HUDKit can put on a monitor, as plain data.
public enum Overlay: Hashable, Sendable {
    case toast(ToastModel)
    case loading(LoadingHUDModel)
    case status(StatusHUDModel)
    case card(CardAlertModel)
    case alert(AlertModel)
}
