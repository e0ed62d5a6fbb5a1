/// The monitor an overlay is laid out for, and how text is measured on it.
package struct LayoutContext {
    /// The monitor's size in points.
    package let canvas: Size
    /// Snaps frames to device pixels at the monitor's scale.
    package let grid: PixelGrid
    /// `nil` lets each kind use its own default (dark HUDs; alerts and sheets as the desktop is).
    package let appearance: Appearance?
    /// Light or dark as the desktop prefers it; nil when it says nothing (or nothing was asked).
    package let desktopAppearance: Appearance?
    /// A custom HUD style, over the appearance's HUD colours; nil keeps the theme's.
    package let hudColors: HUDColors?
    /// Measures text blocks the way the renderer will draw them.
    package let measurer: any TextMeasuring
    /// What cards sit on: blurred, or a tint alone.
    package let material: Material
    /// The part of the monitor the desktop's panels and bars leave free, in points: what banners,
    /// the Notification Center and HUDs placed at an edge keep inside. The whole monitor unless told.
    package let workArea: Rect
    /// HUDKit's own words in the language the surface is shown in, and whether it mirrors.
    package let words: Words
    /// Nothing is laid out closer than this to the monitor's edges.
    package let margin: Double = 20
    /// The largest scale accepted.
    package static let maxScale = 8.0
    /// Cairo's limit on an image side, in device pixels.
    package static let maxPixels = 32767.0

    /// Throws `HUDError` for a scale out of range or a canvas Cairo cannot hold.
    package init(
        canvas: Size, scale: Double, appearance: Appearance? = nil, hudColors: HUDColors? = nil,
        measurer: any TextMeasuring, material: Material = .blurred, workArea: Rect? = nil,
        desktopAppearance: Appearance? = nil, words: Words = .english
    ) throws(HUDError) {
        guard scale.isFinite, scale > 0, scale <= Self.maxScale else { throw .invalidScale(scale) }
        let sides = [canvas.width, canvas.height]
        guard sides.allSatisfy({ $0.isFinite && $0 >= 1 && $0 * scale <= Self.maxPixels }) else {
            throw .invalidCanvasSize(width: canvas.width, height: canvas.height)
        }
        self.canvas = canvas
        self.grid = PixelGrid(scale: scale)
        self.appearance = appearance
        self.hudColors = hudColors
        self.measurer = measurer
        self.material = material
        self.desktopAppearance = desktopAppearance
        self.words = words
        let bounds = Rect(origin: .zero, size: canvas)
        self.workArea = workArea.flatMap { $0.intersection(bounds) } ?? bounds
    }

    /// The whole monitor, at the origin.
    package var bounds: Rect { Rect(origin: .zero, size: canvas) }

    /// The colours for `appearance`, or for `fallback` when none was chosen, with any custom HUD colours.
    package func theme(default fallback: Appearance) -> Theme {
        var theme = Theme.of(appearance ?? fallback)
        if let hudColors {
            theme.hudBackground = hudColors.background
            theme.hudForeground = hudColors.foreground
        }
        theme.hudBackground = material.tint(theme.hudBackground)
        theme.alertBackground = material.tint(theme.alertBackground)
        return theme
    }

    /// The colours of a kind that follows the desktop (`style = auto`, alerts' and sheets' default):
    /// `appearance` when chosen, else the desktop's, else light.
    package func themeFollowingDesktop() -> Theme {
        theme(default: desktopAppearance ?? .light)
    }

    /// Measured size rounded up to whole pixels.
    package func measure(_ block: TextBlock) -> Size {
        let size = measurer.measure(block)
        return Size(width: grid.ceil(size.width), height: grid.ceil(size.height))
    }

    /// The caret before the grapheme at `offset` of `block` as wrapped, relative to its top left corner.
    package func caret(at offset: Int, in block: TextBlock) -> Rect {
        measurer.caret(at: offset, in: block)
    }

    /// A box of `size` centred on the monitor, on whole pixels.
    package func centeredBox(_ size: Size) -> Rect {
        grid.snap(bounds.centered(size))
    }

    /// The whole-monitor dim layer; clicks on it are "outside". A HUD's mask may draw a gradient
    /// instead of a colour, or nothing at all.
    package func dimLayer(_ color: Color?, content: NodeContent = .none) -> SceneNode {
        SceneNode(name: "dim", frame: bounds, fill: color, content: content, role: .backdrop)
    }

    /// Height left for text once `reserved` points of chrome sit inside the monitor's margins.
    package func textHeightLimit(reserving reserved: Double) -> Double {
        max(0, canvas.height - 2 * margin - reserved)
    }
}

extension SceneNode {
    /// A text node whose frame is exactly the measured block.
    package static func text(_ block: TextBlock, size: Size, centeredAt center: Point, name: String? = nil) -> SceneNode
    {
        SceneNode(
            name: name,
            frame: Rect(
                x: center.x - size.width / 2, y: center.y - size.height / 2,
                width: size.width, height: size.height),
            content: .text(block))
    }
}
