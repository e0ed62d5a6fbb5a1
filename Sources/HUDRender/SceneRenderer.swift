import HUDCore

/// Draws a `Scene` with Cairo and Pango. Knows nothing of windows: it paints on whatever
/// `DrawingContext` it is given, an image in tests and a window's back buffer on screen.
public final class SceneRenderer {
    public let textCache: TextLayoutCache

    private let indicators = ActivityIndicatorCache()
    private lazy var clipping = ChildClipping { [textCache] block, frame in
        textCache.layout(for: block).placement(in: frame, alignment: block.style.alignment)
    }

    public init(fonts: FontLibrary) {
        textCache = TextLayoutCache(fonts: fonts)
    }

    /// Draws `scene` over what `context` already holds. With `replacingContents`, the previous
    /// contents are discarded instead, and a whole-canvas first layer (the dim) is written in the
    /// same pass rather than cleared and then blended. With a `region`, only that rectangle
    /// (in points, on whole pixels) is touched: an animation frame repaints the card, not the monitor.
    public func draw(_ scene: Scene, on context: DrawingContext, replacingContents: Bool = false, region: Rect? = nil) {
        context.save()
        defer { context.restore() }
        if let region {
            context.newPath()
            context.addRect(region)
            context.clip()
        }
        var nodes = scene.nodes[...]
        if replacingContents {
            if let first = nodes.first, isPlainBackground(first, canvas: scene.size), let fill = first.fill {
                context.replaceAll(with: fill.withAlpha(fill.alpha * first.alpha))
                nodes = nodes.dropFirst()
            } else {
                context.clearAll()
            }
        }
        for node in nodes {
            draw(node, on: context, alpha: 1)
        }
    }

    private func isPlainBackground(_ node: SceneNode, canvas: Size) -> Bool {
        node.frame == Rect(origin: .zero, size: canvas) && node.cornerRadii.isZero && node.scale == 1
            && node.stroke == nil && node.content == .none && node.children.isEmpty
    }

    private func draw(_ node: SceneNode, on context: DrawingContext, alpha inherited: Double) {
        let alpha = inherited * node.alpha
        guard alpha > 0, node.scale > 0 else { return }
        context.isolated {
            if node.scale != 1 {
                context.scale(node.scale, about: node.frame.center)
            }
            // A subtree fading as one needs a group; a lone node just multiplies its colours.
            if node.children.isEmpty || alpha >= 1 {
                drawBody(node, on: context, alpha: alpha)
            } else {
                context.withGroup(alpha: alpha) { drawBody(node, on: context, alpha: 1) }
            }
        }
    }

    private func drawBody(_ node: SceneNode, on context: DrawingContext, alpha: Double) {
        if let fill = node.fill {
            context.setColor(fill, alpha: alpha)
            context.newPath()
            context.addRoundedRect(node.frame, radii: node.cornerRadii)
            context.fill()
        }
        drawContent(node, on: context, alpha: alpha)
        if !node.children.isEmpty {
            context.isolated {
                // Rounded parents clip their children, like a layer with masksToBounds.
                if clipping.isNeeded(for: node) {
                    context.newPath()
                    context.addRoundedRect(node.frame, radii: node.cornerRadii)
                    context.clip()
                }
                for child in node.children {
                    draw(child, on: context, alpha: alpha)
                }
            }
        }
        if let stroke = node.stroke {
            context.setColor(stroke.color, alpha: alpha)
            context.newPath()
            context.addRoundedRect(node.frame.insetBy(dx: stroke.width / 2, dy: stroke.width / 2), radii: node.cornerRadii)
            context.stroke(width: stroke.width)
        }
    }

    private func drawContent(_ node: SceneNode, on context: DrawingContext, alpha: Double) {
        switch node.content {
        case .none:
            break
        case let .text(block):
            textCache.layout(for: block).draw(in: node.frame, alignment: block.style.alignment,
                                              color: block.style.color, alpha: alpha, on: context)
        case let .activityIndicator(size, color, phase):
            indicators.draw(size: size, color: color, phase: phase, in: node.frame, alpha: alpha, on: context)
        case let .glyph(glyph, color, lineWidth):
            GlyphPainter.draw(glyph, color: color, lineWidth: lineWidth, in: node.frame, alpha: alpha, on: context)
        }
    }
}
