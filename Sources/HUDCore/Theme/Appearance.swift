/// Light or dark look. HUDs default to dark (the seeds' black 0.7 cards), system alerts and sheets
/// to the desktop's preference (light when it states none).
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Dark text on light cards: the system alert's default.
    case light
    /// Light text on dark cards: the HUDs' default.
    case dark
}
