import Foundation
import HUDSystem

/// A process's memory figures as `/proc/PID/status` gives them, in kilobytes.
package struct ProcessStatus {
    package let pid: pid_t

    package init(pid: pid_t) { self.pid = pid }

    /// A field such as `VmRSS` or `RssAnon`; 0 once the process has gone.
    package func kilobytes(_ field: String) -> Int {
        // Read as ProcessMappings reads smaps: Foundation stops a /proc file after its first page.
        let status = TextFile.read("/proc/\(pid)/status") ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// `field` once two readings `interval` apart are within 64 kB of each other: a process that has
    /// just hidden a window frees its buffers as the exit animation ends, not when its client returns.
    package func settledKilobytes(
        _ field: String, timeout: Duration = .seconds(20), interval: Duration = .milliseconds(250)
    ) throws -> Int {
        var last = Int.min / 2
        return try waitFor("\(field) of process \(pid) to settle", timeout: timeout, interval: interval) {
            let now = kilobytes(field)
            defer { last = now }
            return abs(now - last) <= 64 ? now : nil
        }
    }
}
