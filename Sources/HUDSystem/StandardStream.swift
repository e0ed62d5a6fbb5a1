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
