import CX11
import HUDCore
import HUDRender

extension XConnection {
    /// The screen's current pixels in `area`, read back into this process as an opaque image: what
    /// a test or the demo's probe looks at (overlays copy the screen inside the server instead).
    package func snapshot(of area: PixelRect) throws -> CairoImage {
        let image = try CairoImage(width: area.width, height: area.height)
        copyPixels(of: root, from: area, into: image)
        return image
    }

    /// Copies `area` (in `drawable`'s pixels) of a window or pixmap into the top-left of `image`, opaque;
    /// leaves `image` as it was when the server cannot read the drawable (32-bit pixels only).
    func copyPixels(of drawable: Drawable, from area: PixelRect, into image: CairoImage) {
        guard
            let ximage = XGetImage(
                display, drawable, Int32(area.x), Int32(area.y), UInt32(area.width),
                UInt32(area.height), ~0, ZPixmap)
        else { return }
        defer { _ = ximage.pointee.f.destroy_image(ximage) }
        let source = ximage.pointee
        guard source.bits_per_pixel == 32, let data = source.data else { return }
        let rowWords = Int(source.bytes_per_line) / 4
        let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        let width = min(area.width, image.width)
        let height = min(area.height, image.height)
        image.withPixelData { pixels, stride in
            let target = pixels.assumingMemoryBound(to: UInt32.self)
            for row in 0..<height {
                for column in 0..<width {
                    target[row * stride / 4 + column] = words[row * rowWords + column] | 0xFF00_0000
                }
            }
        }
    }
}
