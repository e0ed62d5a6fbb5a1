import Glibc
import HUDSystem

/// What a process has written, as /proc counts it.
enum ProcessIO {
    /// Bytes `pid` has written so far (`wchar` in /proc/PID/io: X requests, answers to callers); 0
    /// once it has gone.
    static func bytesWritten(_ pid: pid_t) -> Int {
        for line in (TextFile.read("/proc/\(pid)/io") ?? "").split(separator: "\n") where line.hasPrefix("wchar:") {
            return Int(line.dropFirst("wchar:".count).split { $0 == " " || $0 == "\t" }.first ?? "") ?? 0
        }
        return 0
    }
}
