import Glibc
import HUDSystem
import Synchronization

/// The notification history in `$XDG_STATE_HOME/hud/notifications` (`HistoryLog`'s layout): each
/// closed notification appended as it closes, and the file rewritten (a new file, synced, renamed
/// over the old) when it holds twice the history's length or records are removed. A process killed
/// at any point loses at most the record it was writing. The directory is ours and 0700, the file
/// ours and 0600, neither a symbolic link; one store at a time holds the directory (a lock on it), so
/// two daemons (two displays of one user) never rewrite each other's records away.
public final class HistoryStore: HistoryStoring {
    /// Why there is no store: the daemon keeps its history in memory instead.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    public let path: String
    public let restored: [HistoryRecord]
    private let capacity: Int
    private let log: @Sendable (String) -> Void
    private struct File {
        var descriptor: Int32
        /// Records in the file, the ones past the history's length included.
        var count: Int
        var length: Int
    }
    private let file: Mutex<File>
    /// The directory, open and locked while the store lives.
    private let directoryDescriptor: Int32

    /// `$XDG_STATE_HOME/hud`, else `~/.local/state/hud`.
    package static func directory(environment: [String: String] = ProcessEnvironment.current) -> String {
        let state =
            environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? "") + "/.local/state"
        return state + "/hud"
    }

    /// Opens (making it when missing) the store in `directory` for a history of `capacity`. A file
    /// that is damaged is moved aside (`notifications.corrupt-TIME`) and the records before the
    /// damage kept; `log` hears it, and whatever else goes wrong with the file later.
    public init(directory: String, capacity: Int, log: @escaping @Sendable (String) -> Void) throws(Refusal) {
        do {
            try PrivateDirectory.ensure(directory, whenOpenToOthers: .narrowUnlessWritable, makingParent: true)
        } catch {
            throw Refusal(description: error.description)
        }
        directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directoryDescriptor >= 0 else {
            throw Refusal(description: "cannot open \(directory): \(Self.lastError)")
        }
        guard flock(directoryDescriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(directoryDescriptor)
            throw Refusal(description: "\(directory) is in use by another daemon's history")
        }
        path = directory + "/notifications"
        self.capacity = capacity
        self.log = log
        let (descriptor, bytes): (Int32, [UInt8])
        do {
            (descriptor, bytes) = try Self.openAndRead(path)
        } catch {
            close(directoryDescriptor)
            throw error
        }
        let contents = HistoryLog.read(bytes)
        restored = Array(contents.records.suffix(capacity))
        file = Mutex(File(descriptor: descriptor, count: contents.records.count, length: bytes.count))
        if let damage = contents.damage {
            let aside = Self.asideName(for: path)
            let moved = rename(path, aside) == 0
            log(
                "history \(path): \(damage); "
                    + (moved ? "moved aside to \(aside)" : "cannot move it aside: \(Self.lastError)")
                    + ", the \(contents.records.count) records before it kept")
        }
        // A new file gets its header this way too: records are only ever appended after one.
        if bytes.isEmpty || contents.damage != nil
            || HistoryLog.needsCompaction(count: contents.records.count, capacity: capacity)
        {
            replace(with: restored)
        }
    }

    deinit {
        close(file.withLock { $0.descriptor })
        close(directoryDescriptor)
    }

    public func wallClock() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Written without a sync: once `write` returns the kernel holds it, whatever becomes of the
    /// process. A write that fails part way is cut off again, so later records follow a whole one.
    public func append(_ record: HistoryRecord) {
        let bytes = HistoryLog.frame(record)
        file.withLock { file in
            guard Self.write(bytes, to: file.descriptor) else {
                log("history \(path): cannot append: \(Self.lastError); this notification is not kept")
                ftruncate(file.descriptor, off_t(file.length))
                return
            }
            file.length += bytes.count
            file.count += 1
            if HistoryLog.needsCompaction(count: file.count, capacity: capacity) {
                rewrite(Self.latest(in: path, capacity: capacity), file: &file)
            }
        }
    }

    public func replace(with records: [HistoryRecord]) {
        file.withLock { rewrite(records, file: &$0) }
    }

    // MARK: Private

    /// A new file written beside the old one, synced and renamed over it, then the directory synced:
    /// a crash leaves either file whole.
    private func rewrite(_ records: [HistoryRecord], file: inout File) {
        let kept = records.suffix(capacity)
        let bytes = HistoryLog.file(kept)
        let spare = path + ".new"
        unlink(spare)
        let descriptor = open(spare, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0, Self.write(bytes, to: descriptor), fsync(descriptor) == 0, rename(spare, path) == 0
        else {
            log("history \(path): cannot rewrite it: \(Self.lastError); it keeps what it had")
            if descriptor >= 0 { close(descriptor) }
            unlink(spare)
            return
        }
        close(descriptor)
        fsync(directoryDescriptor)
        guard let reopened = try? Self.openForAppending(path) else {
            log("history \(path): cannot reopen it after a rewrite; this daemon's history stays in memory")
            return
        }
        close(file.descriptor)
        file = File(descriptor: reopened, count: kept.count, length: bytes.count)
    }

    private static var lastError: String { String(cString: strerror(errno)) }

    /// The file, opened to append and made when missing; refused when it is a link, not a regular
    /// file or another user's. A mode open to others is narrowed: only we could have widened it.
    private static func openForAppending(_ path: String) throws(Refusal) -> Int32 {
        let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw Refusal(description: "\(path) is a symbolic link") }
            throw Refusal(description: "cannot open \(path): \(lastError)")
        }
        var status = stat()
        fstat(descriptor, &status)
        let refusal =
            status.st_mode & S_IFMT != S_IFREG
            ? "\(path) is not a regular file"
            : status.st_uid != geteuid() ? "\(path) belongs to another user" : nil
        if let refusal {
            close(descriptor)
            throw Refusal(description: refusal)
        }
        if status.st_mode & 0o077 != 0 { fchmod(descriptor, 0o600) }
        return descriptor
    }

    /// The file opened to append, and what it holds.
    private static func openAndRead(_ path: String) throws(Refusal) -> (Int32, [UInt8]) {
        let descriptor = try openForAppending(path)
        do {
            return (descriptor, try contents(of: descriptor, path: path))
        } catch {
            close(descriptor)
            throw error
        }
    }

    private static func contents(of descriptor: Int32, path: String) throws(Refusal) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = pread(descriptor, &chunk, chunk.count, off_t(bytes.count))
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Refusal(description: "cannot read \(path): \(lastError)") }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// The latest `capacity` records the file at `path` holds: compaction reads back what it keeps,
    /// as the store remembers only counts.
    private static func latest(in path: String, capacity: Int) -> [HistoryRecord] {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        let bytes = (try? contents(of: descriptor, path: path)) ?? []
        return Array(HistoryLog.read(bytes).records.suffix(capacity))
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// `PATH.corrupt-SECONDS` (with a count after it when that is taken), beside the file.
    private static func asideName(for path: String) -> String {
        let base = "\(path).corrupt-\(time(nil))"
        var name = base
        var number = 1
        while access(name, F_OK) == 0 {
            number += 1
            name = "\(base)-\(number)"
        }
        return name
    }
}
