import Glibc
import HUDSystem

/// The threads of a process as /proc lists them, and the processor time they have had.
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

    /// The processor time `pid`'s threads have had so far, in seconds, from each one's schedstat (in
    /// nanoseconds, where /proc/PID/stat counts clock ticks). What the machine's load does not
    /// change, as it changes the wall time.
    static func processorSeconds(_ pid: pid_t) -> Double {
        ids(pid).compactMap { task in
            TextFile.read("/proc/\(pid)/task/\(task)/schedstat")?.split(separator: " ").first.flatMap { Double($0) }
        }.reduce(0, +) / 1e9
    }
}
