import HUDCore

/// UISlider's look: a thin rounded track, the tint to the left of the knob and a grey fill to its
/// right, a white round knob with a soft shadow; the value as a number at the right unless hidden.
package struct AlertSliderLayout {
    /// The row's height: the knob and room for its shadow.
    package static let height = 34.0
    /// The track's thickness.
    package static let trackHeight = 4.0
    /// The knob's diameter.
    package static let knobDiameter = 28.0
    /// Point size of the value.
    package static let valueSize = 15.0
    /// Between the track's end and the value.
    package static let trackToValue = 12.0
    /// The grey right of the knob (UIKit's systemFill), on either appearance.
    package static let trackFill = Color(r255: 120, g255: 120, b255: 128, alpha: 0.2)
    /// The knob's shadow: a ring of soft black under it, a little lower.
    package static let shadow = Color(white: 0, alpha: 0.12)
    /// The shadow's drop.
    package static let shadowOffset = 2.0

    /// The slider drawn.
    package let slider: AlertSlider

    /// The slider as one node filling `frame` (role `.content`, so a click on it moves the knob).
    package func node(in frame: Rect, theme: Theme, context: LayoutContext) -> SceneNode {
        let valueStyle = TextStyle(size: Self.valueSize, color: theme.alertTitle, alignment: .center)
        // As wide as the widest value, so the track keeps its length as the value changes.
        let valueWidth =
            slider.showsValue
            ? [slider.minimum, slider.maximum].map {
                context.measure(
                    TextBlock(text: String($0), style: valueStyle, wrapWidth: .greatestFiniteMagnitude, maxHeight: 0)
                ).width
            }.max()! : 0
        let trackWidth = frame.width - (slider.showsValue ? valueWidth + Self.trackToValue : 0)
        let track = Self.track(in: Rect(x: frame.minX, y: frame.minY, width: trackWidth, height: frame.height))
        let knobX = track.minX + slider.fraction * track.width
        let midY = frame.midY
        let r = Self.knobDiameter / 2
        var children = [
            SceneNode(name: "sliderTrack", frame: track, cornerRadii: .all(track.height / 2), fill: Self.trackFill),
            SceneNode(
                name: "sliderFill",
                frame: Rect(x: track.minX, y: track.minY, width: knobX - track.minX, height: track.height),
                cornerRadii: .all(track.height / 2), fill: theme.tint),
            SceneNode(
                name: "sliderShadow",
                frame: Rect(x: knobX - r - 1, y: midY - r - 1 + Self.shadowOffset, width: 2 * r + 2, height: 2 * r + 2),
                cornerRadii: .all(r + 1), fill: Self.shadow),
            SceneNode(
                name: "sliderKnob", frame: Rect(x: knobX - r, y: midY - r, width: 2 * r, height: 2 * r),
                cornerRadii: .all(r), fill: .white, stroke: Stroke(color: Self.shadow, width: context.grid.hairline)),
        ]
        if slider.showsValue {
            let block = TextBlock(
                text: String(slider.value), style: valueStyle, wrapWidth: valueWidth, maxHeight: 0)
            children.append(
                SceneNode(
                    name: "sliderValue",
                    frame: Rect(x: frame.maxX - valueWidth, y: frame.minY, width: valueWidth, height: frame.height),
                    content: .text(block)))
        }
        return SceneNode(name: "slider", frame: frame, role: .content(0), children: children)
    }

    /// The track in the row `frame`: inset by the knob's radius so the knob stays inside at the ends.
    package static func track(in frame: Rect) -> Rect {
        let r = knobDiameter / 2
        return Rect(
            x: frame.minX + r, y: frame.midY - trackHeight / 2, width: max(0, frame.width - 2 * r), height: trackHeight)
    }
}
