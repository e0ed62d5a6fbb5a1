/// Names caller-drawn content (a HUD's custom view): the scene stays plain data, and the renderer
/// looks the drawing closure up by this identifier.
public struct CustomContentID: Hashable, Sendable {
    /// Issued by whoever registers the drawing closure.
    public let rawValue: Int

    /// Wraps a registered identifier.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
