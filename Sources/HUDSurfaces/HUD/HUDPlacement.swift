import HUDCore

/// What covers the monitor behind a HUD: SVProgressHUD's mask types (docs/design.md §3).
public enum HUDMask: Hashable, Sendable {
    /// Nothing: the desktop shows as it is.
    case none
    /// An invisible backdrop: nothing is drawn, but a click beside the HUD is a "tap outside".
    case clear
    /// Black at 0.4.
    case black
    /// Radial, from clear at the monitor's centre to black 0.75 at the edges.
    case gradient
    /// Any colour, drawn over the whole monitor.
    case custom(Color)

    /// The `.black` mask's colour: black at 0.4 (docs/design.md §3).
    public static let blackColor = Color(white: 0, alpha: 0.4)
    /// The `.gradient` mask's edge colour: black at 0.75 (docs/design.md §3).
    public static let gradientOuterColor = Color(white: 0, alpha: 0.75)
}

/// Where the HUD's card sits on its monitor: JGProgressHUD's nine positions, 20 pt (the layout
/// margin) from the edges they name.
public enum HUDPosition: String, Hashable, CaseIterable, Sendable {
    /// The centre, an edge's middle, or a corner.
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// Which clicks a HUD swallows: JGProgressHUD's interaction types.
public enum HUDInteraction: Hashable, Sendable {
    /// Every click on the monitor (the loading HUD's default, as in the seed).
    case blockAll
    /// Clicks on the card only; the rest reach the windows beneath.
    case blockHUDOnly
    /// None: every click passes through (the status HUD's default).
    case blockNone
}

/// How a status or loading HUD is placed: mask, position, offset and interaction.
///
/// SVProgressHUD puts its centre at 0.45 of the monitor's height; ours stays centred like the seeds'
/// HUDs (and TCProgressHUD, docs/design.md §2.4). For SVProgressHUD's spot, use an offset of −0.05 × the height.
public struct HUDPlacement: Hashable, Sendable {
    /// What covers the monitor behind the card.
    public var mask: HUDMask
    /// Which of the nine positions the card takes.
    public var position: HUDPosition
    /// Added to the positioned card, in points; not clamped, as in SVProgressHUD.
    public var offset: Point
    /// Which clicks the HUD swallows.
    public var interaction: HUDInteraction

    /// Defaults give `standard`: centred, no mask, clicks passing through.
    public init(
        mask: HUDMask = .none, position: HUDPosition = .center, offset: Point = .zero,
        interaction: HUDInteraction = .blockNone
    ) {
        self.mask = mask
        self.position = position
        self.offset = offset
        self.interaction = interaction
    }

    /// The status HUD's: a centred card over the untouched desktop, clicks passing through.
    public static let standard = HUDPlacement()
    /// The seed's loading HUD: centred over a black 0.3 dim that swallows every click.
    public static let standardLoading = HUDPlacement(mask: .custom(Color(white: 0, alpha: 0.3)), interaction: .blockAll)
}
