/// A rectangle in whole device pixels: an X window's, a Wayland buffer's damage.
package struct PixelRect: Hashable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels a rectangle in points covers at `scale`, rounded outwards.
    package init(covering rect: Rect, scale: Double) {
        let outer = rect.expandedToPixels(scale: scale)
        x = Int((outer.minX * scale).rounded())
        y = Int((outer.minY * scale).rounded())
        width = Int((outer.maxX * scale).rounded()) - x
        height = Int((outer.maxY * scale).rounded()) - y
    }

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width)
        let y1 = min(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// What of this rectangle lies outside `other`, as up to four rectangles: the rows above and
    /// below it, then the parts beside it.
    package func subtracting(_ other: PixelRect) -> [PixelRect] {
        let overlap = intersection(other)
        guard !overlap.isEmpty else { return isEmpty ? [] : [self] }
        return [
            PixelRect(x: x, y: y, width: width, height: overlap.y - y),
            PixelRect(
                x: x, y: overlap.y + overlap.height, width: width, height: y + height - overlap.y - overlap.height),
            PixelRect(x: x, y: overlap.y, width: overlap.x - x, height: overlap.height),
            PixelRect(
                x: overlap.x + overlap.width, y: overlap.y, width: x + width - overlap.x - overlap.width,
                height: overlap.height),
        ]
        .filter { !$0.isEmpty }
    }

    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x)
        let y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width)
        let y1 = max(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
