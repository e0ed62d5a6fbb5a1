import HUDCore

/// Draws a `Scene` with Cairo and Pango. Knows nothing of windows: it paints on whatever
/// `DrawingContext` it is given, an image in tests and a window's back buffer on screen.
package final class SceneRenderer {
    /// Measures text for layout and shapes it for drawing, once per block.
    package let textCache: TextLayoutCache
    /// Drawing closures for `.custom` content, by identifier; content with no closure draws nothing.
    package var customPainters: [CustomContentID: (DrawingContext, Rect) -> Void] = [:]
    /// Whether nodes on the blurred material blur what the image holds beneath them (`MaterialPainter`):
    /// on for images that hold what lies beneath (`hud render`), off for a window's layers, whose
    /// material the X server or a compositor provides.
    package var paintsMaterial = false

    /// Set while a scaled node is drawn alone into its layer: nothing lies beneath it there.
    private var drawingLayer = false

    private let stamps = VectorStampCache()
    private let images = ImagePainter()
    private lazy var clipping = ChildClipping { [textCache] block, frame in
        textCache.layout(for: block).placement(in: frame, alignment: block.style.alignment)
    }

    /// A renderer drawing text in `fonts`.
    package init(fonts: FontLibrary) {
        textCache = TextLayoutCache(fonts: fonts)
    }

    /// Lets go of shaped text and prepared images once nothing is shown: they are rebuilt on demand.
    package func trimCaches() {
        textCache.trim()
        stamps.trim()
        images.trim()
    }

    /// Draws `scene` over what `context` already holds. With `replacingContents`, the previous
    /// contents are discarded instead, and a whole-canvas first layer (the dim) is written in the
    /// same pass rather than cleared and then blended. With a `region`, only that rectangle
    /// (in points, on whole pixels) is touched: an animation frame repaints the card, not the monitor.
    package func draw(_ scene: Scene, on context: DrawingContext, replacingContents: Bool = false, region: Rect? = nil)
    {
        context.save()
        defer { context.restore() }
        if let region {
            context.newPath()
            context.addRect(region)
            context.clip()
        }
        var nodes = scene.nodes[...]
        var background: Color?
        if replacingContents {
            if let first = nodes.first, isPlainBackground(first, canvas: scene.size), let fill = first.fill {
                background = fill.withAlpha(fill.alpha * first.alpha)
                context.replaceAll(with: background!)
                nodes = nodes.dropFirst()
            } else {
                context.clearAll()
            }
        }
        for (index, node) in zip(nodes.indices, nodes) {
            if node.scale != 1, node.role != .backdrop, drawAsLayer(node, on: context) { continue }
            // The first node over a known uniform background can be filled with the blended colour
            // directly: a translucent card then costs an opaque fill, with identical pixels.
            let isFirst = index == nodes.startIndex && !blursBeneath(node)
            draw(node, on: context, alpha: 1, over: isFirst ? background : nil, visible: region)
        }
    }

    /// Anti-aliasing and round caps may reach this far past a node's frame.
    package static let paintOverhang = 2.0

    /// A top-level node at a scale other than 1 (a card's spring, a HUD's zoom) is drawn as a window
    /// shows it: rendered at scale 1 and opacity 1 into an image, then composed scaled about its
    /// centre, bilinearly, at its opacity (Core Animation's model), so that images and screens agree.
    private func drawAsLayer(_ node: SceneNode, on context: DrawingContext) -> Bool {
        guard let deviceScale = context.uniformDeviceScale, node.scale > 0, node.alpha > 0 else { return false }
        let painted = node.subtreeFrame.insetBy(dx: -Self.paintOverhang, dy: -Self.paintOverhang)
        let topLeft = context.deviceLocation(of: Point(x: painted.minX, y: painted.minY))
        let bottomRight = context.deviceLocation(of: Point(x: painted.maxX, y: painted.maxY))
        let x = Int(topLeft.x.rounded(.down))
        let y = Int(topLeft.y.rounded(.down))
        guard
            let image = try? CairoImage(
                width: Int(bottomRight.x.rounded(.up)) - x, height: Int(bottomRight.y.rounded(.up)) - y)
        else { return false }
        let layer = DrawingContext(surface: image, scale: deviceScale)
        let zero = context.deviceLocation(of: .zero)
        layer.translate((zero.x - Double(x)) / deviceScale, (zero.y - Double(y)) / deviceScale)
        var bare = node
        bare.scale = 1
        bare.alpha = 1
        drawingLayer = true
        draw(bare, on: layer, alpha: 1)
        drawingLayer = false
        if blursBeneath(node) {
            context.isolated {
                context.scale(node.scale, about: node.frame.center)
                MaterialPainter.paint(beneath: node.frame, radii: node.cornerRadii, alpha: node.alpha, on: context)
            }
        }
        context.paintLayer(
            image, origin: (x, y), scale: node.scale, about: context.deviceLocation(of: node.frame.center),
            alpha: node.alpha)
        return true
    }

    private func blursBeneath(_ node: SceneNode) -> Bool {
        paintsMaterial && node.blursBeneath && !drawingLayer
    }

    private func isPlainBackground(_ node: SceneNode, canvas: Size) -> Bool {
        node.frame == Rect(origin: .zero, size: canvas) && node.cornerRadii.isZero && node.scale == 1
            && node.stroke == nil && node.content == .none && node.children.isEmpty
    }

    /// `visible` (in the parent's coordinates) is the repainted region: nodes wholly outside it are
    /// skipped, so a spinner's frame does not rasterise the card and the text around it.
    private func draw(
        _ node: SceneNode, on context: DrawingContext, alpha inherited: Double,
        over background: Color? = nil, visible: Rect? = nil
    ) {
        let alpha = inherited * node.alpha
        guard alpha > 0, node.scale > 0 else { return }
        let overhang = Self.paintOverhang
        if let visible,
            !node.frame.scaled(by: node.scale, about: node.frame.center)
                .insetBy(dx: -overhang, dy: -overhang).intersects(visible)
        {
            return
        }
        let inner = visible.map { node.scale == 1 ? $0 : $0.scaled(by: 1 / node.scale, about: node.frame.center) }
        context.isolated {
            if node.scale != 1 {
                context.scale(node.scale, about: node.frame.center)
            }
            // A subtree fading as one needs a group; a lone node just multiplies its colours.
            if node.children.isEmpty || alpha >= 1 {
                drawBody(node, on: context, alpha: alpha, over: background, visible: inner)
            } else {
                context.withGroup(alpha: alpha) { drawBody(node, on: context, alpha: 1, visible: inner) }
            }
        }
    }

    private func drawBody(
        _ node: SceneNode, on context: DrawingContext, alpha: Double, over background: Color? = nil,
        visible: Rect?
    ) {
        if blursBeneath(node) {
            MaterialPainter.paint(beneath: node.frame, radii: node.cornerRadii, alpha: alpha, on: context)
        }
        if let fill = node.fill {
            context.newPath()
            // A repaint wholly inside the straight part of a rounded shape (a spinner step inside its
            // card) needs only a rectangle: the same pixels without rasterising the curves.
            let radius = max(
                node.cornerRadii.topLeft, node.cornerRadii.topRight,
                node.cornerRadii.bottomRight, node.cornerRadii.bottomLeft)
            if let visible, node.frame.insetBy(dx: radius, dy: radius).contains(visible) {
                context.addRect(visible)
            } else {
                context.addRoundedRect(node.frame, radii: node.cornerRadii)
            }
            if let background {
                context.setColor(fill.withAlpha(fill.alpha * alpha).composited(over: background))
                context.fillReplacing()
            } else {
                context.setColor(fill, alpha: alpha)
                context.fill()
            }
        }
        drawContent(node, on: context, alpha: alpha)
        if !node.children.isEmpty {
            context.isolated {
                // Rounded parents clip their children, like a layer with masksToBounds.
                if node.clipsChildren || clipping.isNeeded(for: node) {
                    context.newPath()
                    context.addRoundedRect(node.frame, radii: node.cornerRadii)
                    context.clip()
                }
                for child in node.children {
                    draw(child, on: context, alpha: alpha, visible: visible)
                }
            }
        }
        if let stroke = node.stroke {
            // A ring filled even-odd between the outline and its inset: the same pixels as a stroke,
            // at a fraction of the cost of Cairo's stroker.
            context.setColor(stroke.color, alpha: alpha)
            context.newPath()
            context.addRoundedRect(node.frame, radii: node.cornerRadii)
            context.addRoundedRect(
                node.frame.insetBy(dx: stroke.width, dy: stroke.width),
                radii: node.cornerRadii.inset(by: stroke.width))
            context.fillEvenOdd()
        }
    }

    private func drawContent(_ node: SceneNode, on context: DrawingContext, alpha: Double) {
        switch node.content {
        case .none:
            break
        case .text(let block):
            textCache.layout(for: block).draw(
                in: node.frame, alignment: block.style.alignment,
                color: block.style.color, alpha: alpha, on: context)
        case .activityIndicator, .glyph, .levelGlyph, .ringSpinner:
            stamps.draw(node.content, in: node.frame, alpha: alpha, on: context)
        case .progress(let style, let value, let color, let trackColor):
            // Drawn directly: a value gliding to its target is a new image on every frame.
            context.isolated {
                if node.fillsFromRight { context.flipHorizontally(about: node.frame.midX) }
                ProgressPainter.draw(
                    style, value: value, color: color, trackColor: trackColor, in: node.frame,
                    alpha: alpha, on: context)
            }
        case .valueBar(let value, let color, let trackColor):
            // Drawn directly, as a determinate indicator is: it glides.
            context.isolated {
                if node.fillsFromRight { context.flipHorizontally(about: node.frame.midX) }
                ValueBarPainter.draw(
                    value: value, color: color, trackColor: trackColor, in: node.frame, alpha: alpha, on: context)
            }
        case .radialGradient(let inner, let outer):
            // Drawn directly: a whole-monitor image would not pay for itself as a stamp.
            RadialGradientPainter.draw(inner: inner, outer: outer, in: node.frame, alpha: alpha, on: context)
        case .custom(let id):
            // The caller draws in the node's frame, clipped to it; a fading HUD fades it as a group.
            guard let painter = customPainters[id] else { return }
            context.isolated {
                context.newPath()
                context.addRect(node.frame)
                context.clip()
                painter(context, node.frame)
            }
        case .image(let image):
            images.draw(image, in: node.frame, radii: node.cornerRadii, alpha: alpha, on: context)
        case .colorRamp(let ramp):
            context.isolated {
                if node.fillsFromRight { context.flipHorizontally(about: node.frame.midX) }
                ColorRampPainter.draw(ramp, in: node.frame, radii: node.cornerRadii, alpha: alpha, on: context)
            }
        case .arrow(let pointsUp, let color):
            ArrowPainter.draw(pointsUp: pointsUp, color: color, in: node.frame, alpha: alpha, on: context)
        }
    }
}
