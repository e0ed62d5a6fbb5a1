import HUDCore

/// `UIColorPickerViewController`'s look in an alert's content: the segmented control naming the
/// panes, the pane (the swatch grid with rounded outer corners, the spectrum with a ringed marker,
/// or three thick shaded sliders with their values and the hex field), the opacity slider over a
/// checkerboard, and a swatch of the chosen colour with its hex value. Every part is a node of its
/// own among the card's children, so the focus ring finds it by name.
package struct AlertColorPickerLayout {
    /// The content's width: twelve 24-point swatches.
    package static let width = Double(ColorPalette.columns) * cellSide
    /// A swatch's side.
    package static let cellSide = 24.0
    /// The segmented control's height.
    package static let segmentsHeight = 28.0
    /// Every pane's height: the grid's ten rows.
    package static let paneHeight = Double(ColorPalette.rows) * cellSide
    /// A thick slider's track, as tall as its knob.
    package static let trackHeight = 28.0
    /// A caption above a slider.
    package static let captionHeight = 18.0
    /// A slider's value box at its right.
    package static let valueWidth = 52.0
    /// The hex field's width.
    package static let hexWidth = 96.0
    /// The chosen colour's swatch.
    package static let swatchSide = 44.0
    /// Between the parts.
    package static let gap = 12.0
    /// Between a slider and the next caption.
    package static let sliderGap = 10.0
    /// The whole content's height.
    package static let height =
        segmentsHeight + gap + paneHeight + gap + captionHeight + trackHeight + gap + swatchSide
    /// Point size of captions, segment titles and values.
    package static let smallSize = 13.0
    /// Round the grid, the spectrum and the swatch.
    package static let cornerRadius = 8.0
    /// The ring round the spectrum's marker and a slider's knob.
    package static let ringWidth = 3.0
    /// The knob's dark edge outside its white ring, so it shows on a white track's end too.
    package static let knobEdge = Color(white: 0, alpha: 0.3)

    /// The picker drawn.
    package let picker: AlertColorPicker

    /// The parts in `frame`, top to bottom, in `context`'s language.
    package func nodes(in frame: Rect, theme: Theme, context: LayoutContext) -> [SceneNode] {
        let words = context.words
        var nodes = segments(in: row(frame, at: frame.minY, height: Self.segmentsHeight), theme: theme, words: words)
        let pane = row(frame, at: frame.minY + Self.segmentsHeight + Self.gap, height: Self.paneHeight)
        switch picker.pane {
        case .grid: nodes += grid(in: pane, theme: theme)
        case .spectrum: nodes += spectrum(in: pane)
        case .sliders: nodes += sliders(in: pane, theme: theme, words: words)
        }
        var y = pane.maxY + Self.gap
        nodes.append(caption("colorOpacityCaption", words("Opacity"), at: y, in: frame, theme: theme))
        y += Self.captionHeight
        nodes += slider(
            "colorOpacity", part: 5, in: row(frame, at: y, height: Self.trackHeight),
            ramp: .linear(start: picker.color.withAlpha(0), end: picker.color.withAlpha(1)),
            fraction: Double(picker.opacityPercent) / 100, value: "\(picker.opacityPercent)%", theme: theme)
        y += Self.trackHeight + Self.gap
        nodes += chosenSwatch(in: row(frame, at: y, height: Self.swatchSide), theme: theme)
        return nodes
    }

    private func row(_ frame: Rect, at y: Double, height: Double) -> Rect {
        Rect(x: frame.minX, y: y, width: frame.width, height: height)
    }

    /// A grey track with the shown pane's segment raised in white (grey when dark).
    private func segments(in frame: Rect, theme: Theme, words: Words) -> [SceneNode] {
        let titles = AlertColorPicker.Pane.allCases.map { $0.title(in: words) }
        let width = frame.width / Double(titles.count)
        var children = [SceneNode]()
        for (index, title) in titles.enumerated() {
            let segment = Rect(x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: frame.height)
            let isShown = index == picker.pane.rawValue
            if isShown {
                children.append(
                    SceneNode(
                        name: "colorSegmentShown", frame: segment.insetBy(dx: 2, dy: 2),
                        cornerRadii: .all(Self.cornerRadius - 2), fill: theme.fieldBackground,
                        stroke: Stroke(color: theme.alertSeparator, width: 0.5)))
            }
            children.append(
                text(
                    "colorSegment\(index)", title, in: segment,
                    TextStyle(size: Self.smallSize, weight: isShown ? .semibold : .regular, color: theme.alertTitle)))
        }
        return [
            SceneNode(
                name: "colorSegments", frame: frame, cornerRadii: .all(Self.cornerRadius),
                fill: AlertSliderLayout.trackFill, role: .content(0), children: children)
        ]
    }

    /// The swatches in a rounded block, the chosen one ringed in the text's colour.
    private func grid(in frame: Rect, theme: Theme) -> [SceneNode] {
        var cells = ColorPalette.swatches.enumerated().map { cell, color in
            SceneNode(frame: Self.cellFrame(cell, in: frame), fill: color)
        }
        if let chosen = picker.chosenCell {
            cells.append(
                SceneNode(
                    name: "colorChosenCell", frame: Self.cellFrame(chosen, in: frame).insetBy(dx: 1, dy: 1),
                    cornerRadii: .all(3), stroke: Stroke(color: theme.alertTitle, width: Self.ringWidth)))
        }
        return [
            SceneNode(
                name: "colorGrid", frame: frame, cornerRadii: .all(Self.cornerRadius), role: .content(1),
                children: cells)
        ]
    }

    /// A swatch's place in the grid `frame`, row by row from the top left: square in the picker's
    /// own width, wider in a card widened by `--width`.
    package static func cellFrame(_ cell: Int, in frame: Rect) -> Rect {
        let width = frame.width / Double(ColorPalette.columns)
        return Rect(
            x: frame.minX + Double(cell % ColorPalette.columns) * width,
            y: frame.minY + Double(cell / ColorPalette.columns) * cellSide, width: width, height: cellSide)
    }

    /// The spectrum, and a ring in the chosen colour where its marker is.
    private func spectrum(in frame: Rect) -> [SceneNode] {
        let center = Point(
            x: frame.minX + picker.spectrumPoint.x * frame.width, y: frame.minY + picker.spectrumPoint.y * frame.height)
        return [
            SceneNode(
                name: "colorSpectrum", frame: frame, cornerRadii: .all(Self.cornerRadius),
                content: .colorRamp(.spectrum), role: .content(1))
        ] + knob("colorSpectrumMarker", at: center)
    }

    /// Red, green and blue, each shading from none to full of its component in the chosen colour,
    /// then the hex field.
    private func sliders(in frame: Rect, theme: Theme, words: Words) -> [SceneNode] {
        let (red, green, blue) = picker.color.components255
        let opaque = picker.color.withAlpha(1)
        let names = AlertColorPicker.channelNames(in: words)
        let channels: [(String, String, Int, (Double) -> Color)] = [
            ("colorRed", names[0], red, { Color(red: $0, green: opaque.green, blue: opaque.blue) }),
            ("colorGreen", names[1], green, { Color(red: opaque.red, green: $0, blue: opaque.blue) }),
            ("colorBlue", names[2], blue, { Color(red: opaque.red, green: opaque.green, blue: $0) }),
        ]
        var nodes = [SceneNode]()
        var y = frame.minY
        for (index, (name, title, value, shade)) in channels.enumerated() {
            nodes.append(caption(name + "Caption", title, at: y, in: frame, theme: theme))
            y += Self.captionHeight
            nodes += slider(
                name, part: index + 1, in: row(frame, at: y, height: Self.trackHeight),
                ramp: .linear(start: shade(0), end: shade(1)), fraction: Double(value) / 255, value: String(value),
                theme: theme)
            y += Self.trackHeight + Self.sliderGap
        }
        y += Self.gap - Self.sliderGap
        let field = Rect(x: frame.maxX - Self.hexWidth, y: y, width: Self.hexWidth, height: Self.trackHeight)
        nodes.append(
            text(
                "colorHexCaption", words("Hex Color #"),
                in: Rect(x: frame.minX, y: y, width: frame.width - Self.hexWidth, height: Self.trackHeight),
                TextStyle(size: Self.smallSize + 2, color: theme.alertTitle, alignment: .left)))
        nodes.append(
            SceneNode(
                name: "colorHex", frame: field, cornerRadii: .all(Self.cornerRadius), fill: theme.fieldBackground,
                stroke: Stroke(color: theme.fieldBorder, width: 0.5), role: .content(4),
                children: [
                    text(
                        "colorHexText", picker.hexText, in: field,
                        TextStyle(size: Self.smallSize + 2, color: theme.fieldText, family: .monospace))
                ]))
        return nodes
    }

    /// A thick slider: its track named `name`, ringed knob, and value in a box at the right.
    private func slider(
        _ name: String, part: Int, in frame: Rect, ramp: ColorRamp, fraction: Double, value: String, theme: Theme
    ) -> [SceneNode] {
        let track = Rect(
            x: frame.minX, y: frame.minY, width: frame.width - Self.valueWidth - Self.gap, height: frame.height)
        let radius = frame.height / 2
        let knobX = track.minX + radius + fraction * (track.width - 2 * radius)
        let box = Rect(x: frame.maxX - Self.valueWidth, y: frame.minY, width: Self.valueWidth, height: frame.height)
        return [
            SceneNode(
                name: name, frame: track, cornerRadii: .all(radius), content: .colorRamp(ramp), role: .content(part))
        ] + knob(name + "Knob", at: Point(x: knobX, y: track.midY)) + [
            SceneNode(
                name: name + "Value", frame: box, cornerRadii: .all(Self.cornerRadius), fill: theme.fieldBackground,
                children: [
                    text(name + "ValueText", value, in: box, TextStyle(size: Self.smallSize, color: theme.fieldText))
                ])
        ]
    }

    /// Where `point` falls along a thick slider's `track`, 0…1 from its start (its right end in a
    /// right-to-left language): the knob's centre travels between the rounded ends.
    package static func fraction(at point: Point, along track: Rect, rightToLeft: Bool) -> Double {
        let radius = track.height / 2
        let travel = max(track.width - 2 * radius, 1)
        let fromStart = rightToLeft ? track.maxX - radius - point.x : point.x - track.minX - radius
        return min(max(fromStart / travel, 0), 1)
    }

    /// A white ring with a dark edge around it (a node of its own: a rounded node clips its
    /// children), as UIKit's colour picker marks a place on a shaded track.
    private func knob(_ name: String, at center: Point) -> [SceneNode] {
        let radius = Self.trackHeight / 2 - 1
        return [
            SceneNode(
                name: name + "Edge",
                frame: Rect(
                    x: center.x - radius - 1, y: center.y - radius - 1, width: 2 * radius + 2, height: 2 * radius + 2),
                cornerRadii: .all(radius + 1), stroke: Stroke(color: Self.knobEdge, width: 1)),
            SceneNode(
                name: name,
                frame: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                cornerRadii: .all(radius), stroke: Stroke(color: .white, width: Self.ringWidth)),
        ]
    }

    /// The chosen colour over a checkerboard, and its hex value (and opacity, when not opaque).
    private func chosenSwatch(in frame: Rect, theme: Theme) -> [SceneNode] {
        let swatch = Rect(x: frame.minX, y: frame.minY, width: Self.swatchSide, height: Self.swatchSide)
        let written =
            "#" + picker.color.hexDigits + (picker.opacityPercent < 100 ? " · \(picker.opacityPercent)%" : "")
        return [
            SceneNode(
                name: "colorChosen", frame: swatch, cornerRadii: .all(Self.cornerRadius),
                stroke: Stroke(color: theme.alertSeparator, width: 0.5),
                content: .colorRamp(.linear(start: picker.color, end: picker.color))),
            text(
                "colorChosenText", written,
                in: Rect(
                    x: swatch.maxX + Self.gap, y: frame.minY, width: frame.width - swatch.width - Self.gap,
                    height: frame.height),
                TextStyle(size: Self.smallSize + 2, color: theme.alertMessage, alignment: .left, family: .monospace)),
        ]
    }

    private func caption(_ name: String, _ title: String, at y: Double, in frame: Rect, theme: Theme) -> SceneNode {
        text(
            name, title, in: Rect(x: frame.minX, y: y, width: frame.width, height: Self.captionHeight),
            TextStyle(size: Self.smallSize, weight: .semibold, color: theme.fieldPlaceholder, alignment: .left))
    }

    private func text(_ name: String, _ string: String, in frame: Rect, _ style: TextStyle) -> SceneNode {
        SceneNode(
            name: name, frame: frame,
            content: .text(TextBlock(text: string, style: style, wrapWidth: frame.width, maxHeight: 0)))
    }
}
