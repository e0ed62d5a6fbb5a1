import HUDKit
import HUDRender

/// A grid of captioned cells, each a crop of one variant's monitor at scale 1 around its card (with
/// some dim around it): the README's picture and the demo's overview.
public struct ContactSheet {
    /// Cells per row.
    public var columns = 4
    /// Each cell's size in points, caption included.
    public var cell = Size(width: 360, height: 260)
    /// Between cells and around the sheet, in points.
    public var gap = 12.0
    /// The strip under each cell holding the entry's name.
    public var captionHeight = 22.0
    /// Behind the cells: a dark grey (#1C1C1E).
    public var background = Color(hex: 0x1C1C1E)
    /// How much each image is shrunk before it is cropped into its cell: 1 for crops of rendered
    /// variants, less for whole-screen screenshots.
    public var thumbnailScale = 1.0

    /// A sheet with the standard grid.
    public init() {}

    /// Draws each entry with `snapshots` and lays the crops out in a grid, in order.
    public func render(_ entries: [GalleryEntry], with snapshots: SnapshotRenderer) throws -> Image {
        let cells = try entries.map { entry in
            var options = entry.options
            options.scale = 1
            let scene = try snapshots.scene(for: entry.overlay, options: options)
            return (
                caption: entry.name, image: try snapshots.image(of: scene, options: options),
                focus: scene.foregroundBounds?.center
            )
        }
        return try render(cells, with: snapshots)
    }

    /// Any images (frames of a motion, or screenshots) above their captions, each shrunk by
    /// `thumbnailScale` and cropped around its `focus` (in the image's pixels; nil: its centre) but
    /// never past its edges.
    public func render(_ cells: [(caption: String, image: Image, focus: Point?)], with snapshots: SnapshotRenderer)
        throws -> Image
    {
        let cellHeight = cell.height + captionHeight
        let rows = (cells.count + columns - 1) / columns
        let size = Size(
            width: gap + Double(columns) * (cell.width + gap), height: gap + Double(rows) * (cellHeight + gap))
        let sheet = try Image(width: Int(size.width), height: Int(size.height))
        let context = DrawingContext(surface: sheet, scale: 1)
        context.replaceAll(with: background)

        var captions: [SceneNode] = []
        for (index, (caption, thumbnail, focus)) in cells.enumerated() {
            let x = gap + Double(index % columns) * (cell.width + gap)
            let y = gap + Double(index / columns) * (cellHeight + gap)
            context.isolated {
                context.newPath()
                context.addRect(Rect(x: x, y: y, width: cell.width, height: cell.height))
                context.clip()
                let width = Double(thumbnail.width) * thumbnailScale
                let height = Double(thumbnail.height) * thumbnailScale
                let center =
                    focus.map { Point(x: $0.x * thumbnailScale, y: $0.y * thumbnailScale) }
                    ?? Point(x: width / 2, y: height / 2)
                // The crop's top-left in the image, kept inside it when the image is larger than a cell.
                func origin(_ focus: Double, _ extent: Double, _ size: Double) -> Double {
                    extent <= size ? (extent - size) / 2 : min(max(0, focus - size / 2), extent - size)
                }
                context.paintPixels(
                    of: thumbnail, atDeviceX: Int(x - origin(center.x, width, cell.width)),
                    y: Int(y - origin(center.y, height, cell.height)), alpha: 1, scale: thumbnailScale)
            }
            let block = TextBlock(
                text: caption, style: TextStyle(size: 13, color: Color(white: 0.85)),
                wrapWidth: cell.width, maxHeight: 0)
            captions.append(
                SceneNode(
                    frame: Rect(x: x, y: y + cell.height, width: cell.width, height: captionHeight),
                    content: .text(block)))
        }
        snapshots.renderer.draw(Scene(size: size, nodes: captions, blocksInput: false), on: context)
        return sheet
    }
}
