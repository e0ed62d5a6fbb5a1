import HUDCore

/// When a banner leaves by itself.
public enum BannerExpiry: Hashable, Sendable {
    /// Stays until the user or the server closes it.
    case never
    /// Leaves after this many seconds on screen; time with the pointer over the banner does not count.
    case after(seconds: Double)
}
