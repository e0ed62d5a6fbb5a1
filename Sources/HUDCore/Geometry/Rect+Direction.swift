extension Rect {
    /// Whether this frame is read before `other`: a higher row first, then along the row in the
    /// language's direction (from the right edge in a right-to-left one).
    package func readsBefore(_ other: Rect, rightToLeft: Bool) -> Bool {
        guard minY == other.minY else { return minY < other.minY }
        return rightToLeft ? maxX > other.maxX : minX < other.minX
    }
}

extension Rect {
    /// The frame on the other side of the vertical line at `axis`, as a right-to-left language's
    /// layout places it.
    package func mirrored(about axis: Double) -> Rect {
        Rect(x: 2 * axis - maxX, y: minY, width: width, height: height)
    }
}
