/// One `Notify` call's arguments as the bus delivered them (strings already valid UTF-8: see
/// `String(repairing:)`), before any limit or policy applies.
public struct NotifyRequest: Hashable, Sendable {
    public var appName: String
    public var replacesID: UInt32
    public var appIcon: String
    public var summary: String
    public var body: String
    /// Alternating keys and labels.
    public var actions: [String]
    public var hints: [String: HintValue]
    /// Milliseconds; -1 for the server's default, 0 for never.
    public var expireTimeout: Int32

    public init(
        appName: String = "", replacesID: UInt32 = 0, appIcon: String = "", summary: String,
        body: String = "", actions: [String] = [], hints: [String: HintValue] = [:],
        expireTimeout: Int32 = -1
    ) {
        self.appName = appName
        self.replacesID = replacesID
        self.appIcon = appIcon
        self.summary = summary
        self.body = body
        self.actions = actions
        self.hints = hints
        self.expireTimeout = expireTimeout
    }
}

extension String {
    /// Text from bytes that should be UTF-8: each invalid sequence becomes U+FFFD.
    public init(repairing bytes: some Collection<UInt8>) {
        self = String(decoding: bytes, as: UTF8.self)
    }

    /// At most `count` Unicode scalars, so a huge string costs a bounded amount from here on.
    func prefix(scalars count: Int) -> String {
        guard unicodeScalars.count > count else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.prefix(count)))
    }
}
