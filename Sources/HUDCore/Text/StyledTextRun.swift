/// A run of body text with the markup subset's styles (`<b> <i> <u> <a href>`).
public struct StyledTextRun: Hashable, Sendable {
    public var text: String
    public var bold: Bool
    public var italic: Bool
    public var underline: Bool
    /// The target of an `<a href>`; the run is drawn as a link.
    public var link: String?

    public init(
        _ text: String, bold: Bool = false, italic: Bool = false, underline: Bool = false,
        link: String? = nil
    ) {
        self.text = text
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.link = link
    }
}
