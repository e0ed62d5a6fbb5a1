import HUDCore

/// Decides whether a rounded node must clip its children (UIKit's `masksToBounds`).
///
/// Clipping to a curved path makes Cairo composite every later operation through a mask, which
/// doubles the cost of a card. It is only needed when a child paints outside the parent or into
/// one of its rounded corners without rounding that corner the same way itself, as the seed's
/// corner-masked buttons do.
struct ChildClipping {
    let textBounds: (TextBlock, Rect) -> Rect

    func isNeeded(for parent: SceneNode) -> Bool {
        guard !parent.cornerRadii.isZero else { return false }
        let corners = cornerSquares(of: parent)
        return parent.children.contains { child in
            guard let painted = paintedBounds(of: child) else { return false }
            if !parent.frame.contains(painted) { return true }
            return corners.contains { corner in
                painted.intersects(corner.square) && !rounds(child, like: corner, parent: parent.frame)
            }
        }
    }

    private struct Corner {
        let square: Rect
        let radius: Double
        let radiusOf: (CornerRadii) -> Double
        let isAt: (Rect, Rect) -> Bool
    }

    private func cornerSquares(of node: SceneNode) -> [Corner] {
        let f = node.frame
        let r = node.cornerRadii
        return [
            Corner(
                square: Rect(x: f.minX, y: f.minY, width: r.topLeft, height: r.topLeft), radius: r.topLeft,
                radiusOf: \.topLeft, isAt: { $0.minX == $1.minX && $0.minY == $1.minY }),
            Corner(
                square: Rect(x: f.maxX - r.topRight, y: f.minY, width: r.topRight, height: r.topRight),
                radius: r.topRight,
                radiusOf: \.topRight, isAt: { $0.maxX == $1.maxX && $0.minY == $1.minY }),
            Corner(
                square: Rect(
                    x: f.maxX - r.bottomRight, y: f.maxY - r.bottomRight, width: r.bottomRight, height: r.bottomRight),
                radius: r.bottomRight, radiusOf: \.bottomRight, isAt: { $0.maxX == $1.maxX && $0.maxY == $1.maxY }),
            Corner(
                square: Rect(x: f.minX, y: f.maxY - r.bottomLeft, width: r.bottomLeft, height: r.bottomLeft),
                radius: r.bottomLeft, radiusOf: \.bottomLeft, isAt: { $0.minX == $1.minX && $0.maxY == $1.maxY }),
        ].filter { $0.radius > 0 }
    }

    /// A child whose only paint in the corner is its own fill, sharing the corner and rounding it at
    /// least as much (its children are inside that fill or clipped by it).
    private func rounds(_ child: SceneNode, like corner: Corner, parent: Rect) -> Bool {
        guard child.scale == 1, corner.isAt(child.frame, parent), corner.radiusOf(child.cornerRadii) >= corner.radius
        else {
            return false
        }
        return child.content == .none || contentBounds(of: child).map { !$0.intersects(corner.square) } ?? true
    }

    /// Everything a node and its subtree draw, as displayed.
    private func paintedBounds(of node: SceneNode) -> Rect? {
        guard node.alpha > 0 else { return nil }
        var bounds = node.fill != nil || node.stroke != nil ? node.frame : contentBounds(of: node)
        for child in node.children {
            guard var inner = paintedBounds(of: child) else { continue }
            if node.clipsChildren {
                guard let clipped = inner.intersection(node.frame) else { continue }
                inner = clipped
            }
            bounds = bounds?.union(inner) ?? inner
        }
        return bounds.map { $0.scaled(by: node.scale, about: node.frame.center) }
    }

    private func contentBounds(of node: SceneNode) -> Rect? {
        switch node.content {
        case .none: nil
        case .text(let block): textBounds(block, node.frame)
        case .activityIndicator, .glyph, .levelGlyph, .progress, .valueBar, .ringSpinner, .radialGradient, .custom,
            .image, .arrow, .colorRamp:
            node.frame
        }
    }
}
