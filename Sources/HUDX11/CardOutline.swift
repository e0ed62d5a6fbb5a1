import HUDCore

/// The pixels a card's rounded frame touches as shown (scaled about its centre), in window pixels: a
/// band of rows per step of the corners' curve and one rectangle for the straight part between. A
/// window cut to it keeps the card's antialiased edge whole wherever the card is, whole pixel or not
/// (a banner mid-slide), and a compositor asked to blur there (`_KDE_NET_WM_BLUR_BEHIND_REGION`)
/// blurs under the card and nowhere else.
package enum CardOutline {
    package static func rectangles(of node: SceneNode, origin: Point, scale: Double) -> [PixelRect] {
        var rectangles: [PixelRect] = []
        append(node, origin: origin, scale: scale, within: nil, to: &rectangles)
        return rectangles
    }

    /// Appends the outline of `node`, cut to `bounds` when given, to `rectangles`: a banner stack's
    /// outline is made at every frame of a slide, so into one array.
    static func append(
        _ node: SceneNode, origin: Point, scale: Double, within bounds: PixelRect?, to rectangles: inout [PixelRect]
    ) {
        guard node.alpha > 0, node.scale > 0 else { return }
        let shown = node.frame.scaled(by: node.scale, about: node.frame.center).offsetBy(dx: -origin.x, dy: -origin.y)
        let box = PixelRect(covering: shown, scale: scale)
        let radii = node.cornerRadii
        // Rounded down, and the curve drawn from the box's corner (which lies outside the frame's):
        // the outline then holds every pixel the card touches.
        let radius = Int(
            (max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight) * node.scale * scale)
                .rounded(.down))
        let rounded = max(0, min(radius, box.height / 2, box.width / 2))
        func add(_ rectangle: PixelRect) {
            let kept = bounds.map { rectangle.intersection($0) } ?? rectangle
            if !kept.isEmpty { rectangles.append(kept) }
        }
        rectangles.reserveCapacity(rectangles.count + 2 * rounded + 1)
        for row in 0..<rounded {
            // How far the curve lies inside the box at this row's edge nearer the middle, where the
            // row is widest.
            let rise = Double(rounded - row - 1)
            let inset = Int(
                (Double(rounded) - (Double(rounded * rounded) - rise * rise).squareRoot()).rounded(.down))
            let width = box.width - 2 * inset
            add(PixelRect(x: box.x + inset, y: box.y + row, width: width, height: 1))
            add(PixelRect(x: box.x + inset, y: box.y + box.height - 1 - row, width: width, height: 1))
        }
        add(PixelRect(x: box.x, y: box.y + rounded, width: box.width, height: box.height - 2 * rounded))
    }
}
