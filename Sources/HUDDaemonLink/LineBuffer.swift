/// Bytes from a stream cut into lines, at most `DaemonMessage.maximumLineBytes` each.
package struct LineBuffer {
    private var pending: [UInt8] = []
    /// How much of `pending` is known to hold no newline, so a long line is scanned once, not per read.
    private var scanned = 0

    /// True once a line has grown past the limit; the stream is then beyond saving.
    package private(set) var overflowed = false

    /// An empty buffer.
    package init() {}

    /// Bytes held that are not yet a whole line.
    package var pendingCount: Int { pending.count }

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: ArraySlice<UInt8>) {
        pending.append(contentsOf: bytes)
    }

    /// The next complete line without its newline, or nil until one has arrived.
    package mutating func nextLine() -> [UInt8]? {
        guard let newline = pending[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
            scanned = pending.count
            if pending.count > DaemonMessage.maximumLineBytes { overflowed = true }
            return nil
        }
        let line = Array(pending[..<newline])
        pending.removeSubrange(...newline)
        scanned = 0
        if line.count > DaemonMessage.maximumLineBytes {
            overflowed = true
            return nil
        }
        return line
    }
}
