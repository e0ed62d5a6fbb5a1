/// The seed-000 text prompt: a short message that fades in, holds and fades out, never blocking input.
public struct ToastModel: Hashable, Sendable {
    public var text: String

    public init(text: String) {
        self.text = text
    }
}
