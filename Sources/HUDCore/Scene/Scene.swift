/// A whole overlay as a display list on a canvas the size of one monitor.
package struct Scene: Hashable, Sendable {
    /// The canvas: one monitor, in points.
    package var size: Size
    /// Back to front.
    package var nodes: [SceneNode]
    /// Whether the overlay swallows pointer input outside its interactive nodes.
    package var blocksInput: Bool
    /// For an overlay that does not block input: whether clicks on its card (the `.body` node) are
    /// still swallowed, JGProgressHUD's block-HUD-only. A window backend gives it an input shape of
    /// the card; every other click reaches the windows beneath.
    package var blocksHUDOnly: Bool
    /// The language its own words were laid out in: a screen reader is told them in it, and in a
    /// right-to-left language what reads first is at the right (the keyboard's Tab order, a screen
    /// reader's reading order).
    package var words = Words.english
    package var readsRightToLeft: Bool { words.isRightToLeft }

    /// A scene of `nodes`, back to front.
    package init(size: Size, nodes: [SceneNode], blocksInput: Bool, blocksHUDOnly: Bool = false) {
        self.size = size
        self.nodes = nodes
        self.blocksInput = blocksInput
        self.blocksHUDOnly = blocksHUDOnly
    }

    /// The first node, depth first, with this name.
    package func node(named name: String) -> SceneNode? {
        for node in nodes {
            if let found = node.node(named: name) { return found }
        }
        return nil
    }

    /// Applies `change` to every node with this name; returns whether any matched.
    @discardableResult
    package mutating func modifyNodes(named name: String, _ change: (inout SceneNode) -> Void) -> Bool {
        var matched = false
        for index in nodes.indices where nodes[index].modifyNodes(named: name, change) {
            matched = true
        }
        return matched
    }

    /// Whether a dim or mask lies behind the overlay (then it covers its whole monitor).
    package var hasBackdrop: Bool {
        nodes.contains { $0.role == .backdrop }
    }

    /// Where everything but the backdrop (the dim layer) is drawn, as displayed (scale applied):
    /// the region a frame of an animation must repaint.
    package var foregroundBounds: Rect? {
        nodes.filter { $0.role != .backdrop && $0.alpha > 0 }
            .map { $0.frame.scaled(by: $0.scale, about: $0.frame.center) }
            .reduce(nil) { $0?.union($1) ?? $1 }
    }

    /// Where the centre of the node named `name` is drawn, its top-level node's scale applied.
    package func displayedCenter(ofNodeNamed name: String) -> Point? {
        for top in nodes {
            guard let node = top.node(named: name) else { continue }
            let anchor = top.frame.center
            return Point(
                x: anchor.x + (node.frame.midX - anchor.x) * top.scale,
                y: anchor.y + (node.frame.midY - anchor.y) * top.scale)
        }
        return nil
    }

    /// The role under `point`, front-most node first.
    package func role(at point: Point) -> NodeRole? {
        for node in nodes.reversed() {
            if let role = node.role(at: point) { return role }
        }
        return nil
    }
}
