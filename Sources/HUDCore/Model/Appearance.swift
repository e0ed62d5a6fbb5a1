/// Light or dark look. HUDs default to dark (the seeds' black 0.7 cards), system alerts to light.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light
    case dark
}
