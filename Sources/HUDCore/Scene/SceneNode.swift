/// One element of the display list that layout produces and the renderer draws.
///
/// Frames are absolute (canvas coordinates), also for children; `scale` and `alpha` apply to the
/// node and all its children, scaling about the centre of the node's frame.
package struct SceneNode: Hashable, Sendable {
    /// A stable name ("dim", "card", "indicator") that animations and tests address.
    package var name: String?
    /// In canvas coordinates, also for children.
    package var frame: Rect
    /// Rounds the frame's corners, for fill, stroke and children's clip.
    package var cornerRadii: CornerRadii
    /// Painted inside the rounded frame; nil paints nothing.
    package var fill: Color?
    /// An outline on the rounded frame; nil for none.
    package var stroke: Stroke?
    /// Drawn inside the frame, over the fill and stroke.
    package var content: NodeContent
    /// Opacity of the node and its children, 0…1.
    package var alpha: Double
    /// Scale of the node and its children about the frame's centre.
    package var scale: Double
    /// What the node means to hit-testing; nil passes the pointer to what lies beneath.
    package var role: NodeRole?
    /// Drawn after this node, clipped to its rounded frame (UIKit's `masksToBounds`).
    package var children: [SceneNode]
    /// The node sits on the blurred material (`Material.blurred`): what lies beneath its rounded
    /// frame is blurred before its fill is painted.
    package var blursBeneath: Bool
    /// Children are clipped to the frame even when it is not rounded: a text field's text scrolled
    /// past its edges.
    package var clipsChildren = false
    /// A bar (`valueBar`, a `bar` progress) fills from its right end, as a right-to-left language's
    /// do.
    package var fillsFromRight = false

    /// A node with nothing but a frame unless given more.
    package init(
        name: String? = nil, frame: Rect, cornerRadii: CornerRadii = .none, fill: Color? = nil,
        stroke: Stroke? = nil, content: NodeContent = .none, alpha: Double = 1, scale: Double = 1,
        role: NodeRole? = nil, children: [SceneNode] = [], blursBeneath: Bool = false
    ) {
        self.name = name
        self.frame = frame
        self.cornerRadii = cornerRadii
        self.fill = fill
        self.stroke = stroke
        self.content = content
        self.alpha = alpha
        self.scale = scale
        self.role = role
        self.children = children
        self.blursBeneath = blursBeneath
    }

    /// The first node, depth first, with this name.
    package func node(named name: String) -> SceneNode? {
        if self.name == name { return self }
        for child in children {
            if let found = child.node(named: name) { return found }
        }
        return nil
    }

    /// Applies `change` to every node with this name; returns whether any matched.
    @discardableResult
    package mutating func modifyNodes(named name: String, _ change: (inout SceneNode) -> Void) -> Bool {
        var matched = false
        if self.name == name {
            change(&self)
            matched = true
        }
        for index in children.indices where children[index].modifyNodes(named: name, change) {
            matched = true
        }
        return matched
    }

    /// The role of the innermost visible node under `point`, honouring scale.
    package func role(at point: Point) -> NodeRole? {
        guard alpha > 0, scale > 0 else { return nil }
        let local = Point(
            x: frame.midX + (point.x - frame.midX) / scale,
            y: frame.midY + (point.y - frame.midY) / scale)
        guard frame.contains(local) else { return nil }
        for child in children.reversed() {
            if let role = child.role(at: local) { return role }
        }
        return role
    }

    /// Moves the node and all its children `dx` points right and `dy` down (frames are absolute, so
    /// each moves).
    public mutating func offset(dx: Double = 0, dy: Double) {
        guard dx != 0 || dy != 0 else { return }
        frame = frame.offsetBy(dx: dx, dy: dy)
        for index in children.indices { children[index].offset(dx: dx, dy: dy) }
    }
}
