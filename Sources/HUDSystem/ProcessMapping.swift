/// A line of `/proc/PID/maps`, or a mapping's first line in `/proc/PID/smaps`:
/// `start-end perms offset dev inode [path]`.
package struct ProcessMapping: Sendable {
    package let range: Range<UInt>
    /// As the kernel writes them: `r-xp` is read-only, executable and private.
    package let permissions: Substring
    /// Device and inode: the file mapped, whatever its path now; `00:00 0` for anonymous memory.
    package let file: String
    /// Empty for anonymous memory; `[heap]`, `[stack]` and the like for the kernel's own.
    package let path: String

    /// Nil for a line that is not a mapping's (an smaps field such as `Rss:`).
    package init?(_ line: Substring) {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count >= 5, !fields[0].hasSuffix(":") else { return nil }
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
            start < end
        else { return nil }
        range = start..<end
        permissions = fields[1]
        file = "\(fields[3]) \(fields[4])"
        path = fields.count > 5 ? String(fields[5].drop { $0 == " " }) : ""
    }

    /// Read-only, executable and private: code, never written.
    package var isCode: Bool { permissions == "r-xp" }
}
