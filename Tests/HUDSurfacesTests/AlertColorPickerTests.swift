import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// The colour picker's model, keys, presses and accessible tree, laid out with a fixed measurer.
@Suite("Alert colour picker")
struct AlertColorPickerTests {
    static let blue = Color(hex: 0x3366CC)

    /// An interaction on an alert with `picker`, and a function laying out its current state.
    static func interaction(_ picker: AlertColorPicker, words: Words? = nil) throws -> (
        OverlayInteraction, () throws -> Scene
    ) {
        let overlay = try AlertPickerTests.alert(.colorPicker(picker))
        let interaction = OverlayInteraction(overlay: overlay)
        let layout = {
            let context = try words.map(RightToLeftSurfacesTests.context) ?? HUDSurfacesTests.context()
            return OverlayLayout.scene(for: interaction.overlayForLayout(), in: context)
        }
        return (interaction, layout)
    }

    static func answer(_ picker: AlertColorPicker, pressing keys: [KeyInput]) throws -> Color? {
        let response = try AlertPickerTests.answer(.colorPicker(picker), pressing: keys)
        guard case .color(let color)? = response?.content else { return nil }
        return color
    }

    @Test func hueSaturationAndBrightnessGoBothWays() {
        for hex: UInt32 in [0x3366CC, 0xFF0000, 0x00FF00, 0x0000FF, 0x808080, 0xE5302F, 0x000000, 0xFFFFFF] {
            let color = Color(hex: hex)
            let (h, s, b) = color.hsb
            #expect(Color(hue: h, saturation: s, brightness: b).hexDigits == color.hexDigits, "\(hex)")
        }
        #expect(Color(hex: 0x3366CC).hexDigits == "3366CC")
        #expect(Color(hue: 1, saturation: 1, brightness: 1).hexDigits == "FF0000", "a whole turn is red again")
    }

    /// A colour on the spectrum is found where it is drawn, and the spectrum's middle row is the
    /// pure hues, white above, black below.
    @Test func theSpectrumFindsWhatItDraws() {
        for (x, y) in [(0.0, 0.5), (0.25, 0.2), (0.6, 0.75), (0.9, 0.45)] {
            let (foundX, foundY) = ColorSpectrum.position(of: ColorSpectrum.color(x: x, y: y))
            #expect(abs(foundX - x) < 1e-9 && abs(foundY - y) < 1e-9, "\(x), \(y)")
        }
        #expect(ColorSpectrum.color(x: 0.4, y: 0) == .white)
        #expect(ColorSpectrum.color(x: 0.4, y: 1).hexDigits == "000000")
        #expect(ColorSpectrum.color(x: 0, y: 0.5).hexDigits == "FF0000")
    }

    @Test func thePaletteHasGreysThenTwelveHuesDarkToPale() {
        #expect(ColorPalette.swatches.count == 120)
        #expect(ColorPalette.swatches[0] == .white)
        #expect(ColorPalette.swatches[11].hexDigits == "000000")
        #expect(Set(ColorPalette.swatches.map(\.hexDigits)).count == 120, "every swatch its own colour")
        let words = Words(language: "en", translations: [:])
        #expect(ColorPalette.name(ofCell: 0, in: words) == "White")
        #expect(ColorPalette.name(ofCell: 5, in: words) == "Gray 6")
        #expect(ColorPalette.name(ofCell: 4 * 12 + 6, in: words) == "Red 4")
        let redColumn = (1..<10).map { ColorPalette.swatches[$0 * 12 + 6].hsb }
        #expect(redColumn.map(\.brightness) == redColumn.map(\.brightness).sorted(), "shades brighten downwards")
        #expect(ColorPalette.cell(of: ColorPalette.swatches[37]) == 37)
    }

    @Test(arguments: [
        // Return answers with the colour as it was given.
        (AlertColorPicker.Pane.spectrum, [KeyInput.returnKey], "3366CC", 100),
        // The segmented control: Left to the grid; Tab, Home, Right: the second swatch, light grey.
        (.spectrum, [.left, .tab, .home, .right, .returnKey], ColorPalette.swatches[1].hexDigits, 100),
        // From the grid's first swatch, Down to the first hue's darkest.
        (.grid, [.tab, .home, .down, .returnKey], ColorPalette.swatches[12].hexDigits, 100),
        (.grid, [.tab, .end, .returnKey], ColorPalette.swatches[119].hexDigits, 100),
        // The sliders: Tab to red, End; Tab to green, Home; Tab to blue, a page down.
        (.sliders, [.tab, .end, .tab, .home, .tab, .pageDown, .returnKey], "FF00DC", 100),
        // The hex field takes digits; six choose the colour.
        (.sliders, [.tab, .tab, .tab, .tab, .text("#e5"), .text("302f"), .returnKey], "E5302F", 100),
        // Backspace shortens the digits; a colour needs six.
        (.sliders, [.tab, .tab, .tab, .tab, .text("12345"), .backspace, .returnKey], "3366CC", 100),
        // The opacity: Tab past the pane; Left a step, a page.
        (.spectrum, [.tab, .tab, .left, .pageUp, .returnKey], "3366CC", 89),
        (.grid, [.tab, .tab, .home, .returnKey], "3366CC", 0),
    ])
    func keysChooseInEveryPart(pane: AlertColorPicker.Pane, keys: [KeyInput], hex: String, opacity: Int) throws {
        let color = try #require(try Self.answer(AlertColorPicker(color: Self.blue, pane: pane), pressing: keys))
        #expect(color.hexDigits == hex)
        #expect(Int((color.alpha * 100).rounded()) == opacity)
    }

    @Test func tabStopsAtTheSlidersAndHexFieldOnlyOnTheirPane() {
        #expect(AlertColorPicker(pane: .grid).focusStops == [0, 1, 5])
        #expect(AlertColorPicker(pane: .spectrum).focusStops == [0, 1, 5])
        #expect(AlertColorPicker(pane: .sliders).focusStops == [0, 1, 2, 3, 4, 5])
        #expect(AlertColorPicker().typingHex("g") == nil, "not a hex digit: the key is the dialog's")
    }

    /// A press on a swatch chooses it, mirrored in a right-to-left language: the first column is at
    /// the right.
    @Test(arguments: [false, true])
    func aPressOnASwatchChoosesIt(rightToLeft: Bool) throws {
        let words = Words(language: rightToLeft ? "ar" : "en", translations: [:])
        let (interaction, layout) = try Self.interaction(AlertColorPicker(color: Self.blue, pane: .grid), words: words)
        let scene = try layout()
        let grid = try #require(scene.node(named: "colorGrid")?.frame)
        let firstColumnX = rightToLeft ? grid.maxX - 5 : grid.minX + 5
        let point = Point(x: firstColumnX, y: grid.minY + 24 * 3 + 5)
        _ = interaction.handle(.pointer(.pressed(point)), in: scene)
        _ = interaction.handle(.pointer(.released(point)), in: scene)
        #expect(interaction.focus == .content(1))
        #expect(interaction.content?.as(AlertColorPicker.self)?.color == ColorPalette.swatches[36])
    }

    /// A slider's knob follows the pointer from the press until the release, even off its track.
    @Test func aDragOnTheOpacityFollowsThePointer() throws {
        let (interaction, layout) = try Self.interaction(AlertColorPicker(color: Self.blue, pane: .spectrum))
        let scene = try layout()
        let track = try #require(scene.node(named: "colorOpacity")?.frame)
        _ = interaction.handle(.pointer(.pressed(Point(x: track.maxX - 2, y: track.midY))), in: scene)
        _ = interaction.handle(.pointer(.moved(Point(x: track.midX, y: track.maxY + 40))), in: scene)
        #expect(interaction.content?.as(AlertColorPicker.self)?.opacityPercent == 50)
        _ = interaction.handle(.pointer(.released(Point(x: track.minX - 30, y: track.midY))), in: scene)
        #expect(interaction.focus == .content(5))
        let decorated = interaction.decorated(try layout())
        #expect(decorated.node(named: FocusRing.name) != nil, "the opacity slider ringed")
    }

    /// The grid's swatches are toggle buttons named by their colour, the chosen one checked; the
    /// sliders are sliders with their values; the segments toggle buttons.
    @Test func aScreenReaderMeetsSwatchesAndSliders() throws {
        let swatch = ColorPalette.swatches[4 * 12 + 1]
        let overlay = try AlertPickerTests.alert(.colorPicker(AlertColorPicker(color: swatch, pane: .grid)))
        let interaction = OverlayInteraction(overlay: overlay)
        let scene = OverlayLayout.scene(for: overlay, in: context())
        let tree = OverlayAccessibility.tree(of: overlay, in: scene, focus: interaction.focus)
        let nodes = tree.allPaths.compactMap { tree.descendant(at: $0) }
        let buttons = nodes.filter { $0.role == .toggleButton }
        #expect(buttons.count == 3 + 120)
        let chosen = buttons.filter { $0.states.contains(.checked) }.map(\.name)
        #expect(chosen == ["Grid", "Blue 4"])
        #expect(buttons.first { $0.name == "Blue 4" }?.description == "#" + swatch.hexDigits)
        let opacity = try #require(nodes.first { $0.role == .slider })
        #expect(opacity.name == "Opacity")
        #expect(opacity.value?.text == "100%")
        #expect(buttons[0].states.contains(.focused), "the segmented control has the keys as it opens")
    }
}
