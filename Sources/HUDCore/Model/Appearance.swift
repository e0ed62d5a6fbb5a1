/// Light or dark look. HUDs default to dark (the seeds' black 0.7 cards), system alerts to light.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Dark text on light cards: the system alert's default.
    case light
    /// Light text on dark cards: the HUDs' default.
    case dark
}
