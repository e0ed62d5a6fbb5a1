import HUDCore

extension DrawingContext {
    /// Adds a rectangle with its own radius at each corner; radii larger than half a side are
    /// clamped so opposite corners never overlap.
    package func addRoundedRect(_ rect: Rect, radii: CornerRadii) {
        guard !radii.isZero else {
            addRect(rect)
            return
        }
        let limit = min(rect.width, rect.height) / 2
        let tl = min(radii.topLeft, limit)
        let tr = min(radii.topRight, limit)
        let br = min(radii.bottomRight, limit)
        let bl = min(radii.bottomLeft, limit)
        newSubPath()
        addArc(center: Point(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, from: -.pi / 2, to: 0)
        addArc(center: Point(x: rect.maxX - br, y: rect.maxY - br), radius: br, from: 0, to: .pi / 2)
        addArc(center: Point(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, from: .pi / 2, to: .pi)
        addArc(center: Point(x: rect.minX + tl, y: rect.minY + tl), radius: tl, from: .pi, to: 3 * .pi / 2)
        closePath()
    }
}
