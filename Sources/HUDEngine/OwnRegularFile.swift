import Glibc

/// Reads a file a caller names only when it is a regular file this user owns: the daemon reads the
/// config path a request gives, and neither it nor `hud-engine` may block on a FIFO, read a device or
/// take another user's settings. Symlinks are followed (dotfile managers link the config), and the
/// checks apply to what was opened, so nothing can be swapped in between.
enum OwnRegularFile {
    /// Why the file was not read.
    struct Refusal: Error {
        let reason: String
    }

    /// A config is a few lines; anything near this is not one.
    static let maximumBytes = 1024 * 1024

    /// The file's bytes; nil when it does not exist.
    static func contents(of path: String) throws(Refusal) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw Refusal(reason: "cannot read it: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw Refusal(reason: "not a regular file; not read")
        }
        guard status.st_uid == getuid() else { throw Refusal(reason: "belongs to another user; not read") }
        guard status.st_size <= maximumBytes else { throw Refusal(reason: "longer than \(maximumBytes) bytes") }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= maximumBytes {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Refusal(reason: "cannot read it: \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
        }
        throw Refusal(reason: "longer than \(maximumBytes) bytes")
    }
}
