import Glibc

/// Unbuffered writes to stdout, stderr or a file, so that what the daemon relays keeps its order
/// with anything the process writes itself.
package enum StandardStream {
    /// Writes all of `text` to `descriptor`, retrying after signals; a closed stream drops the rest.
    package static func write(_ text: String, to descriptor: Int32) {
        write(Array(text.utf8), to: descriptor)
    }

    /// Writes all of `bytes` to `descriptor`, as `write(_:to:)` does text.
    package static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var bytes = bytes[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }
}

extension StandardStream {
    /// Reads `descriptor` chunk by chunk, retrying after signals, handing each chunk to `body` until
    /// the end of input or until `body` returns false. Returns why reading failed (strerror's words),
    /// or nil.
    @discardableResult
    package static func readChunks(from descriptor: Int32, _ body: (ArraySlice<UInt8>) -> Bool) -> String? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count < 0 { return String(cString: strerror(errno)) }
            if count == 0 || !body(buffer[..<count]) { return nil }
        }
    }

    /// `descriptor` to its end, or to the first chunk that takes it past `limit` bytes (a caller
    /// that finds more than `limit` then names the limit); what could be read when reading fails.
    package static func readAll(from descriptor: Int32, pastLimit limit: Int) -> [UInt8] {
        var input: [UInt8] = []
        readChunks(from: descriptor) { chunk in
            input += chunk
            return input.count <= limit
        }
        return input
    }
}
