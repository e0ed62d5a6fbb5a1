import Glibc

/// Reads small files (index.theme, settings.ini, /proc entries, message catalogs) without Foundation.
package enum TextFile {
    /// The file's text (invalid UTF-8 repaired), or nil when it cannot be read or exceeds `limit` bytes.
    package static func read(_ path: String, limit: Int = 1 << 20) -> String? {
        bytes(path, limit: limit).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The file's bytes, or nil when it cannot be read or exceeds `limit` bytes.
    package static func bytes(_ path: String, limit: Int = 1 << 20) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > limit { return nil }
        }
    }

    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }
}
