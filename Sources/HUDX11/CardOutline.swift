import HUDCore
import HUDSurfaces

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
        // the outline then holds every pixel the card touches. The top and the bottom edge each
        // take their rounder corner (the card peeking beneath a banner stack is rounded below only,
        // its curve as tall as it is), sharing the height when both are rounded.
        func rounded(_ left: Double, _ right: Double) -> Int {
            max(0, min(Int((max(left, right) * node.scale * scale).rounded(.down)), box.width / 2))
        }
        let (topRadius, bottomRadius) = (
            rounded(radii.topLeft, radii.topRight), rounded(radii.bottomLeft, radii.bottomRight)
        )
        let share = topRadius > 0 && bottomRadius > 0 ? box.height / 2 : box.height
        let top = min(topRadius, share)
        let bottom = min(bottomRadius, share)
        func add(_ rectangle: PixelRect) {
            let kept = bounds.map { rectangle.intersection($0) } ?? rectangle
            if !kept.isEmpty { rectangles.append(kept) }
        }
        /// How far the curve of `rounded` lies inside the box at the row `row` from its edge, at the
        /// row's edge nearer the middle, where the row is widest.
        func inset(_ row: Int, _ rounded: Int) -> Int {
            let rise = Double(rounded - row - 1)
            return Int((Double(rounded) - (Double(rounded * rounded) - rise * rise).squareRoot()).rounded(.down))
        }
        rectangles.reserveCapacity(rectangles.count + top + bottom + 1)
        for row in 0..<top {
            let inset = inset(row, top)
            add(PixelRect(x: box.x + inset, y: box.y + row, width: box.width - 2 * inset, height: 1))
        }
        for row in 0..<bottom {
            let inset = inset(row, bottom)
            add(PixelRect(x: box.x + inset, y: box.y + box.height - 1 - row, width: box.width - 2 * inset, height: 1))
        }
        add(PixelRect(x: box.x, y: box.y + top, width: box.width, height: box.height - top - bottom))
    }
}
