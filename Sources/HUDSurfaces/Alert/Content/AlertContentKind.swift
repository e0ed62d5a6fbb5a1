import HUDCore

/// One kind of alert content, as its folder under `Alert/Content/` defines it: how it is laid out
/// between the alert's text and its buttons, what keys and presses do to it, what it answers with,
/// and what a screen reader is told of it. A new kind adopts this in a folder of its own; the
/// alert's layout, input and accessible tree reach it only through here.
package protocol AlertContentKind: Hashable, Sendable {
    /// The room between the alert's text (or fields) and the content.
    var gapAbove: Double { get }
    /// The card's width the content needs, with the alert's insets either side.
    func cardWidth(inset: Double, theme: Theme, context: LayoutContext) -> Double
    /// The card's height the content asks for (a list's `--height`), if any.
    var cardHeight: Double? { get }
    /// The height the content keeps however long the message.
    func minimumHeight(theme: Theme, context: LayoutContext) -> Double
    /// The content's height between the alert's text and its buttons, at most `available` for a
    /// content that scrolls.
    func height(available: Double, theme: Theme, context: LayoutContext) -> Double
    /// The content's nodes in `frame`; `focusedField`'s caret and `selection` for a content that
    /// draws the alert's fields (a form's rows).
    func nodes(
        in frame: Rect, focusedField: Int?, selection: FieldSelection?, theme: Theme, context: LayoutContext
    ) -> [SceneNode]

    /// The content's parts the Tab key stops at, in order (`FocusTarget.content`); a content whose
    /// rows are the alert's fields has none of its own.
    var focusStops: [Int] { get }
    /// The content after a press (or a drag) at `point` in `scene`; nil when a press changes nothing.
    func pressed(at point: Point, in scene: Scene) -> Self?
    /// The content after the pointer, pressed on `part`, is dragged to `point`; nil when a drag
    /// changes nothing (a slider's knob follows it).
    func dragged(to point: Point, from part: Int, in scene: Scene) -> Self?
    /// The content after `key` while its `part` has the focus; nil when the key is not the
    /// content's (it then means what it means to the dialog).
    func responding(to key: KeyInput, at part: Int) -> Self?
    /// The node a focus ring goes around while the content's `part` has the keys; nil for none.
    func focusRingNode(at part: Int) -> String?
    /// What the answer carries; nil for a content whose value the interaction holds.
    var answer: AlertContentValue? { get }
    /// Whether the actions other than cancel may be chosen.
    var allowsActions: Bool { get }

    /// What a screen reader is told of the content laid out in `scene`, with the keyboard on `focus`.
    func accessibleNodes(in scene: Scene, focus: FocusTarget?) -> [AccessibleNode]
}

extension AlertContentKind {
    package var gapAbove: Double { SystemAlertLayout.textToFields }
    package func cardWidth(inset: Double, theme: Theme, context: LayoutContext) -> Double { SystemAlertLayout.width }
    package var cardHeight: Double? { nil }
    package func minimumHeight(theme: Theme, context: LayoutContext) -> Double {
        height(available: .greatestFiniteMagnitude, theme: theme, context: context)
    }
    package var focusStops: [Int] { [0] }
    package func pressed(at point: Point, in scene: Scene) -> Self? { nil }
    package func dragged(to point: Point, from part: Int, in scene: Scene) -> Self? { nil }
    package func responding(to key: KeyInput, at part: Int) -> Self? { nil }
    package func focusRingNode(at part: Int) -> String? { nil }
    package var answer: AlertContentValue? { nil }
    package var allowsActions: Bool { true }

    /// The states of a content part that takes the keyboard, focused while `focus` is on it.
    package static func focusableStates(focused: Bool) -> Set<AccessibleState> {
        var states: Set<AccessibleState> = [.showing, .visible, .enabled, .sensitive, .focusable]
        if focused { states.insert(.focused) }
        return states
    }
}
