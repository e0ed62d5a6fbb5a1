import HUDCore

/// The rectangles a compositor is asked to blur behind a card (`_KDE_NET_WM_BLUR_BEHIND_REGION`):
/// its rounded frame as shown (scaled about its centre), in window pixels, a band of rows per
/// step of the corners' curve and one rectangle for the straight part between.
enum BlurBehindRegion {
    static func rectangles(of node: SceneNode, origin: Point, scale: Double) -> [PixelRect] {
        guard node.alpha > 0, node.scale > 0 else { return [] }
        let shown = node.frame.scaled(by: node.scale, about: node.frame.center).offsetBy(dx: -origin.x, dy: -origin.y)
        let box = PixelRect(covering: shown, scale: scale)
        let radii = node.cornerRadii
        let radius = Int(
            (max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight) * node.scale * scale).rounded())
        let rounded = min(radius, box.height / 2, box.width / 2)
        guard rounded > 0 else { return box.isEmpty ? [] : [box] }
        var rectangles: [PixelRect] = []
        for row in 0..<rounded {
            // How far the curve lies inside the box at the middle of this row from the edge.
            let rise = Double(rounded) - (Double(row) + 0.5)
            let inset = Int((Double(rounded) - (Double(rounded * rounded) - rise * rise).squareRoot()).rounded())
            let width = box.width - 2 * inset
            rectangles.append(PixelRect(x: box.x + inset, y: box.y + row, width: width, height: 1))
            rectangles.append(PixelRect(x: box.x + inset, y: box.y + box.height - 1 - row, width: width, height: 1))
        }
        rectangles.append(PixelRect(x: box.x, y: box.y + rounded, width: box.width, height: box.height - 2 * rounded))
        return rectangles.filter { !$0.isEmpty }
    }
}
