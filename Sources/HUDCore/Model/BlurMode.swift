/// Whether the material behind alerts, sheets, HUDs, toasts and banners blurs what lies beneath.
public enum BlurMode: String, Hashable, Sendable, CaseIterable {
    /// Blur: HUDKit blurs itself where nothing else does, and trusts a compositor asked to.
    case on
    /// The flat translucent fill, the window beneath sharp through it.
    case off
    /// Blur: HUDKit's own, or a compositor's where one is known to blur; a more opaque tint only where
    /// neither can be had (no way to read the screen back).
    case auto
}
