import HUDRender

/// A grid of captioned cells, each the centre of one variant's monitor at scale 1 (every overlay
/// is centred, so the crop shows it whole with some dim around): the README's picture and the
/// demo's overview.
public struct ContactSheet {
    public var columns = 4
    public var cell = Size(width: 360, height: 260)
    public var gap = 12.0
    public var captionHeight = 22.0
    public var background = Color(hex: 0x1C1C1E)

    public init() {}

    public func render(_ entries: [GalleryEntry], with snapshots: SnapshotRenderer) throws -> Image {
        let cells = try entries.map { entry in
            var options = entry.options
            options.scale = 1
            return (caption: entry.name, image: try snapshots.image(of: entry.overlay, options: options))
        }
        return try render(cells, with: snapshots)
    }

    /// Any images (frames of a motion, say), each centred in its cell above its caption.
    public func render(_ cells: [(caption: String, image: Image)], with snapshots: SnapshotRenderer) throws -> Image {
        let cellHeight = cell.height + captionHeight
        let rows = (cells.count + columns - 1) / columns
        let size = Size(width: gap + Double(columns) * (cell.width + gap), height: gap + Double(rows) * (cellHeight + gap))
        let sheet = try Image(width: Int(size.width), height: Int(size.height))
        let context = DrawingContext(surface: sheet, scale: 1)
        context.replaceAll(with: background)

        var captions: [SceneNode] = []
        for (index, (caption, thumbnail)) in cells.enumerated() {
            let x = gap + Double(index % columns) * (cell.width + gap)
            let y = gap + Double(index / columns) * (cellHeight + gap)
            context.isolated {
                context.newPath()
                context.addRect(Rect(x: x, y: y, width: cell.width, height: cell.height))
                context.clip()
                context.paintPixels(of: thumbnail, atDeviceX: Int(x + (cell.width - Double(thumbnail.width)) / 2),
                                    y: Int(y + (cell.height - Double(thumbnail.height)) / 2), alpha: 1)
            }
            let block = TextBlock(text: caption, style: TextStyle(size: 13, color: Color(white: 0.85)),
                                    wrapWidth: cell.width, maxHeight: 0)
            captions.append(SceneNode(frame: Rect(x: x, y: y + cell.height, width: cell.width, height: captionHeight),
                                      content: .text(block)))
        }
        snapshots.renderer.draw(Scene(size: size, nodes: captions, blocksInput: false), on: context)
        return sheet
    }
}
