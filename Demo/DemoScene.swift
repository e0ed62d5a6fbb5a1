import HUDKit

/// The demo window's contents as a HUDKit scene, drawn by the same renderer as the overlays:
/// rounded buttons, the shop shelf with its Add and Remove buttons, the level HUD's buttons, and
/// the status line.
struct DemoScene {
    static let background = Color(hex: 0xF2F2F7)
    static let tint = Color(hex: 0x007AFF)
    static let ink = Color(hex: 0x1C1C1E)
    static let muted = Color(hex: 0x8E8E93)
    static let hairline = Color(hex: 0xD1D1D6)

    let layout: DemoLayout
    let variants: [DemoVariant]
    let shops: [Shop]

    func scene(shelf: ShopShelf, status: String) -> Scene {
        var nodes = [SceneNode(frame: Rect(origin: .zero, size: layout.size), fill: Self.background)]
        nodes.append(label("HUDKit Demo: one button per variant", in: layout.header, size: 18, weight: .bold))
        for (variant, frame) in zip(variants, layout.variantButtons) {
            nodes.append(button(variant.title, in: frame, enabled: true))
        }
        nodes.append(label("Shop (after HUDManager)", in: layout.shopHeader, size: 18, weight: .bold))
        for (index, frame) in layout.shopItems.enumerated() {
            let swatch = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.width)
            let caption = Rect(x: frame.minX, y: swatch.maxY, width: frame.width, height: frame.height - frame.width)
            if index < shelf.count {
                nodes.append(SceneNode(frame: swatch, cornerRadii: .all(10), fill: shops[index].color))
                nodes.append(label(shops[index].name, in: caption, size: 13, alignment: .center))
            } else {
                nodes.append(
                    SceneNode(frame: swatch, cornerRadii: .all(10), stroke: Stroke(color: Self.hairline, width: 1)))
            }
        }
        nodes.append(button("Add", in: layout.addButton, enabled: shelf.canAdd))
        nodes.append(button("Remove", in: layout.removeButton, enabled: shelf.canRemove))
        nodes.append(label("Level HUD (OSD)", in: layout.levelHeader, size: 18, weight: .bold))
        for (key, frame) in zip(LevelControls.Key.allCases, layout.levelButtons) {
            nodes.append(button(key.title, in: frame, enabled: true))
        }
        nodes.append(button(CenterSamples.buttonTitle, in: layout.centerButton, enabled: true))
        nodes.append(
            SceneNode(
                frame: layout.status, cornerRadii: .all(6), fill: .white,
                children: [label(status, in: layout.status.insetBy(dx: 10, dy: 0), size: 13)]))
        return Scene(size: layout.size, nodes: nodes, blocksInput: false)
    }

    private func button(_ title: String, in frame: Rect, enabled: Bool) -> SceneNode {
        SceneNode(
            frame: frame, cornerRadii: .all(8), fill: enabled ? .white : Color(hex: 0xE5E5EA),
            stroke: Stroke(color: Self.hairline, width: 1),
            children: [label(title, in: frame, size: 13, color: enabled ? Self.tint : Self.muted, alignment: .center)])
    }

    /// One line, cut with an ellipsis when it does not fit.
    private func label(
        _ text: String, in frame: Rect, size: Double, weight: FontWeight = .regular,
        color: Color = ink, alignment: TextAlignment = .left
    ) -> SceneNode {
        let style = TextStyle(size: size, weight: weight, color: color, alignment: alignment)
        return SceneNode(
            frame: frame, content: .text(TextBlock(text: text, style: style, wrapWidth: frame.width, maxHeight: 0)))
    }
}
