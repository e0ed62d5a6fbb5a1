/// Right-to-left layout as iOS does it: a surface is laid out left to right and then mirrored
/// once, so each layout is written one way and a right-to-left language cannot miss a part.
extension SceneNode {
    /// The node as a right-to-left language lays it out: every part moved to the other side of the
    /// node's own middle (a card stays where its position puts it), corners and text alignments
    /// swapped, chevrons turned round, bars filling and colour ramps running from the right. What a
    /// part draws (text, icons, pictures) is not flipped: text keeps its own direction, as Pango
    /// shapes it.
    package func mirrored() -> SceneNode {
        mirrored(about: frame.midX)
    }

    /// Mirrored about the vertical line at `axis`.
    package func mirrored(about axis: Double) -> SceneNode {
        var node = self
        node.frame = frame.mirrored(about: axis)
        node.cornerRadii = CornerRadii(
            topLeft: cornerRadii.topRight, topRight: cornerRadii.topLeft, bottomRight: cornerRadii.bottomLeft,
            bottomLeft: cornerRadii.bottomRight)
        switch content {
        case .text(var block):
            block.style.alignment = block.style.alignment.mirrored
            block.text = Self.turnedChevrons[block.text] ?? block.text
            node.content = .text(block)
        case .valueBar, .progress(.bar, _, _, _), .colorRamp:
            node.fillsFromRight.toggle()
        default:
            break
        }
        node.children = children.map { $0.mirrored(about: axis) }
        return node
    }

    /// Chevrons and arrows drawn as text, each with the one pointing the other way.
    private static let turnedChevrons = ["›": "‹", "‹": "›", "→": "←", "←": "→"]
}

extension TextAlignment {
    /// Left for right and right for left; centred stays.
    package var mirrored: TextAlignment {
        switch self {
        case .left: .right
        case .center: .center
        case .right: .left
        }
    }
}
