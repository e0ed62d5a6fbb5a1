import HUDCore

/// Where and how an overlay appears on a display.
public struct DisplayOptions: Hashable, Sendable {
    /// Which monitor the overlay goes on; the one under the pointer by default.
    public var monitor: MonitorChoice
    /// Device pixels per point; nil reads `Xft.dpi` (scale = dpi / 96, at least 1).
    public var scale: Double?
    /// nil: each kind's default look (`style = auto`): HUDs dark, alerts and sheets as the desktop
    /// prefers (light when it says nothing).
    public var appearance: Appearance?
    /// How HUDs (loading and status) come and go; nil: the standard fade.
    public var transition: HUDTransition?
    /// A custom HUD style (SVProgressHUD's `.custom`): card and foreground colours; nil: the appearance's.
    public var hudColors: HUDColors?
    /// A font file whose family text is set in, before the pinned Inter, DejaVu Sans and WenQuanYi
    /// Micro Hei (which still cover what it lacks); nil: the pinned fonts alone.
    public var fontFile: String?
    /// Whether cards blur what lies beneath them (`Material`); `auto` by default.
    public var blur: BlurMode
    /// The name the overlay's windows carry (`_NET_WM_NAME`), so that window rules and
    /// `xdotool search --name` find them; nil: "HUDKit".
    public var windowName: String?
    /// HUDKit's own words (a zenity dialog's default buttons) and the direction it lays out in: the
    /// caller's language; nil: English.
    package var words: Words?

    /// Defaults: the monitor under the pointer, its own scale, each kind's look and transition.
    public init(
        monitor: MonitorChoice = .pointer, scale: Double? = nil, appearance: Appearance? = nil,
        transition: HUDTransition? = nil, hudColors: HUDColors? = nil, fontFile: String? = nil,
        blur: BlurMode = .auto
    ) {
        self.monitor = monitor
        self.scale = scale
        self.appearance = appearance
        self.transition = transition
        self.hudColors = hudColors
        self.fontFile = fontFile
        self.blur = blur
    }
}

extension DisplayOptions {
    /// How overlays shown with these options are laid out on a monitor of `canvas` points at `scale`,
    /// as an `OverlayController` asks for it: the one place the options become a layout. `blurs` says whether
    /// what lies beneath the cards can be blurred there (`Material.init(_:blurs:)`); `workArea`, the
    /// part of the canvas the desktop's panels leave free (nil: all of it); `desktopAppearance`, light
    /// or dark as the desktop prefers (nil: unknown).
    package func layoutContext(
        canvas: Size, scale: Double, measurer: any TextMeasuring, blurs: Bool = true, workArea: Rect? = nil,
        desktopAppearance: Appearance? = nil
    ) -> () throws -> LayoutContext {
        let material = Material(blur, blurs: blurs)
        return {
            try LayoutContext(
                canvas: canvas, scale: scale, appearance: appearance, hudColors: hudColors, measurer: measurer,
                material: material, workArea: workArea, desktopAppearance: desktopAppearance,
                words: words ?? .english)
        }
    }
}

extension DisplayOptions {
    /// The monitor, scale, blur and language the overlay is placed by.
    package var placement: SurfacePlacement {
        SurfacePlacement(monitor: monitor, scale: scale, blur: blur, words: words ?? .english)
    }
}
