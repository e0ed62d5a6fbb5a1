import HUDRender

/// How one surface sends the pixels it renders: through a shared-memory segment (MIT-SHM) as large
/// as its largest upload so far, when the server is local, else inside the X requests. The segment
/// goes with the surface, so a card's buffer is released when its overlay leaves.
final class UploadChannel {
    private let connection: XConnection
    private var shared: SharedPixels?
    /// The server could not attach a segment (a remote display): don't try again.
    private var isUnavailable = false

    init(connection: XConnection) {
        self.connection = connection
    }

    /// Sends `region` of `image` to the same place on `pixmap`; returns the pixel bytes handed over.
    func upload(_ image: ImageSurface, region: PixelRect, to pixmap: ServerPixmap) -> Int {
        let needed = region.width * region.height * 4
        if !isUnavailable, needed > shared?.capacity ?? 0 {
            shared = nil
            shared = SharedPixels(connection: connection, capacity: max(needed, Self.smallestSegment))
            isUnavailable = shared == nil
        }
        return pixmap.upload(image, region: region, through: shared)
    }

    /// A spinner step or a progress bar's change fits without growing it.
    private static let smallestSegment = 64 * 1024
}
