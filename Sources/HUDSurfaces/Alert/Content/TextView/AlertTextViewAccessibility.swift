import HUDCore

/// What a screen reader is told of an alert's text view: a multi-line text (AT-SPI's `text` role,
/// editable or read-only) whose Text interface holds the whole text and the caret, and its
/// checkbox, checked or not.
extension AlertTextView {
    package func accessibleNodes(in scene: Scene, focus: FocusTarget?) -> [AccessibleNode] {
        let bounds = scene.foregroundBounds ?? Rect(origin: .zero, size: scene.size)
        var states: Set<AccessibleState> = [.showing, .visible, .enabled, .sensitive, .focusable, .multiLine]
        if focus == .content(0) { states.insert(.focused) }
        if isEditable { states.insert(.editable) }
        var nodes = [
            AccessibleNode(
                role: .text, name: "", states: states,
                extents: scene.node(named: AlertTextViewLayout.boxName)?.frame ?? bounds, text: text,
                caret: editor?.selection.caret ?? 0)
        ]
        if let checkbox {
            var states: Set<AccessibleState> = [.showing, .visible, .enabled, .sensitive, .focusable, .checkable]
            if isChecked { states.insert(.checked) }
            if focus == .content(1) { states.insert(.focused) }
            nodes.append(
                AccessibleNode(
                    role: .checkBox, name: checkbox, states: states,
                    extents: scene.node(named: "checkboxRow")?.frame ?? bounds))
        }
        return nodes
    }
}
