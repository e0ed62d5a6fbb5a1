import Glibc
import HUDSystem

/// A process's resident memory and the anonymous part of it (the rest is shared library pages:
/// Cairo, Pango, X11), as /proc/PID/status or smaps_rollup gives them: what `hud bench` compares
/// with its peers.
struct ProcessMemory: CustomStringConvertible {
    private(set) var residentKB = 0
    private(set) var anonymousKB = 0

    /// The figures of `pid`; nil when its status cannot be read (it has gone).
    init?(of pid: pid_t) {
        self.init(file: "/proc/\(pid)/status", resident: "VmRSS:", anonymous: "RssAnon:")
    }

    /// The figures of `pid` as `/proc/PID/smaps_rollup` adds them up, page by page: exact, where
    /// the status file gives counters a thread may not have folded in yet.
    init?(rolledUpOf pid: pid_t) {
        self.init(file: "/proc/\(pid)/smaps_rollup", resident: "Rss:", anonymous: "Anonymous:")
    }

    /// This process's figures.
    static var current: ProcessMemory {
        ProcessMemory(file: "/proc/self/status", resident: "VmRSS:", anonymous: "RssAnon:") ?? ProcessMemory()
    }

    private init() {}

    /// Reads the kB values of the lines named `resident` and `anonymous` in `file`.
    private init?(file: String, resident: Substring, anonymous: Substring) {
        guard let text = TextFile.read(file) else { return nil }
        for line in text.split(separator: "\n") {
            let fields = line.split { $0 == " " || $0 == "\t" }
            guard fields.count >= 2, let value = Int(fields[1]) else { continue }
            if fields[0] == resident { residentKB = value }
            if fields[0] == anonymous { anonymousKB = value }
        }
    }

    var description: String {
        "\(FixedPoint.text(Double(residentKB) / 1024, decimals: 1)) MB resident "
            + "(\(FixedPoint.text(Double(anonymousKB) / 1024, decimals: 1)) MB anonymous)"
    }
}
