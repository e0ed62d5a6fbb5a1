import HUDCore

/// A colour picker as an alert's content. Its parts, by `FocusTarget.content` number: 0 the
/// segmented control, 1 the pane (the grid, the spectrum, or the red slider), 2 and 3 the green and
/// blue sliders and 4 the hex field (on the sliders' pane), 5 the opacity slider.
extension AlertColorPicker: FixedHeightContent {
    /// The parts Tab stops at: the segmented control, the pane's controls, the opacity.
    package var focusStops: [Int] {
        pane == .sliders ? [0, 1, 2, 3, 4, 5] : [0, 1, 5]
    }

    package func cardWidth(inset: Double, theme: Theme, context: LayoutContext) -> Double {
        AlertColorPickerLayout.width + 2 * inset
    }

    package static var controlsHeight: Double { AlertColorPickerLayout.height }

    package func controlNodes(in frame: Rect, theme: Theme, context: LayoutContext) -> [SceneNode] {
        AlertColorPickerLayout(picker: self).nodes(in: frame, theme: theme, context: context)
    }

    /// A press on a segment shows its pane; on a swatch chooses it; on the spectrum or a slider's
    /// track, the colour or value there.
    package func pressed(at point: Point, in scene: Scene) -> AlertColorPicker? {
        guard case .content(let part) = scene.role(at: point) else { return nil }
        if part == 0, let segments = scene.node(named: "colorSegments")?.frame {
            let third = Int(fraction(of: point.x, across: segments, in: scene) * 3)
            var copy = self
            copy.pane = Pane(rawValue: min(third, 2)) ?? pane
            return copy
        }
        if part == 1, pane == .grid, let grid = scene.node(named: "colorGrid")?.frame {
            let column = min(Int(fraction(of: point.x, across: grid, in: scene) * 12), ColorPalette.columns - 1)
            let row = min(Int((point.y - grid.minY) / AlertColorPickerLayout.cellSide), ColorPalette.rows - 1)
            return choosing(ColorPalette.swatches[row * ColorPalette.columns + column])
        }
        return dragged(to: point, from: part, in: scene)
    }

    /// The spectrum's marker and the sliders' knobs follow the pointer that pressed them.
    package func dragged(to point: Point, from part: Int, in scene: Scene) -> AlertColorPicker? {
        if part == 1, pane == .spectrum, let spectrum = scene.node(named: "colorSpectrum")?.frame {
            return choosingInSpectrum(
                x: fraction(of: point.x, across: spectrum, in: scene), y: (point.y - spectrum.minY) / spectrum.height)
        }
        guard let name = sliderName(at: part), let track = scene.node(named: name)?.frame else { return nil }
        let along = AlertColorPickerLayout.fraction(at: point, along: track, rightToLeft: scene.readsRightToLeft)
        return part == 5
            ? with(opacityPercent: Int((along * 100).rounded()))
            : with(channel: part - 1, value: Int((along * 255).rounded()))
    }

    /// Left and Right change the pane at the segmented control; the arrows move through the grid and
    /// the spectrum; a slider takes a step down with Left or Up and up with Right or Down, sixteen
    /// (ten for the opacity) with the page keys, its ends with Home and End; the hex field takes hex
    /// digits and Backspace.
    package func responding(to key: KeyInput, at part: Int) -> AlertColorPicker? {
        switch (part, pane) {
        case (0, _):
            let moved: Int? =
                switch key {
                case .left: pane.rawValue - 1
                case .right: pane.rawValue + 1
                case .home: 0
                case .end: Pane.allCases.count - 1
                default: nil
                }
            return moved.flatMap(Pane.init(rawValue:)).map { shown in
                var copy = self
                copy.pane = shown
                return copy
            }
        case (1, .grid): return movingInGrid(key)
        case (1, .spectrum): return movingInSpectrum(key)
        case (4, _):
            switch key {
            case .text(let typed): return typingHex(typed)
            case .backspace: return deletingHexDigit()
            default: return nil
            }
        case (5, _):
            return stepping(key, value: opacityPercent, maximum: 100, page: 10).map { with(opacityPercent: $0) }
        default:
            let components = color.components255
            let channel = part - 1
            guard (0..<3).contains(channel) else { return nil }
            let value = [components.red, components.green, components.blue][channel]
            return stepping(key, value: value, maximum: 255, page: 16).map { with(channel: channel, value: $0) }
        }
    }

    package func focusRingNode(at part: Int) -> String? {
        switch (part, pane) {
        case (0, _): "colorSegments"
        case (1, .grid): "colorGrid"
        case (1, .spectrum): "colorSpectrum"
        case (4, _): "colorHex"
        default: sliderName(at: part)
        }
    }

    package var answer: AlertContentValue? { .color(color) }

    package func accessibleNodes(in scene: Scene, focus: FocusTarget?) -> [AccessibleNode] {
        AlertColorPickerAccessibility(picker: self, scene: scene, focus: focus).nodes
    }

    /// The track's node of the slider that is `part`, on the pane shown.
    func sliderName(at part: Int) -> String? {
        switch (part, pane) {
        case (1, .sliders): "colorRed"
        case (2, .sliders): "colorGreen"
        case (3, .sliders): "colorBlue"
        case (5, _): "colorOpacity"
        default: nil
        }
    }

    /// How far along `frame` `x` lies, 0…1 from its start: its right edge in a right-to-left language.
    private func fraction(of x: Double, across frame: Rect, in scene: Scene) -> Double {
        let fromStart = scene.readsRightToLeft ? frame.maxX - x : x - frame.minX
        return min(max(fromStart / max(frame.width, 1), 0), 0.9999)
    }

    /// The arrows from the chosen swatch (from the first when none is), stopping at the grid's edges;
    /// Home and End to the first and last swatch.
    private func movingInGrid(_ key: KeyInput) -> AlertColorPicker? {
        let columns = ColorPalette.columns
        let count = ColorPalette.swatches.count
        let cell = chosenCell
        let moved: Int? =
            switch key {
            case .left: cell.map { $0 % columns > 0 ? $0 - 1 : $0 } ?? 0
            case .right: cell.map { $0 % columns < columns - 1 ? $0 + 1 : $0 } ?? 0
            case .up: cell.map { $0 >= columns ? $0 - columns : $0 } ?? 0
            case .down: cell.map { $0 + columns < count ? $0 + columns : $0 } ?? 0
            case .home: 0
            case .end: count - 1
            default: nil
            }
        return moved.map { choosing(ColorPalette.swatches[$0]) }
    }

    /// The arrows move the marker a 48th of the spectrum across or a 24th down.
    private func movingInSpectrum(_ key: KeyInput) -> AlertColorPicker? {
        let (dx, dy): (Double, Double) =
            switch key {
            case .left: (-1, 0)
            case .right: (1, 0)
            case .up: (0, -1)
            case .down: (0, 1)
            default: (0, 0)
            }
        guard dx != 0 || dy != 0 else { return nil }
        return choosingInSpectrum(x: spectrumPoint.x + dx / 48, y: spectrumPoint.y + dy / 24)
    }

    /// A slider's value after `key`, as the alert's slider steps (Left and Up down, Right and Down
    /// up); nil for a key a slider does not take.
    private func stepping(_ key: KeyInput, value: Int, maximum: Int, page: Int) -> Int? {
        switch key {
        case .left, .up: value - 1
        case .right, .down: value + 1
        case .pageUp: value - page
        case .pageDown: value + page
        case .home: 0
        case .end: maximum
        default: nil
        }
    }
}
