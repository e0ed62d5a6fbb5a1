/// Whether the material behind alerts, sheets, HUDs and toasts blurs what lies beneath.
public enum BlurMode: String, Hashable, Sendable, CaseIterable {
    /// Blur: HUDKit blurs itself where nothing else does, and trusts a compositor asked to.
    case on
    /// The flat translucent fill, the window beneath sharp through it.
    case off
    /// Blur where it is known to happen; where a compositor is known not to blur, a more opaque tint.
    case auto
}
