/// The level HUD's glyphs, drawn in code like the status HUD's marks (docs/design.md §2.9).
package enum LevelGlyph: Hashable, Sendable {
    /// A speaker sounding with 0–3 waves.
    case speaker(waves: Int)
    /// A speaker struck through: muted.
    case mutedSpeaker
    /// A sun with eight rays: brightness.
    case sun
}
