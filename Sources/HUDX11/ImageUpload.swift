import CX11
import HUDCore
import HUDRender

extension XConnection {
    /// Copies `region` (pixels) of `image` to the same place on `drawable`, which has `visual` and
    /// `depth` and is at least the image's size. Returns the number of pixel bytes sent.
    package func put(
        _ image: CairoImage, region: PixelRect, on drawable: Drawable, gc: GC,
        visual: UnsafeMutablePointer<Visual>, depth: Int32
    ) -> Int {
        let area = region.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !area.isEmpty else { return 0 }
        return image.withPixelData { data, stride in
            guard
                let ximage = XCreateImage(
                    display, visual, UInt32(depth), ZPixmap, 0,
                    data.assumingMemoryBound(to: CChar.self), UInt32(image.width),
                    UInt32(image.height), 32, Int32(stride))
            else { return 0 }
            // Cairo's pixels are in the machine's byte order; Xlib converts if the server differs.
            ximage.pointee.byte_order = LSBFirst
            XPutImage(
                display, drawable, gc, ximage, Int32(area.x), Int32(area.y), Int32(area.x), Int32(area.y),
                UInt32(area.width), UInt32(area.height))
            // The pixels belong to the image surface: detach them before Xlib frees the XImage.
            ximage.pointee.data = nil
            _ = ximage.pointee.f.destroy_image(ximage)
            return area.width * area.height * 4
        }
    }
}
