import HUDKit

/// What the progress HUD shows, as stdin changes it.
struct ShownProgress {
    var model: StatusHUDModel
    let style: ProgressStyle
    var percentage: Double
    var isPulsating: Bool

    /// Applies one line; false when it changes nothing.
    mutating func apply(_ line: ProgressLine) -> Bool {
        switch line {
        case .value(let value): percentage = value
        case .label(let text): model.text = text
        case .pulsate(let on): isPulsating = on
        case .blank: return false
        }
        return true
    }

    /// The task is complete: the button becomes OK, which ends the HUD as done, as zenity's does.
    mutating func offerOK() {
        model.buttonTitle = ProgressCommand.doneTitle
        model.buttonConfirms = true
        model.isCancellable = true
    }

    /// The HUD as it stands: a spinner while pulsating, else the indicator at the percentage.
    var shown: StatusHUDModel {
        var model = model
        model.indicator = isPulsating ? .spinner : .progress(style, percentage / 100)
        return model
    }
}
