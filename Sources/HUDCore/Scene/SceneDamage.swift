extension Scene {
    /// The region (in points) that must be repainted to turn `old` into this scene: nothing when they
    /// are equal, the whole canvas when the backdrop (the dim) changed, otherwise the displayed
    /// bounds of the nodes that changed, before and after. A spinning indicator repaints its own
    /// 37 pt square, a springing card its card, a fading dim everything.
    package func damage(since old: Scene) -> Rect? {
        guard old != self else { return nil }
        let canvas = Rect(origin: .zero, size: size)
        guard old.size == size, old.nodes.count == nodes.count else { return canvas }
        var damage: Rect?
        for (before, after) in zip(old.nodes, nodes) where before != after {
            if before.role == .backdrop || after.role == .backdrop { return canvas }
            guard let changed = SceneNode.damage(from: before, to: after) else { continue }
            damage = damage?.union(changed) ?? changed
        }
        return damage
    }
}

extension SceneNode {
    /// Where a node (and its subtree) as displayed; nil when invisible.
    var displayedBounds: Rect? {
        alpha > 0 && scale > 0 ? frame.scaled(by: scale, about: frame.center) : nil
    }

    /// Everything the node and its subtree lie in at scale 1 (frames are absolute): what a layer
    /// rendered once must hold, before anti-aliasing's overhang.
    package var subtreeFrame: Rect {
        children.reduce(frame) { $0.union($1.subtreeFrame) }
    }

    /// Bounds that changed between two versions of a node; recurses into children while the node
    /// itself (frame, fill, alpha, scale, …) is unchanged and unscaled, so only the changed child repaints.
    static func damage(from before: SceneNode, to after: SceneNode) -> Rect? {
        guard before != after else { return nil }
        var bareBefore = before
        var bareAfter = after
        bareBefore.children = []
        bareAfter.children = []
        guard bareBefore == bareAfter, after.scale == 1, before.children.count == after.children.count else {
            return [before.displayedBounds, after.displayedBounds].compactMap { $0 }.reduce(nil) { $0?.union($1) ?? $1 }
        }
        return zip(before.children, after.children)
            .compactMap { damage(from: $0, to: $1) }
            .reduce(nil) { $0?.union($1) ?? $1 }
    }
}
