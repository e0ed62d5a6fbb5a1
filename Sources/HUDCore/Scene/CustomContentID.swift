/// Names caller-drawn content (a HUD's custom view): the scene stays plain data, and the renderer
/// looks the drawing closure up by this identifier.
public struct CustomContentID: Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
