import HUDCore

/// Keeps vector content (the activity indicator's 12 frames, the ring spinner's 60, the status
/// glyphs, the level HUD's speaker and sun) as ready bitmaps: a dozen anti-aliased strokes or the
/// ring's gradient cost more than the whole rest of a HUD, and a spinning HUD shows the same images
/// over and over. Bitmaps are keyed by their sub-pixel offset too, so a stamp is exactly what direct
/// drawing would give. Under a non-uniform transform (a spring's scale) content is drawn directly.
final class VectorStampCache {
    private struct Key: Hashable {
        let content: NodeContent
        let size: Size
        let scale: Double
        let offsetX: Double
        let offsetY: Double
    }

    private var bitmaps: [Key: CairoImage] = [:]
    private let capacity = 96

    /// Draws `content` (an indicator, a ring or a glyph) in `frame`.
    func draw(_ content: NodeContent, in frame: Rect, alpha: Double, on context: DrawingContext) {
        var content = content
        if case .activityIndicator(let size, let color, let phase) = content {
            content = .activityIndicator(size, color: color, phase: ActivityIndicatorPainter.normalized(phase))
        }
        guard let scale = context.uniformDeviceScale, scale > 0 else {
            Self.paint(content, in: frame, alpha: alpha, on: context)
            return
        }
        let origin = context.deviceLocation(of: frame.origin)
        let pixelX = Int(origin.x.rounded(.down))
        let pixelY = Int(origin.y.rounded(.down))
        let key = Key(
            content: content, size: frame.size, scale: scale,
            offsetX: origin.x - Double(pixelX), offsetY: origin.y - Double(pixelY))
        guard let bitmap = bitmaps[key] ?? render(key) else {
            Self.paint(content, in: frame, alpha: alpha, on: context)
            return
        }
        // A margin of `Self.margin` pixels on each side holds round caps and anti-aliasing.
        context.paintPixels(of: bitmap, atDeviceX: pixelX - Self.margin, y: pixelY - Self.margin, alpha: alpha)
    }

    /// Drops every bitmap; the next spinner renders its frames again.
    func trim() {
        bitmaps = [:]
    }

    private static let margin = 2

    private func render(_ key: Key) -> CairoImage? {
        let width = Int((key.size.width * key.scale).rounded(.up)) + 2 * Self.margin + 1
        let height = Int((key.size.height * key.scale).rounded(.up)) + 2 * Self.margin + 1
        guard let bitmap = try? CairoImage(width: width, height: height) else { return nil }
        let context = DrawingContext(surface: bitmap, scale: 1)
        context.translate(Double(Self.margin) + key.offsetX, Double(Self.margin) + key.offsetY)
        context.scale(key.scale)
        Self.paint(key.content, in: Rect(origin: .zero, size: key.size), alpha: 1, on: context)
        if bitmaps.count >= capacity { bitmaps.removeAll(keepingCapacity: true) }
        bitmaps[key] = bitmap
        return bitmap
    }

    private static func paint(_ content: NodeContent, in frame: Rect, alpha: Double, on context: DrawingContext) {
        switch content {
        case .activityIndicator(let size, let color, let phase):
            ActivityIndicatorPainter.draw(size: size, color: color, phase: phase, in: frame, alpha: alpha, on: context)
        case .glyph(let glyph, let color, let lineWidth):
            GlyphPainter.draw(glyph, color: color, lineWidth: lineWidth, in: frame, alpha: alpha, on: context)
        case .levelGlyph(let glyph, let color):
            LevelGlyphPainter.draw(glyph, color: color, in: frame, alpha: alpha, on: context)
        case .ringSpinner(let color, let lineWidth, let phase):
            ProgressPainter.drawRing(
                color: color, lineWidth: lineWidth, phase: phase, in: frame, alpha: alpha, on: context)
        case .none, .text, .progress, .valueBar, .radialGradient, .custom, .image, .arrow, .colorRamp:
            // Drawn directly by SceneRenderer: text has its own cache, a gliding progress value or
            // bar would never use a stamp twice, a mask's gradient covers the whole monitor, an
            // arrow is three points, and a colour ramp is one gradient.
            break
        }
    }
}
