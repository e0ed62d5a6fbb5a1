import HUDCore

/// Keeps each of the indicator's 12 frames as a ready bitmap: 12 anti-aliased strokes cost more than
/// the whole rest of a loading HUD, and a spinning HUD shows the same 12 images over and over.
/// Bitmaps are keyed by their sub-pixel offset too, so a cached frame is exactly what direct drawing
/// would give. Under a non-uniform transform (a spring's scale) it draws directly.
final class ActivityIndicatorCache {
    private struct Key: Hashable {
        let size: ActivityIndicatorSize
        let color: Color
        let phase: Int
        let scale: Double
        let offsetX: Double
        let offsetY: Double
    }

    private var bitmaps: [Key: ImageSurface] = [:]
    private let capacity = 96

    func draw(size: ActivityIndicatorSize, color: Color, phase: Int, in frame: Rect, alpha: Double, on context: DrawingContext) {
        guard let scale = context.uniformDeviceScale, scale > 0 else {
            ActivityIndicatorPainter.draw(size: size, color: color, phase: phase, in: frame, alpha: alpha, on: context)
            return
        }
        let origin = context.deviceLocation(of: frame.origin)
        let pixelX = Int(origin.x.rounded(.down)), pixelY = Int(origin.y.rounded(.down))
        let key = Key(size: size, color: color, phase: phase % ActivityIndicatorPainter.spokeCount, scale: scale,
                      offsetX: origin.x - Double(pixelX), offsetY: origin.y - Double(pixelY))
        guard let bitmap = bitmaps[key] ?? render(key, frameSize: frame.size) else {
            ActivityIndicatorPainter.draw(size: size, color: color, phase: phase, in: frame, alpha: alpha, on: context)
            return
        }
        // One pixel of margin on each side holds the round caps' anti-aliasing.
        context.paintPixels(of: bitmap, atDeviceX: pixelX - 1, y: pixelY - 1, alpha: alpha)
    }

    private func render(_ key: Key, frameSize: Size) -> ImageSurface? {
        let width = Int((frameSize.width * key.scale).rounded(.up)) + 3
        let height = Int((frameSize.height * key.scale).rounded(.up)) + 3
        guard let bitmap = try? ImageSurface(width: width, height: height) else { return nil }
        let context = DrawingContext(surface: bitmap, scale: 1)
        context.translate(1 + key.offsetX, 1 + key.offsetY)
        context.scale(key.scale)
        ActivityIndicatorPainter.draw(size: key.size, color: key.color, phase: key.phase,
                                      in: Rect(origin: .zero, size: frameSize), alpha: 1, on: context)
        if bitmaps.count >= capacity { bitmaps.removeAll(keepingCapacity: true) }
        bitmaps[key] = bitmap
        return bitmap
    }
}
