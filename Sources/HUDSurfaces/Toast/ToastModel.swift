import HUDCore

/// The seed-000 text prompt: a short message that fades in, holds and fades out, never blocking input.
public struct ToastModel: Hashable, Sendable {
    /// The message; wraps at 250 pt (seed 000).
    public var text: String

    /// A toast showing `text`.
    public init(text: String) {
        self.text = text
    }
}
