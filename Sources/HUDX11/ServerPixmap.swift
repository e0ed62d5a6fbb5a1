import CX11
import HUDCore
import HUDRender

/// A pixmap in the X server's memory, freed in `deinit`: a window's back buffer, the screen beneath
/// an overlay, a card rendered once. Its pixels never live in this process, so what an overlay
/// costs here does not grow with the monitor.
final class ServerPixmap {
    private let connection: XConnection
    let pixmap: Pixmap
    let width: Int
    let height: Int
    let depth: Int32
    /// For uploads and copies; made when first needed (a GC must match its drawable's depth).
    private var gc: GC?

    init(connection: XConnection, width: Int, height: Int, depth: Int32) {
        self.connection = connection
        self.width = width
        self.height = height
        self.depth = depth
        pixmap = XCreatePixmap(
            connection.display, connection.root, UInt32(max(1, width)), UInt32(max(1, height)), UInt32(depth))
    }

    deinit {
        if let gc { XFreeGC(connection.display, gc) }
        XFreePixmap(connection.display, pixmap)
    }

    private var context: GC {
        if let gc { return gc }
        // No GraphicsExpose/NoExpose event after each copy: the window's back buffer is always whole,
        // and each such event would wake the loop once more per frame.
        var values = XGCValues()
        values.graphics_exposures = 0
        let made = XCreateGC(connection.display, pixmap, UInt(GCGraphicsExposures), &values)!
        gc = made
        return made
    }

    /// Sends `region` of `image`, which is this pixmap's size, to the same place, through `shared`
    /// memory when given one large enough; returns the pixel bytes handed over.
    func upload(_ image: CairoImage, region: PixelRect, through shared: SharedPixels?) -> Int {
        let area = region.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !area.isEmpty else { return 0 }
        if let shared, area.width * area.height * 4 <= shared.capacity {
            shared.put(image, region: area, on: self, gc: context)
            return area.width * area.height * 4
        }
        return connection.put(
            image, region: area, on: pixmap, gc: context,
            visual: XDefaultVisual(connection.display, connection.screen), depth: depth)
    }

    /// Copies `area` of this pixmap to the same place on `drawable` (of the same depth).
    func copy(_ area: PixelRect, to drawable: Drawable) {
        guard !area.isEmpty else { return }
        XCopyArea(
            connection.display, pixmap, drawable, context, Int32(area.x), Int32(area.y), UInt32(area.width),
            UInt32(area.height), Int32(area.x), Int32(area.y))
    }
}
