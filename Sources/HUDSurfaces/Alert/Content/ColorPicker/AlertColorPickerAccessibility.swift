import HUDCore

/// What a screen reader is told of a colour picker: the segments as toggle buttons (the shown
/// pane's checked); on the grid, every swatch a toggle button named by its colour (its hex value
/// the description, the chosen one checked); the spectrum, the red, green and blue sliders and the
/// opacity as sliders with their values; the hex field an entry.
struct AlertColorPickerAccessibility {
    let picker: AlertColorPicker
    let scene: Scene
    let focus: FocusTarget?

    var nodes: [AccessibleNode] {
        let words = scene.words
        var nodes = segments(words)
        switch picker.pane {
        case .grid:
            nodes.append(grid(words))
        case .spectrum:
            nodes += slider(
                "colorSpectrum", part: 1, name: words("Spectrum"),
                value: AccessibleValue(
                    current: picker.spectrumPoint.x * 360, minimum: 0, maximum: 360,
                    text: "#" + picker.color.hexDigits))
        case .sliders:
            let (red, green, blue) = picker.color.components255
            for (part, (name, value)) in zip(AlertColorPicker.channelNames(in: words), [red, green, blue]).enumerated()
            {
                nodes += slider(
                    picker.sliderName(at: part + 1) ?? "", part: part + 1, name: name,
                    value: AccessibleValue(current: Double(value), minimum: 0, maximum: 255, text: String(value)))
            }
            if let field = scene.node(named: "colorHex")?.frame {
                nodes.append(
                    OverlayAccessibility.entry(
                        named: words("Hex Color #"), text: picker.hexText, isSecure: false, selection: nil,
                        isFocused: focus == .content(4), extents: field))
            }
        }
        nodes += slider(
            "colorOpacity", part: 5, name: words("Opacity"),
            value: AccessibleValue(
                current: Double(picker.opacityPercent), minimum: 0, maximum: 100, text: "\(picker.opacityPercent)%"))
        return nodes
    }

    /// The three segments; the keyboard is on the shown one while the control has it.
    private func segments(_ words: Words) -> [AccessibleNode] {
        AlertColorPicker.Pane.allCases.enumerated().compactMap { index, pane in
            guard let frame = scene.node(named: "colorSegment\(index)")?.frame else { return nil }
            let isShown = index == picker.pane.rawValue
            var states = AlertColorPicker.focusableStates(focused: isShown && focus == .content(0))
            states.insert(.checkable)
            if isShown { states.insert(.checked) }
            return AccessibleNode(role: .toggleButton, name: pane.title(in: words), states: states, extents: frame)
        }
    }

    /// The grid as a panel of swatches; the keyboard is on the chosen one while the grid has it.
    private func grid(_ words: Words) -> AccessibleNode {
        let frame = scene.node(named: "colorGrid")?.frame ?? .zero
        let chosen = picker.chosenCell
        let drawn = scene.node(named: "colorGrid")?.children ?? []
        let swatches = ColorPalette.swatches.indices.map { cell in
            var states = AlertColorPicker.focusableStates(focused: cell == chosen && focus == .content(1))
            states.insert(.checkable)
            if cell == chosen { states.insert(.checked) }
            return AccessibleNode(
                role: .toggleButton, name: ColorPalette.name(ofCell: cell, in: words),
                description: "#" + ColorPalette.swatches[cell].hexDigits, states: states,
                extents: drawn.indices.contains(cell) ? drawn[cell].frame : frame)
        }
        return AccessibleNode(
            role: .panel, name: AlertColorPicker.Pane.grid.title(in: words), states: [.showing, .visible, .enabled],
            extents: frame,
            children: swatches)
    }

    private func slider(_ node: String, part: Int, name: String, value: AccessibleValue) -> [AccessibleNode] {
        guard let frame = scene.node(named: node)?.frame else { return [] }
        return [
            AccessibleNode(
                role: .slider, name: name, states: AlertColorPicker.focusableStates(focused: focus == .content(part)),
                extents: frame, value: value)
        ]
    }
}
