import HUDCore

/// What keys, the wheel and clicks do to an alert's text view: the arrows, Page Up and Down, Home
/// and End scroll it as GTK's read-only text view scrolls (an editable one's caret takes the
/// arrows, Home and End), Space and a click toggle its checkbox.
extension AlertTextView {
    /// The keyboard's stops in the content: the text, then the checkbox.
    package var focusStops: [Int] {
        checkbox == nil ? [0] : [0, 1]
    }

    /// Scrolls for `key`, within the text as `scene` shows it; false when `key` does not scroll.
    mutating func scroll(_ key: KeyInput, in scene: Scene) -> Bool {
        guard let box = scene.node(named: AlertTextViewLayout.boxName)?.frame else { return false }
        let page = max(AlertTextViewLayout.lineStep, box.height - AlertTextViewLayout.lineStep)
        switch key {
        case .up: scroll(by: -AlertTextViewLayout.lineStep, in: scene)
        case .down: scroll(by: AlertTextViewLayout.lineStep, in: scene)
        case .pageUp: scroll(by: -page, in: scene)
        case .pageDown: scroll(by: page, in: scene)
        case .home: scroll(by: -.greatestFiniteMagnitude, in: scene)
        case .end: scroll(by: .greatestFiniteMagnitude, in: scene)
        default: return false
        }
        return true
    }

    /// Moves the text `distance` points (down for positive), kept within it as laid out in `scene`.
    mutating func scroll(by distance: Double, in scene: Scene) {
        guard let box = scene.node(named: AlertTextViewLayout.boxName)?.frame,
            let document = scene.node(named: AlertTextViewLayout.documentName)?.frame
        else { return }
        let shown = box.minY - document.minY
        scrollOffset = AlertTextViewLayout.clamped(
            shown + distance, documentHeight: document.height, boxHeight: box.height)
        followsCaret = false
    }

    /// Space on the checkbox, or a click on it or its label.
    mutating func toggleCheckbox() {
        if checkbox != nil { isChecked.toggle() }
    }
}
