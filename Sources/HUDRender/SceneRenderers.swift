import HUDCore

/// The renderers of one display: one per font choice (nil: the pinned fonts alone), made when first
/// asked for, each with its own shaped-text cache, and all sharing the callers' custom painters.
package final class SceneRenderers {
    private var renderers: [String?: SceneRenderer]
    private var customPainters: [CustomContentID: (DrawingContext, Rect) -> Void] = [:]
    private var lastCustomID = 0

    /// Throws `HUDError.fontMissing` when a pinned font is not installed.
    package init() throws(HUDError) {
        renderers = [nil: SceneRenderer(fonts: try FontLibrary())]
    }

    /// The renderer that sets text in `fontFile`'s family first; throws `HUDError.unreadableFont`
    /// when that file is not a font.
    package func renderer(for fontFile: String?) throws(HUDError) -> SceneRenderer {
        if let renderer = renderers[fontFile] { return renderer }
        let renderer = SceneRenderer(fonts: try FontLibrary(preferredFontFile: fontFile))
        renderer.customPainters = customPainters
        renderers[fontFile] = renderer
        return renderer
    }

    /// Trims every renderer's caches (nothing is on screen).
    package func trimCaches() {
        for renderer in renderers.values { renderer.trimCaches() }
    }

    /// Makes `draw` the painter of `.custom` content with the returned ID, in every renderer.
    package func register(customContent draw: @escaping (DrawingContext, Rect) -> Void) -> CustomContentID {
        lastCustomID += 1
        let id = CustomContentID(rawValue: lastCustomID)
        customPainters[id] = draw
        for renderer in renderers.values { renderer.customPainters[id] = draw }
        return id
    }

    /// Forgets a painter no overlay shows any more.
    package func unregister(customContent id: CustomContentID) {
        customPainters[id] = nil
        for renderer in renderers.values { renderer.customPainters[id] = nil }
    }

    /// How many custom painters are registered.
    package var customPainterCount: Int { customPainters.count }
}
