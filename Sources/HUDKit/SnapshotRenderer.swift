import HUDRender

/// Renders overlays without a display: the same layout and drawing code as the live windows,
/// onto an image, for `hud render`, golden tests and benchmarks. Not thread-safe: use one per thread.
public final class SnapshotRenderer {
    package let renderer: SceneRenderer

    /// Throws `HUDError.fontMissing` when a pinned font is not installed.
    /// With `fontFile`, text is set in that font's family first (see `DisplayOptions.fontFile`);
    /// throws `HUDError.unreadableFont` when it is not a font.
    public init(fontFile: String? = nil) throws(HUDError) {
        renderer = SceneRenderer(fonts: try FontLibrary(preferredFontFile: fontFile))
        renderer.paintsMaterial = true
    }

    /// The settled scene `overlay` lays out to on the canvas `options` describe.
    package func scene(for overlay: Overlay, options: SnapshotOptions) throws(HUDError) -> Scene {
        let context = try LayoutContext(
            canvas: options.size, scale: options.scale, appearance: options.appearance,
            measurer: renderer.textCache, material: Material(options.blur, blurs: options.canBlur),
            words: options.words ?? .english)
        let field = options.focusedField.flatMap { index in
            if case .alert(let model) = overlay, model.fieldTexts.indices.contains(index) {
                (index, model.fieldTexts[index].count)
            } else {
                nil
            }
        }
        let selection = field.flatMap { _, length in
            options.fieldSelection.map { range in
                let clamped = range.clamped(to: 0..<length)
                return FieldSelection(caret: clamped.upperBound, anchor: clamped.lowerBound)
            }
        }
        let scene = OverlayLayout.scene(for: overlay, in: context, focusedField: field?.0, selection: selection)
        // Pressed the way a pointer presses it on screen and focused the way Tab focuses it, so the
        // snapshot is what the X11 host draws.
        let interaction = OverlayInteraction(overlay: overlay, appearance: options.appearance)
        let pressed = options.pressedButton.flatMap { scene.node(named: "button\($0)") }
        // Tab goes round every button of an overlay that takes the keyboard, so it reaches this one.
        let focused = options.focusedButton.flatMap {
            interaction.takesKeyboard && scene.node(named: "button\($0)") != nil ? $0 : nil
        }
        guard pressed != nil || focused != nil || options.focusesContent else { return scene }
        if let pressed { _ = interaction.handle(.pointer(.pressed(pressed.frame.center)), in: scene) }
        if let focused {
            repeat { _ = interaction.handle(.key(.tab), in: scene) } while interaction.focusedButton != focused
        }
        return interaction.decorated(scene)
    }

    /// The scene over the backdrop, as `hud render` writes it.
    package func image(of scene: Scene, options: SnapshotOptions) throws -> Image {
        let (width, height) = options.pixelSize
        let image = try Image(width: width, height: height)
        let context = DrawingContext(surface: image, scale: options.scale)
        options.backdrop.paint(size: options.size, on: context)
        renderer.draw(scene, on: context)
        return image
    }

    /// Lays `overlay` out and draws it over the backdrop.
    public func image(of overlay: Overlay, options: SnapshotOptions) throws -> Image {
        try image(of: scene(for: overlay, options: options), options: options)
    }

    /// One repaint of `scene` into `target`, replacing its contents, limited to `region` when given:
    /// what a window's frame costs.
    package func redraw(_ scene: Scene, into target: Image, scale: Double, region: Rect? = nil) {
        renderer.draw(scene, on: DrawingContext(surface: target, scale: scale), replacingContents: true, region: region)
    }
}
