import HUDCore
import HUDRender

/// One colour over a rectangle of an output: a layer surface whose buffer of a few pixels the
/// compositor stretches (`wp_viewporter`), so that an alert's dim costs the same on any output. It
/// takes the clicks that land on it (taps outside the card), never the keyboard.
final class DimSurface {
    let layer: LayerSurface
    /// The colour committed last.
    private var shown: Color?

    init(globals: WaylandGlobals, output: WaylandOutput, frame: Rect, namespace: String) throws(WaylandError) {
        layer = try LayerSurface(
            globals: globals, output: output, frame: frame, scale: 1, takesKeyboard: false, namespace: namespace,
            stretched: true)
    }

    /// Shows `color`, unless it shows it already or the compositor is not ready for it yet (it says
    /// so through the layer's `onReadyForFrame`).
    func show(_ color: Color) {
        guard color != shown, layer.canDrawAhead, let buffer = try? layer.nextBuffer() else { return }
        DrawingContext(surface: buffer.image, scale: 1).replaceAll(with: color)
        buffer.image.flush()
        layer.present(buffer, damage: nil)
        shown = color
    }

    /// The rectangles of `output` around `room`, where the dim shows alone.
    static func frames(around room: Rect, in output: Size) -> [Rect] {
        [
            Rect(x: 0, y: 0, width: output.width, height: room.minY),
            Rect(x: 0, y: room.maxY, width: output.width, height: output.height - room.maxY),
            Rect(x: 0, y: room.minY, width: room.minX, height: room.height),
            Rect(x: room.maxX, y: room.minY, width: output.width - room.maxX, height: room.height),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}
