import HUDKit

/// How a sample of banners or of the Notification Center is drawn from its playback: one image at
/// the settled time, or a strip of the frames at `times`, captioned in milliseconds and each cropped
/// around `focus`, up to four a row.
enum PlaybackImage {
    static func render(
        times: [Double], settledTime: Double, snapshot: SnapshotOptions, renderer: SnapshotRenderer,
        cell: Size, focus: Point, scene: (Double) throws -> Scene?
    ) throws -> Image {
        let empty = Scene(size: snapshot.size, nodes: [], blocksInput: false)
        guard !times.isEmpty else {
            return try renderer.image(of: try scene(settledTime) ?? empty, options: snapshot)
        }
        let cells = try times.sorted().map { time in
            (
                caption: "t = \(Int((time * 1000).rounded())) ms",
                image: try renderer.image(of: try scene(time) ?? empty, options: snapshot),
                focus: Point?(focus)
            )
        }
        var sheet = ContactSheet()
        sheet.cell = cell
        sheet.columns = min(cells.count, 4)
        return try sheet.render(cells, with: renderer)
    }
}
