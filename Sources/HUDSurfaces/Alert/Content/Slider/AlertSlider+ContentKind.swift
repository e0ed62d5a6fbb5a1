import HUDCore

/// A slider as an alert's content: a row of its own under the text, ringed while it has the keys.
extension AlertSlider: FixedHeightContent {
    package static var controlsHeight: Double { AlertSliderLayout.height }

    package func controlNodes(in frame: Rect, theme: Theme, context: LayoutContext) -> [SceneNode] {
        [AlertSliderLayout(slider: self).node(in: frame, theme: theme, context: context)]
    }

    /// The knob goes where the track was pressed (which fills from the right in a right-to-left
    /// language).
    package func pressed(at point: Point, in scene: Scene) -> AlertSlider? {
        guard let track = scene.node(named: "sliderTrack")?.frame, track.width > 0 else { return nil }
        let fromStart = scene.readsRightToLeft ? track.maxX - point.x : point.x - track.minX
        return with(fraction: fromStart / track.width)
    }

    /// The knob follows the pointer while it is held.
    package func dragged(to point: Point, from part: Int, in scene: Scene) -> AlertSlider? {
        pressed(at: point, in: scene)
    }

    /// GTK's horizontal scale: Left and Up take a step away, Right and Down add one, the page keys
    /// the same (zenity makes the page the step), Home and End go to the ends.
    package func responding(to key: KeyInput, at part: Int) -> AlertSlider? {
        switch key {
        case .left, .up, .pageUp: with(value: value - step)
        case .right, .down, .pageDown: with(value: value + step)
        case .home: with(value: minimum)
        case .end: with(value: maximum)
        default: nil
        }
    }

    package func focusRingNode(at part: Int) -> String? { "slider" }
    package var answer: AlertContentValue? { .value(value) }

    /// A slider with its value and bounds.
    package func accessibleNodes(in scene: Scene, focus: FocusTarget?) -> [AccessibleNode] {
        guard let frame = scene.node(named: "slider")?.frame else { return [] }
        return [
            AccessibleNode(
                role: .slider, name: "", states: Self.focusableStates(focused: focus == .content(0)), extents: frame,
                value: AccessibleValue(
                    current: Double(value), minimum: Double(minimum), maximum: Double(maximum),
                    text: String(value)))
        ]
    }
}
