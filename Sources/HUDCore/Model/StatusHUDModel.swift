/// The TCProgressHUD-style status HUD: text alone, or a success / error / info glyph with optional text.
public struct StatusHUDModel: Hashable, Sendable {
    public var glyph: Glyph?
    public var text: String?

    public init(glyph: Glyph? = nil, text: String? = nil) {
        self.glyph = glyph
        self.text = text
    }
}
