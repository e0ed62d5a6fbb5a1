import Glibc
import HUDSystem

/// A process's resident memory and the anonymous part of it (the rest is shared library pages:
/// Cairo, Pango, X11), as /proc/PID/status gives them: what `hud bench` compares with its peers.
struct ProcessMemory: CustomStringConvertible {
    private(set) var residentKB = 0
    private(set) var anonymousKB = 0

    /// The figures of `pid`; nil when its status cannot be read (it has gone).
    init?(of pid: pid_t) {
        self.init(statusFile: "/proc/\(pid)/status")
    }

    /// This process's figures.
    static var current: ProcessMemory { ProcessMemory(statusFile: "/proc/self/status") ?? ProcessMemory() }

    private init() {}

    private init?(statusFile: String) {
        guard let status = TextFile.read(statusFile) else { return nil }
        for line in status.split(separator: "\n") {
            let fields = line.split { $0 == " " || $0 == "\t" }
            guard fields.count >= 2, let value = Int(fields[1]) else { continue }
            if fields[0] == "VmRSS:" { residentKB = value }
            if fields[0] == "RssAnon:" { anonymousKB = value }
        }
    }

    var description: String {
        "\(FixedPoint.text(Double(residentKB) / 1024, decimals: 1)) MB resident "
            + "(\(FixedPoint.text(Double(anonymousKB) / 1024, decimals: 1)) MB anonymous)"
    }
}
