import Glibc

/// A shell glob (`*`, `?`, `[…]`, `\` escapes) matched as dunst matches its rules' patterns: Glibc's
/// `fnmatch` without flags, so case-sensitive, and `*` crosses `/` and leading dots.
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ pattern: String) {
        description = pattern
    }

    public func matches(_ text: String) -> Bool {
        fnmatch(description, text, 0) == 0
    }
}
