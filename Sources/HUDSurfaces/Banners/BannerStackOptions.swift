import HUDCore

/// Where on its monitor a stack of banners sits.
public enum BannerPosition: String, Hashable, Sendable, CaseIterable {
    case topRight = "top-right"
    case topLeft = "top-left"
    case top
    case bottomRight = "bottom-right"
    case bottomLeft = "bottom-left"
    case bottom

    /// Whether the stack hangs from the top edge (newest on top); otherwise it rises from the bottom
    /// edge (newest at the bottom, nearest the edge it slides in from).
    public var isTop: Bool {
        switch self {
        case .topRight, .topLeft, .top: true
        case .bottomRight, .bottomLeft, .bottom: false
        }
    }
}

/// How a stack of notification banners is shown.
public struct BannerStackOptions: Hashable, Sendable {
    /// The corner or edge of the monitor; top-right by default (where iOS and most desktops put them).
    public var position: BannerPosition
    /// A banner's width in points, 240…600.
    public var width: Double
    /// Banners on screen at once, newest first; the older ones wait under a "+N" counter.
    public var maximumVisible: Int
    /// Light (iOS's default material) or dark; nil (`style = auto`, the default): as the desktop
    /// prefers, light when it says nothing.
    public var appearance: Appearance?
    /// Which monitor a stack appears on when its first banner comes; the one under the pointer by default.
    public var monitor: MonitorChoice
    /// Device pixels per point; nil reads the display's own (`Xft.dpi`).
    public var scale: Double?
    /// Whether the cards blur what lies beneath them (`Material`), as an overlay's do; `auto` by default.
    public var blur: BlurMode
    /// Points the stack keeps in from the edges it hangs from, on top of its margin, inside the part of
    /// the monitor the desktop's panels leave free (dunst's `offset`): across from its side edge (none
    /// for a centred stack), down from the top or up from the bottom.
    public var offset: Point
    /// The language of the stack's own words ("Reply", "2m ago", the Notification Center's), and so
    /// whether it mirrors; English unless the facade gives the process's.
    package var words = Words.english

    public static let widthRange = 240.0...600.0

    /// Values out of range are clamped (width to `widthRange`, at least one banner visible, no
    /// offset below zero).
    public init(
        position: BannerPosition = .topRight, width: Double = 360, maximumVisible: Int = 3,
        appearance: Appearance? = nil, monitor: MonitorChoice = .pointer, scale: Double? = nil,
        blur: BlurMode = .auto, offset: Point = .zero
    ) {
        self.position = position
        self.width = width.isFinite ? min(max(width, Self.widthRange.lowerBound), Self.widthRange.upperBound) : 360
        self.maximumVisible = max(1, maximumVisible)
        self.appearance = appearance
        self.monitor = monitor
        self.scale = scale
        self.blur = blur
        self.offset = Point(x: offset.x.isFinite ? max(0, offset.x) : 0, y: offset.y.isFinite ? max(0, offset.y) : 0)
    }

    /// The monitor, scale, blur and language a stack (and the Notification Center on its edge) is
    /// placed by.
    package var placement: SurfacePlacement {
        SurfacePlacement(monitor: monitor, scale: scale, blur: blur, words: words)
    }

    /// The appearance in `context`: the one chosen, else the desktop's, else light.
    package func appearance(in context: LayoutContext) -> Appearance {
        appearance ?? context.desktopAppearance ?? .light
    }

    /// The part of `workArea` the stack keeps inside: moved in by `offset` from the edges it hangs from.
    package func area(in workArea: Rect) -> Rect {
        var area = workArea
        switch position {
        case .topLeft, .bottomLeft:
            area = Rect(x: area.minX + offset.x, y: area.minY, width: area.width - offset.x, height: area.height)
        case .topRight, .bottomRight: area.size.width -= offset.x
        case .top, .bottom: break
        }
        if position.isTop {
            area = Rect(x: area.minX, y: area.minY + offset.y, width: area.width, height: area.height - offset.y)
        } else {
            area.size.height -= offset.y
        }
        return area
    }
}
