import HUDCore

/// What a level HUD stands for, and so what it draws above its segments.
public enum LevelKind: Hashable, Sendable {
    /// A speaker with 0–3 waves by level, slashed when muted.
    case volume
    /// A sun with rays.
    case brightness
    /// Anything else: the caller's icon (nil for none) above a label (empty for none).
    case custom(icon: BannerImage?, label: String)
}

/// The level HUD (an on-screen display, OSD): iOS's volume square up to iOS 12, a glyph above 16
/// segments, as xob and wob show a level on Linux. It never takes input, and it leaves by itself
/// `hideDelay` seconds after it was last shown or updated (docs/design.md §2.9).
public struct LevelHUDModel: Hashable, Sendable {
    /// iOS's volume steps: the row has this many segments.
    public static let segmentCount = 16
    /// Seconds an OSD stays after the last change before it fades, as xob's and wob's default.
    public static let defaultHideDelay = 1.0

    /// What it stands for.
    public var kind: LevelKind
    /// Muted volume: the speaker is slashed; the segments still show the level it will come back to.
    public var isMuted: Bool
    /// Where the card sits; nil for the level HUD's own spot, centred in the monitor's lower part.
    /// Its clicks always pass through, whatever `interaction` says: an OSD never takes input.
    public var placement: HUDPlacement?
    /// Seconds it stays after the last show or update before it fades out; nil for the default
    /// (`OSD.hideDelay` where the facade shows it, else `defaultHideDelay`).
    public var hideDelay: Double?
    private var storedLevel: Double

    /// The level, 0…100: a value outside is clamped, NaN counts as 0.
    public var level: Double {
        get { storedLevel }
        set { storedLevel = Self.clamped(newValue) }
    }

    /// A level HUD of `kind` at `level` (clamped to 0…100).
    public init(
        kind: LevelKind, level: Double, isMuted: Bool = false, placement: HUDPlacement? = nil,
        hideDelay: Double? = nil
    ) {
        self.kind = kind
        self.isMuted = isMuted
        self.placement = placement
        self.hideDelay = hideDelay
        storedLevel = Self.clamped(level)
    }

    /// The volume at `level`, muted or not.
    public static func volume(_ level: Double, muted: Bool = false) -> LevelHUDModel {
        LevelHUDModel(kind: .volume, level: level, isMuted: muted)
    }

    /// The screen's brightness at `level`.
    public static func brightness(_ level: Double) -> LevelHUDModel {
        LevelHUDModel(kind: .brightness, level: level)
    }

    /// Any other level: `icon` (decoded pixels; nil for none) above `label`.
    public static func level(_ level: Double, icon: BannerImage?, label: String) -> LevelHUDModel {
        LevelHUDModel(kind: .custom(icon: icon, label: label), level: level)
    }

    /// How many segments are filled: segment i (from 0) once the level reaches (i + 1) × 100 / 16,
    /// so 100 fills all 16 and anything under 6.25 none, as the 16 steps of iOS's volume buttons do.
    public var filledSegments: Int {
        // level × 16 is exact for whole levels, so a level on a step never falls just short of it.
        min(Self.segmentCount, Int((storedLevel * Double(Self.segmentCount) / 100).rounded(.down)))
    }

    /// The speaker's waves: none at 0, one up to 33, two up to 66, three above.
    public var speakerWaves: Int {
        switch storedLevel {
        case ...0: 0
        case ...33: 1
        case ...66: 2
        default: 3
        }
    }

    /// `value` within 0…100; NaN (no level known) as 0.
    public static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 100)
    }
}
