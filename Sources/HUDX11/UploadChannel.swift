import HUDCore
import HUDRender

/// How one surface sends the pixels it renders: through shared-memory segments (MIT-SHM) when the
/// server is local, else inside the X requests. Two segments are used in turn, each as large as the
/// largest upload it has carried: a segment is written again only once the server has read it, and
/// making sure of that is a round trip, so a frame's two uploads (a card's content and a spinner
/// step, say) reach the server without one. The segments go with the surface, so a card's
/// buffers are released when its overlay leaves.
final class UploadChannel {
    private let connection: XConnection
    private var segments: [SharedPixels?] = [nil, nil]
    private var nextSegment = 0
    /// The server could not attach a segment (a remote display): don't try again.
    private var isUnavailable = false

    init(connection: XConnection) {
        self.connection = connection
    }

    /// Sends `region` of `image` to the same place on `pixmap`; returns the pixel bytes handed over.
    func upload(_ image: CairoImage, region: PixelRect, to pixmap: ServerPixmap) -> Int {
        let needed = region.width * region.height * 4
        let index = nextSegment
        nextSegment = (nextSegment + 1) % segments.count
        if !isUnavailable, needed > segments[index]?.capacity ?? 0 {
            segments[index] = nil
            segments[index] = SharedPixels(connection: connection, capacity: max(needed, Self.smallestSegment))
            isUnavailable = segments[index] == nil
        }
        return pixmap.upload(image, region: region, through: isUnavailable ? nil : segments[index])
    }

    /// A spinner step or a progress bar's change fits without growing it.
    private static let smallestSegment = 64 * 1024
}
