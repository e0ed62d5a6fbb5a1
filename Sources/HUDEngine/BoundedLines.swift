/// Bytes from a stream cut into lines, none kept longer than `limit` bytes: a line past it is
/// reported as too long and its bytes are dropped as they come, so a stream without newlines
/// costs no more memory than one line. The last line needs no newline.
struct BoundedLines {
    enum Line: Equatable {
        case text([UInt8])
        case tooLong
    }

    let limit: Int
    private var pending: [UInt8] = []
    /// Inside a line already past the limit: its bytes are dropped up to its newline.
    private var discarding = false

    init(limit: Int) {
        self.limit = limit
    }

    /// The lines that `bytes` completes, in order.
    mutating func append(_ bytes: ArraySlice<UInt8>) -> [Line] {
        var lines: [Line] = []
        var rest = bytes
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(finish(rest[..<newline]))
            rest = rest[rest.index(after: newline)...]
        }
        if !discarding {
            if pending.count + rest.count > limit {
                discarding = true
                pending = []
            } else {
                pending += rest
            }
        }
        return lines
    }

    /// The line the stream ended in without a newline, if any.
    mutating func end() -> Line? {
        defer {
            pending = []
            discarding = false
        }
        if discarding { return .tooLong }
        return pending.isEmpty ? nil : .text(pending)
    }

    private mutating func finish(_ tail: ArraySlice<UInt8>) -> Line {
        defer {
            pending = []
            discarding = false
        }
        guard !discarding, pending.count + tail.count <= limit else { return .tooLong }
        return .text(pending + tail)
    }
}
