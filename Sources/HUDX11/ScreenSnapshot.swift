import CX11
import HUDRender

extension XConnection {
    /// The screen's current pixels in `area`, as an opaque image: without a compositor, the dim and
    /// the translucent cards are drawn over this snapshot, so they still read as translucent.
    package func snapshot(of area: PixelRect) throws -> ImageSurface {
        let image = try ImageSurface(width: area.width, height: area.height)
        guard let ximage = XGetImage(display, root, Int32(area.x), Int32(area.y), UInt32(area.width),
                                     UInt32(area.height), ~0, ZPixmap) else { return image }
        defer { _ = ximage.pointee.f.destroy_image(ximage) }
        let source = ximage.pointee
        guard source.bits_per_pixel == 32, let data = source.data else { return image }
        var pixels = [UInt32](repeating: 0, count: area.width * area.height)
        let rowWords = Int(source.bytes_per_line) / 4
        let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for row in 0..<area.height {
            for column in 0..<area.width {
                pixels[row * area.width + column] = words[row * rowWords + column] | 0xFF00_0000
            }
        }
        image.setPixels(pixels)
        return image
    }
}
