import HUDKit

/// One named stack of banners or Notification Center drawn as a golden image, settled or as a
/// motion strip: the frames at `times`, captioned in milliseconds and each cropped to its cell
/// around the point where the motion is seen, up to four a row.
package struct PlaybackSample<Surface: PlayedSurface & ReplyFieldHolder>: Sendable {
    package let name: String
    let snapshot: SnapshotOptions
    /// A motion strip's instants; empty for one settled image.
    let times: [Double]
    /// A strip's cells, and the point of the canvas, in pixels, each frame is cropped around.
    let cell: Size
    let focus: Point
    /// With a reply, that notification's reply field is open holding its text (empty: the
    /// placeholder).
    let reply: (id: UInt32, text: String)?
    /// The playback of the surface on `snapshot`'s canvas, measured with the renderer's fonts.
    let makePlayback: @Sendable (SnapshotRenderer) throws -> SurfacePlayback<Surface>

    /// The settled surface, or the strip of its motion.
    package func render(with renderer: SnapshotRenderer) throws -> Image {
        let playback = try makePlayback(renderer)
        if let reply {
            playback.surface.openReplyField(id: reply.id)
            playback.surface.handle(InteractionEvent.paste(reply.text))
        }
        let empty = Scene(size: snapshot.size, nodes: [], blocksInput: false)
        guard !times.isEmpty else {
            return try renderer.image(
                of: try playback.scene(at: SurfacePlayback<Surface>.settledTime) ?? empty, options: snapshot)
        }
        let cells = try times.sorted().map { time in
            (
                caption: "t = \(Int((time * 1000).rounded())) ms",
                image: try renderer.image(of: try playback.scene(at: time) ?? empty, options: snapshot),
                focus: Point?(focus)
            )
        }
        var sheet = ContactSheet()
        sheet.cell = cell
        sheet.columns = min(cells.count, 4)
        return try sheet.render(cells, with: renderer)
    }
}
