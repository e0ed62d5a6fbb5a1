import Glibc
import HUDSystem

/// The threads of a process as /proc lists them, and the processor time it has had.
enum ProcessThreads {
    /// The entries of `/proc/PID/task`.
    static func ids(_ pid: pid_t) -> [String] {
        guard let directory = opendir("/proc/\(pid)/task") else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The processor time `pid` has had so far, in seconds: all its threads', those that have ended
    /// too, from the kernel's clock of the process (nanoseconds, where /proc/PID/stat counts clock
    /// ticks). What the machine's load does not change, as it changes the wall time. 0 once it has gone.
    static func processorSeconds(_ pid: pid_t) -> Double {
        var clock = clockid_t()
        var time = timespec()
        guard clock_getcpuclockid(pid, &clock) == 0, clock_gettime(clock, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
